import { s455ToJson } from "../../../core/accounts";
import type { CorporationTaxReport } from "../../../core/contracts";
import { sum, toPoundsNumber } from "../../../core/money";
import { corporationTaxToJson } from "../../../core/tax";
import type { CompanyAccounts, CompanySettings } from "./accounts.service";

export const NO_TAX_YET = "No transactions in this period yet: no tax to show.";

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
  if (nothingInPeriod(ca)) return { available: false, message: NO_TAX_YET };
  return {
    available: true,
    ...corporationTaxToJson(first),
    periodOfAccount: { startDate: ca.period.start, endDate: ca.period.end },
    periods: ca.taxComputations.map(corporationTaxToJson),
    totalTax: toPoundsNumber(sum(ca.taxComputations.map((c) => c.tax))),
    s455: s455ToJson(ca.accounts?.s455 ?? null),
  };
}
