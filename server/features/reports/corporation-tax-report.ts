import { s455ToJson } from "../../../core/accounts";
import type { CorporationTaxReport } from "../../../core/contracts";
import { DORMANT_CORPORATION_TAX_RULE } from "../../../core/filing";
import { sum, toPoundsNumber } from "../../../core/money";
import { corporationTaxToJson } from "../../../core/tax";
import type { CompanyAccounts, CompanySettings } from "./accounts.service";

export const NO_TAX_YET = "No transactions in this period yet: no tax to show.";

/**
 * What the tax card says for a period with nothing in it. Such a period is dormant (CA 2006 s1169), and a dormant
 * company is not within the charge to corporation tax (CTA 2009 s2, s9): there is no tax to come once statements
 * are uploaded, so "no transactions yet" misleads its director. The deadlines' own dormant note says it (one text,
 * with its rule as the HMRC workbook shows it); a trading company that has not uploaded yet reads the same card, so
 * it ends by asking a company with a bank account for its statements.
 */
export function noTaxMessage(dormantNote: string | null): string {
  if (!dormantNote) return NO_TAX_YET;
  return (
    `No transactions in this period. ${dormantNote} (${DORMANT_CORPORATION_TAX_RULE}) ` +
    "If the company has a bank account, upload its statements to work out its tax."
  );
}

/**
 * A period with no transactions in it and nothing else making a profit or a loss (adjustments, assets, s455 tax) has no tax to
 * show: a £0.00 computation there reads as a result when it is only an empty year.
 */
function nothingInPeriod(ca: CompanyAccounts<CompanySettings>): boolean {
  const period = ca.period;
  if (!period) return true;
  const inPeriod = ca.transactions.some((t) => t.date >= period.start && t.date <= period.end);
  const allZero = ca.taxComputations.every((c) => c.accountingProfit === 0 && c.tax === 0);
  return !inPeriod && allZero && !ca.accounts?.s455;
}

export function corporationTaxReport(ca: CompanyAccounts<CompanySettings>): CorporationTaxReport {
  const [first] = ca.taxComputations;
  if (!first || !ca.period) {
    return { available: false, message: "Upload your bank statements or set the company's period to see the tax." };
  }
  if (nothingInPeriod(ca)) return { available: false, message: noTaxMessage(ca.deadlines?.dormantNote ?? null) };
  return {
    available: true,
    ...corporationTaxToJson(first),
    periodOfAccount: { startDate: ca.period.start, endDate: ca.period.end },
    periods: ca.taxComputations.map(corporationTaxToJson),
    totalTax: toPoundsNumber(sum(ca.taxComputations.map((c) => c.tax))),
    s455: s455ToJson(ca.accounts?.s455 ?? null),
  };
}
