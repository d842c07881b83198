import type { IsoDate } from "../../../core/dates";
import type { FilingPackData } from "../../../core/filing/pack";
import type { CorporationTaxComputation } from "../../../core/tax";
import type { BoxRow } from "./ct600-box-row";

/** What the return needs beyond the accounts: the UTR and who signs the declaration. */
export interface Ct600ReturnDetails {
  /** HMRC's Unique Taxpayer Reference (box 3); null until the company enters it on the Company page. */
  utr: string | null;
  /** The declaration (975–985); null leaves it for the person filing. */
  declaration: { name: string; date: IsoDate; status: string } | null;
  /**
   * Which iXBRL documents go with this return: box 80 is ticked only when both the accounts and the computations
   * are attached. Absent: neither is.
   */
  attachments?: { accounts: boolean; computations: boolean };
}

export const NO_RETURN_DETAILS: Ct600ReturnDetails = { utr: null, declaration: null };

/** "Put an X" boxes: an X for yes, blank otherwise (the form has no "No"). */
export const tick = (yes: boolean) => (yes ? "X" : null);

/** Boxes 1–35: who and when. Box 4 is 0: none of the special company types (the CT600 guide's list) applies. */
export function identityRows(
  data: FilingPackData,
  c: CorporationTaxComputation,
  details: Ct600ReturnDetails,
): BoxRow[] {
  return [
    [1, "Company name", data.company.name],
    [2, "Company registration number", data.company.registrationNumber ?? ""],
    [
      3,
      details.utr ? "Tax reference (UTR)" : "Tax reference (UTR): add the 10-digit UTR on the Company page",
      details.utr ?? null,
    ],
    [4, "Type of company (0: none of the special types)", { number: 0 }],
    [30, "Period covered by this return: from", { date: c.startDate }],
    [35, "Period covered by this return: to", { date: c.endDate }],
  ];
}

/**
 * Boxes 40–95, "About this return" (CT600 (2026) Version 3): ticks that are blank unless they apply. 50 is ticked
 * when a period of account over 12 months makes two returns; 80 when this period's iXBRL accounts and computations
 * are both attached ("accounts and computations", one box for the two), or 85 in its place for each return of such a
 * long period, whose accounts are the whole period of account's (as the return sent to HMRC says); 95 when the
 * CT600A is attached.
 */
export function returnInfoRows(
  returns: number,
  c: CorporationTaxComputation,
  attachments: Ct600ReturnDetails["attachments"],
): BoxRow[] {
  const both = attachments?.accounts === true && attachments.computations === true;
  return [
    [40, "A repayment is due for this return period", null],
    [45, "Claim or relief affecting an earlier period", null],
    [50, "Making more than one return for this company now", tick(returns > 1)],
    [55, "This return contains estimated figures", null],
    [60, "Company part of a group that is not small", null],
    [65, "Notice of disclosable avoidance schemes", null],
    [70, "Compensating adjustment claimed", null],
    [75, "Company qualifies for SME exemption from the transfer pricing rules", null],
    [80, "Accounts and computations for this period attached (iXBRL)", tick(both && returns === 1)],
    [85, "Accounts and computations for a different period attached", tick(both && returns > 1)],
    [90, "Reason for not attaching accounts", null],
    [95, "Supplementary pages: loans to participators by close companies (CT600A)", tick(c.ct600.box95 === true)],
  ];
}

/** Boxes 975–985: the declaration, signed by a director. */
export function declarationRows(details: Ct600ReturnDetails): BoxRow[] {
  const d = details.declaration;
  return [
    [975, "Declaration: name of the person signing", d?.name ?? null],
    [980, "Declaration: date", d ? { date: d.date } : null],
    [985, "Declaration: status (e.g. Director)", d?.status ?? null],
  ];
}
