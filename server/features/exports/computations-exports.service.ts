import type { IsoDate, Period } from "../../../core/dates";
import { accountingPeriodFileName } from "../../../core/filing";
import type { Db } from "../../db/client";
import {
  type ComputationsSource,
  type ComputationsDocument as RenderedComputations,
  renderHmrcComputations,
} from "../../exports/ixbrl/hmrc-computations-ixbrl";
import type { Scope } from "../../platform/auth/request-context";
import type { CompanyRow } from "../../platform/company/company-row";
import { AppError } from "../../platform/errors";
import { checkExportAllowed } from "../filings/filings.service";
import { loadCompanyAccounts } from "../reports/accounts.service";
import { CONTENT_TYPES, FILE_NAMES, type HmrcComputationsBody } from "./exports.schemas";
import { chPackData, type ExportFile } from "./exports.service";

/** One accounting period's computations, with the name the download is saved as. */
export interface ComputationsDocument extends RenderedComputations {
  fileName: string;
}

const NEEDS_UTR =
  "Please add the company's 10-digit Unique Taxpayer Reference (UTR) on the Company page: the tax computations must show it.";
const NEEDS_CRN =
  "Please add the company registration number on the Company page: HMRC identifies the computations by it, as the accounts.";
const NO_ACCOUNTS = "No transactions to export. Upload a bank statement first.";

function requireUtr(utr: string | null | undefined): string {
  const clean = utr?.replace(/\s+/g, "") ?? "";
  if (!/^\d{10}$/.test(clean)) throw new AppError("bad_request", NEEDS_UTR);
  return clean;
}

function documentsOf(data: ComputationsSource, utr: string, version: string): ComputationsDocument[] {
  if (!data.company.registrationNumber) throw new AppError("bad_request", NEEDS_CRN);
  const rendered = renderHmrcComputations(data, utr, { software: { name: "Microfile", version } });
  return rendered.map((d, i) => ({
    ...d,
    fileName: accountingPeriodFileName(FILE_NAMES.hmrcComputationsIxbrl, i, rendered.length),
  }));
}

/**
 * For HMRC filing (server side): the tax computations iXBRL of each accounting period of the company's current
 * period, built from the same accounts and corporation tax computation as the reports. It checks only what the
 * documents need (accounts, the UTR and the company number, 400 in words); the filing's own gates (readiness,
 * payment) are the caller's.
 */
export async function buildComputationsIxbrl(
  db: Db,
  scope: Scope,
  options: { today: IsoDate; version: string },
): Promise<ComputationsDocument[]> {
  const ca = await loadCompanyAccounts(db, scope, options.today);
  const utr = requireUtr(ca.company.utr);
  if (!ca.accounts || !ca.period) throw new AppError("bad_request", NO_ACCOUNTS);
  return documentsOf(
    { company: ca.company, period: ca.period, corporationTax: ca.taxComputations },
    utr,
    options.version,
  );
}

/**
 * `POST /api/exports/hmrc-pack/computations-ixbrl`: the body, checks and payment rule of the HMRC accounts iXBRL,
 * and the UTR checked before the payment gate so a refused request uses nothing. `accountingPeriod` picks the second
 * return's computations when the period of account exceeds 12 months.
 */
export async function hmrcComputationsIxbrl(
  db: Db,
  scope: Scope,
  body: HmrcComputationsBody,
  today: IsoDate,
  version: string,
  periodRef?: string,
): Promise<ExportFile> {
  let utr = "";
  // The UTR the period states: a closed year's as kept at its close.
  const gate = async (gateDb: Db, gateScope: Scope, closed?: Period, company?: CompanyRow) => {
    utr = requireUtr(company?.utr);
    return checkExportAllowed(gateDb, gateScope, closed);
  };
  const data = await chPackData(db, scope, body, today, gate, periodRef);
  const documents = documentsOf(data, utr, version);
  const wanted = (body.accountingPeriod ?? 1) - 1;
  const document = documents[wanted];
  if (!document) {
    throw new AppError(
      "bad_request",
      `This period has ${documents.length} accounting period${documents.length === 1 ? "" : "s"}: choose accountingPeriod 1${documents.length > 1 ? " or 2" : ""}.`,
    );
  }
  return { fileName: document.fileName, contentType: CONTENT_TYPES.xhtml, body: document.xhtml };
}
