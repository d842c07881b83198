import type { SampleReports } from "../../../core/contracts";
import { useAuth } from "../../api/auth";
import { useCompany } from "../../api/company";
import type { ChFormTabProps } from "./ch-form/ch-form-tab";
import { chDraftKey } from "./ch-form/draft-storage";
import type { ReportSet } from "./report-types";

/**
 * What the CH form needs besides itself: where its draft is kept (per person and company) and what "Fill from my
 * accounts" reads: the balance sheet report (the prior year is its comparatives), and the directors and employees.
 */
export function useChFormInputs(reports: ReportSet, sample: SampleReports | null): Omit<ChFormTabProps, "sample"> {
  const { user } = useAuth();
  const company = useCompany(sample === null && user !== null).data;
  const { balanceSheet, deadlines } = reports;
  if (sample) {
    const { openingBalances, directors, averageEmployees } = sample.company;
    return {
      storageKey: null,
      fillContext: balanceSheet
        ? { balanceSheet, sampleOpeningBalances: openingBalances, directors, averageEmployees }
        : null,
    };
  }
  return {
    storageKey: user && company ? chDraftKey(user.id, company.id) : null,
    dormant: deadlines?.available === true && deadlines.dormant,
    fillContext:
      company && balanceSheet
        ? {
            balanceSheet,
            directors: company.directors,
            averageEmployees: company.averageEmployees,
          }
        : null,
  };
}
