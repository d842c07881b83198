import { readApiError } from "../../../api/errors";
import { apiRequest } from "../../../api/request";

/** The filing pack downloads of the Reports page (spec part 2 §7), with the names the files are saved as. */
export type ExportKey = "chPdf" | "chXlsx" | "chIxbrl" | "hmrcXlsx";

export interface ExportSpec {
  key: ExportKey;
  label: string;
  url: string;
  fileName: string;
  /** Companies House packs need the director's name and the confirmation (spec part 2 §5). */
  needsSignature: boolean;
}

export const FILING_EXPORTS: readonly ExportSpec[] = [
  {
    key: "chPdf",
    label: "Companies House PDF",
    url: "/api/exports/ch-pack/pdf",
    fileName: "companies-house-pack.pdf",
    needsSignature: true,
  },
  {
    key: "chXlsx",
    label: "Companies House Excel",
    url: "/api/exports/ch-pack/xlsx",
    fileName: "companies-house-pack.xlsx",
    needsSignature: true,
  },
  {
    key: "chIxbrl",
    label: "Companies House iXBRL",
    url: "/api/exports/ch-pack/ixbrl",
    fileName: "companies-house-accounts.xhtml",
    needsSignature: true,
  },
  {
    key: "hmrcXlsx",
    label: "HMRC CT600 Draft",
    url: "/api/exports/hmrc-pack/xlsx",
    fileName: "hmrc-ct600-draft.xlsx",
    needsSignature: false,
  },
];

/** Opened in a new tab: the server answers with an attachment, so the browser downloads it. */
export const FULL_EXPORT_URL = "/api/export/xlsx";

export const PAYMENT_FALLBACK = "Please complete payment to download filing packs.";
export const EXPORT_FAILED_FALLBACK = "Export failed";

export interface Signature {
  directorName: string;
  confirmed: boolean;
}

export function hasSignature(s: Signature): boolean {
  return s.directorName.trim() !== "" && s.confirmed;
}

/** Export request (spec part 2 §3); the HMRC draft always sends confirmed: true. */
export function exportBody(spec: ExportSpec, s: Signature): Signature {
  return { directorName: s.directorName.trim(), confirmed: spec.needsSignature ? s.confirmed : true };
}

export type ExportOutcome =
  | { kind: "ok"; blob: Blob; fileName: string }
  | { kind: "payment"; message: string }
  | { kind: "error"; message: string };

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
export async function requestExport(spec: ExportSpec, s: Signature): Promise<ExportOutcome> {
  try {
    const res = await apiRequest("POST", spec.url, exportBody(spec, s));
    return { kind: "ok", blob: await res.blob(), fileName: spec.fileName };
  } catch (error) {
    return failedOutcome(error);
  }
}
