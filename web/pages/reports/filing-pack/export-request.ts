import { formatShortUk, type IsoDate } from "../../../../core/dates";
import { accountingPeriodFileName } from "../../../../core/filing";
import { EXPORT_PATHS, type ExportKey, type ExportRequest } from "../../../api/exports";

/** The filing pack downloads of the Reports page (spec part 2 §7), with the names the files are saved as. */
export interface ExportSpec {
  key: ExportKey;
  label: string;
  url: string;
  fileName: string;
  /** Packs holding the signed accounts need the director's name and the confirmation (spec part 2 §5). */
  needsSignature: boolean;
  /** The tax computations of one accounting period when the period of account makes two (CTA 2009 s10). */
  accountingPeriod?: number;
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
  {
    // The full accounts (with the profit and loss account) HMRC takes beside the CT600: signed like the CH ones.
    key: "hmrcIxbrl",
    label: "HMRC accounts iXBRL",
    url: EXPORT_PATHS.hmrcIxbrl,
    fileName: "hmrc-accounts.xhtml",
    needsSignature: true,
  },
  {
    // The tax computations HMRC takes with every return (ct-comp iXBRL): the same request as the accounts beside them.
    key: "hmrcComputationsIxbrl",
    label: "HMRC tax computations iXBRL",
    url: EXPORT_PATHS.hmrcComputationsIxbrl,
    fileName: "hmrc-computations.xhtml",
    needsSignature: true,
  },
];

/** An accounting period of the period of account, as the corporation tax report lists them. */
export interface AccountingPeriodDates {
  startDate: string;
  endDate: string;
}

/**
 * The downloads the card offers: a period of account longer than 12 months makes two accounting periods, each with
 * its own return and computations (CTA 2009 s10), so the computations are offered once per accounting period, each
 * named by its dates and saved under its own name. The CT600 draft already holds every accounting period's return.
 */
export function filingExportsFor(periods: readonly AccountingPeriodDates[] | undefined): ExportSpec[] {
  if (!periods || periods.length < 2) return [...FILING_EXPORTS];
  return FILING_EXPORTS.flatMap((spec) =>
    spec.key !== "hmrcComputationsIxbrl"
      ? [spec]
      : periods.map((p, i) => ({
          ...spec,
          label: `${spec.label}, ${formatShortUk(p.startDate as IsoDate)} to ${formatShortUk(p.endDate as IsoDate)}`,
          fileName: accountingPeriodFileName(spec.fileName, i, periods.length),
          accountingPeriod: i + 1,
        })),
  );
}

/** What the card holds: the director chosen, the confirmation, the approval date and the CH accounts' P&L choice. */
export interface Signature {
  directorName: string;
  confirmed: boolean;
  approvalDate: string;
  includeProfitAndLoss: boolean;
}

export function hasSignature(s: Pick<Signature, "directorName" | "confirmed">): boolean {
  return s.directorName.trim() !== "" && s.confirmed;
}

/** The Companies House accounts, each told whether the profit and loss account is delivered with them. */
const CH_ACCOUNTS: readonly ExportKey[] = ["chPdf", "chXlsx", "chIxbrl"];

/**
 * Export request (spec part 2 §3): every pack is sent the director and the approval date; the HMRC draft
 * always sends confirmed: true; the Companies House PDF, Excel and iXBRL are told whether to include the profit and
 * loss account, so all three state the same election (the HMRC accounts always hold it).
 */
export function exportBody(spec: ExportSpec, s: Signature): ExportRequest {
  const body: ExportRequest = {
    directorName: s.directorName.trim(),
    confirmed: spec.needsSignature ? s.confirmed : true,
    approvalDate: s.approvalDate,
  };
  if (CH_ACCOUNTS.includes(spec.key)) body.includeProfitAndLoss = s.includeProfitAndLoss;
  if (spec.accountingPeriod !== undefined) body.accountingPeriod = spec.accountingPeriod;
  return body;
}
