import type { ReadinessCheck } from "../../core/contracts/readiness";
import { SHOWN_COMPANY_QUERY } from "../../core/contracts/shown-company";
import { readApiError } from "./errors";
import { withPeriod, withQuery } from "./periods";
import { apiRequest } from "./request";
import { shownCompany } from "./shown-company";

/** The filing pack downloads (spec part 2 §7): `POST /api/exports/...` with the export request, a file back. */

/** Where each filing pack is asked for. */
export const EXPORT_PATHS = {
  chPdf: "/api/exports/ch-pack/pdf",
  chXlsx: "/api/exports/ch-pack/xlsx",
  chIxbrl: "/api/exports/ch-pack/ixbrl",
  hmrcXlsx: "/api/exports/hmrc-pack/xlsx",
  hmrcIxbrl: "/api/exports/hmrc-pack/ixbrl",
  hmrcComputationsIxbrl: "/api/exports/hmrc-pack/computations-ixbrl",
} as const;
export type ExportKey = keyof typeof EXPORT_PATHS;

/**
 * Export request (spec part 2 §3), with the approval date chosen on the page (YYYY-MM-DD) and, for the
 * Companies House accounts (PDF, Excel, iXBRL), whether the profit and loss account is delivered with them.
 */
export interface ExportRequest {
  directorName: string;
  confirmed: boolean;
  approvalDate: string;
  includeProfitAndLoss?: boolean;
  /** The tax computations only: which accounting period's, when the period of account makes two (1 or 2). */
  accountingPeriod?: number;
}

export type ExportOutcome =
  | { kind: "ok"; blob: Blob }
  | { kind: "payment"; message: string }
  /** 409 while a readiness check blocks: the blocking checks. */
  | { kind: "blocked"; message: string; checks: ReadinessCheck[] }
  | { kind: "error"; message: string };

export const PAYMENT_FALLBACK = "Please complete payment to download filing packs.";
export const EXPORT_FAILED_FALLBACK = "Export failed";

function stringField(data: unknown, name: string): string | null {
  if (typeof data !== "object" || data === null) return null;
  const value = (data as Record<string, unknown>)[name];
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

export const NOT_READY_FALLBACK = "The accounts are not ready to file yet.";

function checksOf(data: unknown): ReadinessCheck[] | null {
  if (typeof data !== "object" || data === null) return null;
  const checks = (data as { checks?: unknown }).checks;
  return Array.isArray(checks) ? (checks as ReadinessCheck[]) : null;
}

/**
 * Reads a failed export (spec part 2 §8): 402 with needsPayment asks for payment; 409 with checks names what blocks
 *; anything else failed.
 */
export function failedOutcome(error: unknown): ExportOutcome {
  const { status, data } = readApiError(error);
  const checks = checksOf(data);
  if (status === 409 && checks) {
    return { kind: "blocked", message: stringField(data, "error") ?? NOT_READY_FALLBACK, checks };
  }
  const needsPayment =
    typeof data === "object" && data !== null && (data as { needsPayment?: unknown }).needsPayment === true;
  if (status === 402 && needsPayment) {
    return { kind: "payment", message: stringField(data, "message") ?? stringField(data, "error") ?? PAYMENT_FALLBACK };
  }
  return {
    kind: "error",
    message: stringField(data, "error") ?? stringField(data, "message") ?? EXPORT_FAILED_FALLBACK,
  };
}

/**
 * POSTs the request as JSON with credentials and returns the file, or what went wrong. `period` (a closed period's
 * id or start date) asks for that period's pack, as it was closed; absent: the current period's.
 */
export async function requestExport(url: string, body: ExportRequest, period?: string): Promise<ExportOutcome> {
  try {
    const res = await apiRequest("POST", withPeriod(url, period), body);
    return { kind: "ok", blob: await res.blob() };
  } catch (error) {
    return failedOutcome(error);
  }
}

/**
 * `GET /api/export/xlsx`, the full export of the user's own data, opened in a new tab: the browser downloads it. Its
 * reports are those of the current period, or of the closed one `period` names. The new tab cannot send the company
 * header, so the address names the company this tab shows: the server refuses it if another tab switched company.
 */
export function fullExportUrl(period?: string): string {
  return withQuery(withPeriod("/api/export/xlsx", period), SHOWN_COMPANY_QUERY, shownCompany());
}

export function openFullExport(period?: string): void {
  window.open(fullExportUrl(period), "_blank", "noopener");
}
