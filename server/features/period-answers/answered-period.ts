import { isIsoDate, type Period, periodFrom, suggestPeriod } from "../../../core/dates";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { type CompanyRow, getCompany, transactionDateRange } from "../../platform/company/company-row";
import { AppError } from "../../platform/errors";
import { allBases } from "../periods/period-basis";
import { listClosedPeriods } from "../periods/periods.repo";

/** The period the answers are about: the open one, or a closed one named by its id or start date. */
export interface AnsweredPeriod {
  company: CompanyRow;
  period: Period;
  status: "open" | "closed";
  /** The open period was suggested from the first transaction; the company has no period of its own yet. */
  suggested: boolean;
}

const NO_PERIOD =
  "The company has no accounting period yet: set its period on the Company page or upload a bank statement first.";

/**
 * Resolves the period as the reports do (`?period=` a closed period's id or start date; missing: the open period,
 * or the 12 months suggested from the first transaction when the company has no period of its own).
 */
export async function answeredPeriod(db: Db, scope: Scope, ref?: string): Promise<AnsweredPeriod> {
  const company = await getCompany(db, scope);
  if (!company) throw new AppError("not_found", "Company not found.");
  const bases = allBases(company, await listClosedPeriods(db, scope));
  const basis =
    ref === undefined
      ? bases[bases.length - 1]!
      : bases.find((b) => (isIsoDate(ref) ? b.period?.start === ref : b.id === ref));
  if (!basis) throw new AppError("not_found", "No such period: GET /api/periods lists the company's periods.");
  if (basis.period) return { company, period: basis.period, status: basis.status, suggested: false };
  const own = periodFrom(company.periodStart, company.periodEnd);
  const suggested = own ?? suggestPeriod((await transactionDateRange(db, scope)).first);
  if (!suggested) throw new AppError("bad_request", NO_PERIOD);
  return { company, period: suggested, status: basis.status, suggested: own === null };
}
