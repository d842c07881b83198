import { EXPORT_PATHS, type ExportKey, type ExportRequest } from "../../../api/exports";

/** The filing pack downloads of the Reports page (spec part 2 §7), with the names the files are saved as. */
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
    url: EXPORT_PATHS.chPdf,
    fileName: "companies-house-pack.pdf",
    needsSignature: true,
  },
  {
    key: "chXlsx",
    label: "Companies House Excel",
    url: EXPORT_PATHS.chXlsx,
    fileName: "companies-house-pack.xlsx",
    needsSignature: true,
  },
  {
    key: "chIxbrl",
    label: "Companies House iXBRL",
    url: EXPORT_PATHS.chIxbrl,
    fileName: "companies-house-accounts.xhtml",
    needsSignature: true,
  },
  {
    key: "hmrcXlsx",
    label: "HMRC CT600 Draft",
    url: EXPORT_PATHS.hmrcXlsx,
    fileName: "hmrc-ct600-draft.xlsx",
    needsSignature: false,
  },
];

/** The director's name and confirmation, as typed on the card. */
export type Signature = ExportRequest;

export function hasSignature(s: Signature): boolean {
  return s.directorName.trim() !== "" && s.confirmed;
}

/** Export request (spec part 2 §3); the HMRC draft always sends confirmed: true. */
export function exportBody(spec: ExportSpec, s: Signature): ExportRequest {
  return { directorName: s.directorName.trim(), confirmed: spec.needsSignature ? s.confirmed : true };
}
