import { readApiError } from "./errors";
import { apiRequest } from "./request";

/** The filing pack downloads (spec part 2 §7): `POST /api/exports/...` with the export request, a file back. */

/** Where each filing pack is asked for. */
export const EXPORT_PATHS = {
  chPdf: "/api/exports/ch-pack/pdf",
  chXlsx: "/api/exports/ch-pack/xlsx",
  chIxbrl: "/api/exports/ch-pack/ixbrl",
  hmrcXlsx: "/api/exports/hmrc-pack/xlsx",
} as const;
export type ExportKey = keyof typeof EXPORT_PATHS;

/** Export request (spec part 2 §3). */
export interface ExportRequest {
  directorName: string;
  confirmed: boolean;
}

export type ExportOutcome =
  | { kind: "ok"; blob: Blob }
  | { kind: "payment"; message: string }
  | { kind: "error"; message: string };

export const PAYMENT_FALLBACK = "Please complete payment to download filing packs.";
export const EXPORT_FAILED_FALLBACK = "Export failed";

function stringField(data: unknown, name: string): string | null {
  if (typeof data !== "object" || data === null) return null;
  const value = (data as Record<string, unknown>)[name];
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** Reads a failed export (spec part 2 §8): 402 with needsPayment asks for payment; anything else failed. */
export function failedOutcome(error: unknown): ExportOutcome {
  const { status, data } = readApiError(error);
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

/** POSTs the request as JSON with credentials and returns the file, or what went wrong. */
export async function requestExport(url: string, body: ExportRequest): Promise<ExportOutcome> {
  try {
    const res = await apiRequest("POST", url, body);
    return { kind: "ok", blob: await res.blob() };
  } catch (error) {
    return failedOutcome(error);
  }
}

/** `GET /api/export/xlsx`, the full export of the user's own data, opened in a new tab: the browser downloads it. */
export function openFullExport(): void {
  window.open("/api/export/xlsx", "_blank", "noopener");
}
