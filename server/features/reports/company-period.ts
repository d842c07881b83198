import type { AccountsPeriod } from "../../../core/accounts";
import type { PeriodSource } from "../../../core/contracts";
import type { IsoDate } from "../../../core/dates";
import { suggestPeriod } from "../companies/company-period";

export interface ReportPeriod {
  period: AccountsPeriod;
  source: PeriodSource;
}

/**
 * The period the reports cover: the company's own when both dates are set; else the suggested one (12 months from
 * the first day of the earliest transaction's month); null when there is neither.
 */
export function reportPeriod(
  company: { periodStart: IsoDate | null; periodEnd: IsoDate | null },
  earliestTransactionDate: IsoDate | null,
): ReportPeriod | null {
  if (company.periodStart && company.periodEnd) {
    return { period: { start: company.periodStart, end: company.periodEnd }, source: "company" };
  }
  const suggested = suggestPeriod(earliestTransactionDate);
  return suggested ? { period: suggested, source: "suggested" } : null;
}
