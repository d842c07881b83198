import type { CompanyBody, CompanyDto } from "../../../core/contracts";
import { checkPeriod, periodFrom, suggestPeriod } from "../../../core/dates";
import { fromPoundsNumber, type Pence, toPoundsNumber } from "../../../core/money";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { type CompanyRow, getCompany, transactionDateRange } from "../../platform/company/company-row";
import { AppError } from "../../platform/errors";
import { updateCompany } from "./companies.repo";

export async function companyDto(db: Db, scope: Scope, row?: CompanyRow): Promise<CompanyDto> {
  const c = row ?? (await getCompany(db, scope));
  if (!c) throw new AppError("not_found", "Company not found.");
  const range = await transactionDateRange(db, scope);
  const own = periodFrom(c.periodStart, c.periodEnd);
  return {
    id: c.id,
    name: c.name,
    registrationNumber: c.registrationNumber,
    utr: c.utr,
    incorporationDate: c.incorporationDate,
    periodStart: c.periodStart,
    periodEnd: c.periodEnd,
    averageEmployees: c.averageEmployees,
    associatedCompanies: c.associatedCompanies,
    nonGroupDividendsReceived: c.nonGroupDividendsReceived === null ? 0 : toPoundsNumber(c.nonGroupDividendsReceived),
    directors: c.directors,
    openingBalances: c.openingBalances ?? null,
    equipmentLifeYears: c.equipmentLifeYears,
    suggestedPeriod: own ? null : suggestPeriod(range.first),
    periodNotes: checkPeriod(own).notes,
  };
}

/** Applies any subset of the company's settings, checking the period as a whole. */
export async function updateCompanySettings(db: Db, scope: Scope, body: CompanyBody): Promise<CompanyDto> {
  const current = await getCompany(db, scope);
  if (!current) throw new AppError("not_found", "Company not found.");
  const start = body.periodStart !== undefined ? body.periodStart : current.periodStart;
  const end = body.periodEnd !== undefined ? body.periodEnd : current.periodEnd;
  if ((start === null) !== (end === null)) {
    throw new AppError("bad_request", "Please set both the period start and the period end.");
  }
  const { error } = checkPeriod(periodFrom(start, end));
  if (error) throw new AppError("bad_request", error);
  if (body.incorporationDate && start && body.incorporationDate > end!) {
    throw new AppError("bad_request", "The incorporation date cannot be after the period end.");
  }
  const { nonGroupDividendsReceived, ...rest } = body;
  let dividends: Pence | undefined;
  if (nonGroupDividendsReceived !== undefined) {
    const p = fromPoundsNumber(nonGroupDividendsReceived);
    if (p === null)
      throw new AppError("bad_request", "nonGroupDividendsReceived: must be an amount in pounds, e.g. 8000.00");
    dividends = p;
  }
  const row = await updateCompany(db, scope, {
    ...rest,
    ...(dividends !== undefined ? { nonGroupDividendsReceived: dividends } : {}),
  });
  return companyDto(db, scope, row);
}
