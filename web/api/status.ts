import { useQueries } from "@tanstack/react-query";
import { queryKeys } from "./query-keys";
import { fetchText, type TextResponse } from "./request";

/** The status page's two checks (spec part 2, System Status). */
export const STATUS_CHECKS = [
  { name: "Application and database", url: "/api/health" },
  { name: "Support and email", url: "/api/support/health" },
] as const;

export const STATUS_TEXT_LIMIT = 500;

export interface CheckResult {
  /** True only when the HTTP status is OK. */
  ok: boolean;
  /** The HTTP status, or null when no response came back. */
  status: number | null;
  /** The response text (first 500 characters), the error, or "Connection failed". */
  text: string;
}

/** Runs one status check; never throws. `fetch` is passed in so the rule can be tested without a network. */
export async function runCheck(url: string, fetch: (url: string) => Promise<TextResponse>): Promise<CheckResult> {
  try {
    const res = await fetch(url);
    return { ok: res.ok, status: res.status, text: res.text.slice(0, STATUS_TEXT_LIMIT) };
  } catch (error) {
    const network = error instanceof TypeError || !(error instanceof Error) || !error.message;
    return { ok: false, status: null, text: network ? "Connection failed" : error.message };
  }
}

/**
 * True when the support check's answer says no failing check e-mails anyone (`"emailAlerts":false`, which the server
 * writes first so it is never cut off); false when it says they do, or when the answer cannot tell.
 */
export function emailAlertsOff(result: CheckResult | undefined): boolean {
  return result !== undefined && /"emailAlerts"\s*:\s*false/.test(result.text);
}

/** The monitor's interval in seconds from the support check's answer; null when the answer does not say. */
export function monitorIntervalOf(result: CheckResult | undefined): number | null {
  const m = result && /"monitorIntervalSeconds"\s*:\s*(\d+)/.exec(result.text);
  return m ? Number(m[1]) : null;
}

/** "every minute", "every 5 minutes", "every 30 seconds", "every hour": how the page says the monitor's interval. */
export function everyInterval(seconds: number): string {
  const unit = (n: number, one: string) => (n === 1 ? `every ${one}` : `every ${n} ${one}s`);
  if (seconds % 3600 === 0) return unit(seconds / 3600, "hour");
  if (seconds % 60 === 0) return unit(seconds / 60, "minute");
  return unit(seconds, "second");
}

/** The sentence under the checks when e-mail alerts are on. */
export function alertsSentence(result: CheckResult | undefined): string {
  const seconds = monitorIntervalOf(result);
  const when = seconds === null || seconds <= 0 ? "" : ` ${everyInterval(seconds)}`;
  return `Monitors run${when} and email alerts go to support.`;
}

/** Both checks, run afresh on every visit (never kept). */
export function useStatusChecks() {
  return useQueries({
    queries: STATUS_CHECKS.map((check) => ({
      queryKey: queryKeys.statusCheck(check.url),
      queryFn: () => runCheck(check.url, fetchText),
      staleTime: 0,
      gcTime: 0,
    })),
  });
}
