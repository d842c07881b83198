import { monthlySeriesToJson } from "../../../core/accounts";
import type { MonthlyReport } from "../../../core/contracts";
import type { CompanyAccounts, CompanySettings } from "./accounts.service";

export function monthlyReport(ca: CompanyAccounts<CompanySettings>): MonthlyReport {
  if (!ca.accounts || !ca.period) return { period: null, months: [] };
  return {
    period: { startDate: ca.period.start, endDate: ca.period.end },
    months: monthlySeriesToJson(ca.accounts.monthly),
  };
}
