import type { TextResponse } from "../../api/request";

export const STATUS_TEXT_LIMIT = 500;

export interface CheckResult {
  /** True only when the HTTP status is OK. */
  ok: boolean;
  /** The HTTP status, or null when no response came back. */
  status: number | null;
  /** The response text (first 500 characters), the error, or "Connection failed". */
  text: string;
}

/** Runs one status check; never throws. `fetchText` is passed in so the rule can be tested without a network. */
export async function runCheck(url: string, fetchText: (url: string) => Promise<TextResponse>): Promise<CheckResult> {
  try {
    const res = await fetchText(url);
    return { ok: res.ok, status: res.status, text: res.text.slice(0, STATUS_TEXT_LIMIT) };
  } catch (error) {
    const network = error instanceof TypeError || !(error instanceof Error) || !error.message;
    return { ok: false, status: null, text: network ? "Connection failed" : error.message };
  }
}
