import type { IsoDate } from "../../../core/dates";
import type { FilingPackData } from "../../../core/filing/pack";
import type { Db } from "../../db/client";
import type { IxbrlOptions } from "../../exports/ixbrl/accounts-ixbrl";
import { renderChAccountsIxbrl } from "../../exports/ixbrl/ch-accounts-ixbrl";
import { renderHmrcAccountsIxbrl } from "../../exports/ixbrl/hmrc-accounts-ixbrl";
import type { Scope } from "../../platform/auth/request-context";
import { AppError } from "../../platform/errors";
import { checkExportAllowed } from "../filings/filings.service";
import { type ChIxbrlBody, type ChPackBody, CONTENT_TYPES, FILE_NAMES } from "./exports.schemas";
import { chAccountsCopy, chPackData, type ExportFile } from "./exports.service";

/** The producing software's name and the app's version (package.json, read once by the app). */
const software = (version: string): IxbrlOptions => ({ software: { name: "Microfile", version } });

/** The Companies House iXBRL accounts: the P&L left out unless the person chose to deliver it or the law requires it. */
export async function chIxbrl(
  db: Db,
  scope: Scope,
  body: ChIxbrlBody,
  today: IsoDate,
  version: string,
  periodRef?: string,
): Promise<ExportFile> {
  const data = await chPackData(db, scope, body, today, checkExportAllowed, periodRef);
  const { profitAndLossIncluded } = chAccountsCopy(body, data);
  const xhtml = renderChAccountsIxbrl(data, { ...software(version), includeProfitAndLoss: profitAndLossIncluded });
  return { fileName: FILE_NAMES.chIxbrl, contentType: CONTENT_TYPES.xhtml, body: xhtml };
}

/** HMRC rejects accounts without bus:DescriptionPrincipalActivities (JFCVC.3312), so it is asked for first. */
function requirePrincipalActivity(data: FilingPackData): void {
  if (!data.company.principalActivity?.trim()) {
    throw new AppError(
      "bad_request",
      "Please add the company's principal activity on the Company page: HMRC needs it in the accounts.",
    );
  }
}

/**
 * The full accounts HMRC needs beside the CT600 (with the profit and loss account): signed and dated like the
 * Companies House pack, as they are the same statutory accounts.
 */
export async function hmrcIxbrl(
  db: Db,
  scope: Scope,
  body: ChPackBody,
  today: IsoDate,
  version: string,
  periodRef?: string,
): Promise<ExportFile> {
  const data = await chPackData(db, scope, body, today, checkExportAllowed, periodRef);
  requirePrincipalActivity(data);
  return {
    fileName: FILE_NAMES.hmrcIxbrl,
    contentType: CONTENT_TYPES.xhtml,
    body: renderHmrcAccountsIxbrl(data, software(version)),
  };
}
