import { s455ToJson } from "../../../core/accounts";
import type { CorporationTaxReport } from "../../../core/contracts";
import { sum, toPoundsNumber } from "../../../core/money";
import { corporationTaxToJson } from "../../../core/tax";
import type { CompanyAccounts, CompanySettings } from "./accounts.service";

export function corporationTaxReport(ca: CompanyAccounts<CompanySettings>): CorporationTaxReport {
  const [first] = ca.taxComputations;
  if (!first || !ca.period) {
    return { available: false, message: "Upload your bank statements or set the company's period to see the tax." };
  }
  return {
    available: true,
    ...corporationTaxToJson(first),
    periodOfAccount: { startDate: ca.period.start, endDate: ca.period.end },
    periods: ca.taxComputations.map(corporationTaxToJson),
    totalTax: toPoundsNumber(sum(ca.taxComputations.map((c) => c.tax))),
    s455: s455ToJson(ca.accounts?.s455 ?? null),
  };
}
