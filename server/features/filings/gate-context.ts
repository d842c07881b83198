import { type IsoDate, type Period, periodFrom, suggestPeriod } from "../../../core/dates";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { type CompanyRow, getCompany, transactionDateRange } from "../../platform/company/company-row";
import { AppError } from "../../platform/errors";
import type { Billing } from "../../platform/payments/billing";
import { companyFilings, type FilingRow, hasFreeFiling, lockUser } from "./filings.repo";

/** What both filing gates decide on, read under the user's lock. */
export interface GateContext {
  company: CompanyRow;
  email: string;
  /** The company's period; null only when it has none and there are no transactions to derive one from. */
  anchor: Period | null;
  /** The anchor was derived from the earliest transaction and is not stored yet. */
  derived: boolean;
  filings: FilingRow[];
  /** The user may still start one filing free. */
  freeLeft: boolean;
}

export async function readGateContext(
  db: Db,
  billing: Billing,
  scope: Scope,
  newDates: IsoDate[],
): Promise<GateContext> {
  const user = await lockUser(db, scope);
  if (!user) throw new AppError("unauthorized", "Please sign in to continue.");
  const company = await getCompany(db, scope);
  if (!company) throw new AppError("not_found", "Company not found.");
  const { anchor, derived } = await companyPeriod(db, scope, company, newDates);
  return {
    company,
    email: user.email,
    anchor,
    derived,
    filings: await companyFilings(db, scope),
    freeLeft: billing.betaMode && !(await hasFreeFiling(db, scope)),
  };
}

/**
 * The company's own period, or — for a company without one — the 12 months from the first day of the month of its
 * earliest transaction, counting the rows being saved.
 */
async function companyPeriod(
  db: Db,
  scope: Scope,
  company: CompanyRow,
  newDates: IsoDate[],
): Promise<{ anchor: Period | null; derived: boolean }> {
  const own = periodFrom(company.periodStart, company.periodEnd);
  if (own) return { anchor: own, derived: false };
  const { first } = await transactionDateRange(db, scope);
  let earliest = first;
  for (const d of newDates) if (earliest === null || d < earliest) earliest = d;
  const suggested = suggestPeriod(earliest);
  return suggested ? { anchor: suggested, derived: true } : { anchor: null, derived: false };
}
