import type { CompanyDto } from "../../../core/contracts";
import { useCompany } from "../../api/company";
import { usePeriodAnswers } from "../../api/readiness";

type PeriodOfCompany = Pick<CompanyDto, "periodStart" | "periodEnd" | "suggestedPeriod">;

/**
 * Whether the company has a period to answer for, as the server resolves it: its own saved dates, else the 12 months
 * suggested from its first transaction. Without either the server can only refuse, so nothing is asked.
 */
export function hasPeriodToAnswer(company: PeriodOfCompany): boolean {
  return (company.periodStart !== null && company.periodEnd !== null) || company.suggestedPeriod !== null;
}

/**
 * The current period's answers on the Company page, asked only once the company has a period. `hasPeriod` false:
 * the section shows what to do first instead (any answers cached for an earlier period are not shown).
 */
export function useCompanyPeriodAnswers() {
  const company = useCompany();
  const hasPeriod = company.data ? hasPeriodToAnswer(company.data) : false;
  return { ...usePeriodAnswers(hasPeriod), hasPeriod };
}
