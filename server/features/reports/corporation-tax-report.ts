import { sum, toPoundsNumber } from "../../../core/money";
import { type CorporationTaxComputation, corporationTaxToJson, type PoundsJson } from "../../../core/tax";
import type { CompanyAccounts, CompanySettings } from "./accounts.service";

type ComputationJson = PoundsJson<CorporationTaxComputation>;

/**
 * GET /api/reports/corporation-tax: the first accounting period's computation (accountingProfit, addBacks,
 * capitalAllowances, taxableProfit, augmentedProfits, financialYears, marginalRelief, tax, ct600 …), with every
 * accounting period in `periods` (two when the period of account exceeds 12 months) and their `totalTax`.
 */
export type CorporationTaxReport =
  | { available: false; message: string }
  | (ComputationJson & {
      available: true;
      periodOfAccount: { startDate: string; endDate: string };
      periods: ComputationJson[];
      totalTax: number;
    });

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
  };
}
