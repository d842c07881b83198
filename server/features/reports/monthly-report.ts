import { type MonthlyPoint, monthlySeriesToJson } from "../../../core/accounts";
import type { PoundsJson } from "../../../core/tax";
import type { CompanyAccounts, CompanySettings } from "./accounts.service";

/** GET /api/reports/monthly: income, expenses and month-end cash for the charts; money in pounds. */
export interface MonthlyReport {
  period: { startDate: string; endDate: string } | null;
  months: PoundsJson<MonthlyPoint[]>;
}

export function monthlyReport(ca: CompanyAccounts<CompanySettings>): MonthlyReport {
  if (!ca.accounts || !ca.period) return { period: null, months: [] };
  return {
    period: { startDate: ca.period.start, endDate: ca.period.end },
    months: monthlySeriesToJson(ca.accounts.monthly),
  };
}
