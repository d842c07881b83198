import type { CompanyDto, SampleReports } from "../../../core/contracts";
import { periodFrom, startsAtIncorporation } from "../../../core/dates";
import { useAuth } from "../../api/auth";
import { useCompany } from "../../api/company";
import type { ChFormTabProps } from "./ch-form/ch-form-tab";
import { chDraftKey } from "./ch-form/draft-storage";
import type { ReportSet } from "./report-types";

/** Incorporated within the period set on the Company page: the company's first, with no year before it. */
function isFirstPeriod(company: CompanyDto): boolean {
  const period = periodFrom(company.periodStart, company.periodEnd);
  return period !== null && startsAtIncorporation(period, company.incorporationDate);
}

/**
 * What the CH form needs besides itself: where its draft is kept (per person and company) and what "Fill from my
 * accounts" reads: the balance sheet and, from the Company page, the opening balances, directors and employees.
 */
export function useChFormInputs(reports: ReportSet, sample: SampleReports | null): Omit<ChFormTabProps, "sample"> {
  const { user } = useAuth();
  const company = useCompany(sample === null && user !== null).data;
  const { balanceSheet } = reports;
  if (sample) {
    const { openingBalances, directors, averageEmployees } = sample.company;
    return {
      storageKey: null,
      fillContext: balanceSheet ? { balanceSheet, openingBalances, directors, averageEmployees } : null,
    };
  }
  return {
    storageKey: user && company ? chDraftKey(user.id, company.id) : null,
    fillContext:
      company && balanceSheet
        ? {
            balanceSheet,
            openingBalances: company.openingBalances,
            directors: company.directors,
            averageEmployees: company.averageEmployees,
            firstPeriod: isFirstPeriod(company),
          }
        : null,
  };
}
