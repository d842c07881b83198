import { type Accounts, buildAccounts, type OpeningBalances } from "../../../core/accounts";
import { type IsoDate, type Period, type PeriodSource, periodFrom, reportPeriod } from "../../../core/dates";
import { type FilingDeadlines, filingDeadlines, type MicroEntityCheck, microEntityCheck } from "../../../core/filing";
import { fromPounds, type Pence, sum } from "../../../core/money";
import type { CorporationTaxComputation } from "../../../core/tax";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { type CompanyRow, getCompany } from "../../platform/company/company-row";
import { AppError } from "../../platform/errors";
import { lastStatedBalances, listReportTransactions, type ReportTransaction } from "./reports.repo";

/** What the accounts need to know about a company (a saved company row, or the built-in sample company). */
export type CompanySettings = Pick<
  CompanyRow,
  | "incorporationDate"
  | "periodStart"
  | "periodEnd"
  | "averageEmployees"
  | "associatedCompanies"
  | "nonGroupDividendsReceived"
  | "openingBalances"
  | "equipmentLifeYears"
>;

/**
 * A company's accounts for its current period, everything in pence. `period`, `accounts`, `deadlines` and
 * `microEntity` are null together: when the company has no period set and no transactions to suggest one from.
 */
export interface CompanyAccounts<C extends CompanySettings = CompanyRow> {
  company: C;
  /** The company's period; else suggested from the transactions (see `periodSource`); else null. */
  period: Period | null;
  periodSource: PeriodSource | null;
  /** core/accounts over the company's active transactions (the ledger keeps only the period's). */
  accounts: Accounts | null;
  /** One corporation tax computation per accounting period (two when the period exceeds 12 months). */
  taxComputations: CorporationTaxComputation[];
  deadlines: FilingDeadlines | null;
  microEntity: MicroEntityCheck | null;
  /** The banks' stated closing balance used for the cash check; null when a bank account has no stated balance. */
  statedBankBalance: Pence | null;
  /** Every active transaction of the company (in and out of the period), for drill-downs and listings. */
  transactions: ReportTransaction[];
  /** The date deadlines were counted from. */
  today: IsoDate;
}

/** The company's opening balances (whole pounds, as the Company page saves them) in pence; null when not entered. */
export function openingBalancesInPence(pounds: CompanySettings["openingBalances"]): Partial<OpeningBalances> | null {
  if (!pounds) return null;
  const out: Partial<OpeningBalances> = {};
  for (const [key, value] of Object.entries(pounds)) {
    if (typeof value === "number") out[key as keyof OpeningBalances] = fromPounds(value);
  }
  return out;
}

/** The sum of each bank account's stated balance; null when there is none, or when any account has none. */
export function totalStatedBalance(perAccount: readonly (Pence | null)[]): Pence | null {
  if (perAccount.length === 0 || perAccount.some((b) => b === null)) return null;
  return sum(perAccount as Pence[]);
}

export interface CompanyAccountsInput<C extends CompanySettings> {
  company: C;
  transactions: ReportTransaction[];
  /** Called once the period is known (the stated balances are read at its end). */
  statedBankBalance: (period: Period) => Promise<Pence | null> | Pence | null;
  today: IsoDate;
}

function buildFor(company: CompanySettings, transactions: ReportTransaction[], period: Period, stated: Pence | null) {
  return buildAccounts({
    transactions,
    period,
    openingBalances: openingBalancesInPence(company.openingBalances),
    settings: {
      equipmentLifeYears: company.equipmentLifeYears,
      associatedCompanies: company.associatedCompanies,
      exemptDistributions: company.nonGroupDividendsReceived ?? undefined,
    },
    statedBankBalance: stated,
  });
}

function microEntityFor(company: CompanySettings, accounts: Accounts): MicroEntityCheck {
  return microEntityCheck({
    periodStart: accounts.period.start,
    periodEnd: accounts.period.end,
    turnover: accounts.profitAndLoss.micro.turnover,
    balanceSheetTotal: accounts.balanceSheet.micro.balanceSheetTotal,
    averageEmployees: company.averageEmployees,
  });
}

/** The same computation for a saved company and for the sample company: period, accounts, tax, deadlines, size test. */
export async function computeCompanyAccounts<C extends CompanySettings>(
  input: CompanyAccountsInput<C>,
): Promise<CompanyAccounts<C>> {
  const { company, transactions, today } = input;
  const resolved = reportPeriod(periodFrom(company.periodStart, company.periodEnd), transactions[0]?.date ?? null);
  const base = { company, transactions, today };
  if (!resolved) {
    const none = { period: null, periodSource: null, accounts: null, deadlines: null, microEntity: null };
    return { ...base, ...none, taxComputations: [], statedBankBalance: null };
  }
  const { period, source } = resolved;
  const stated = await input.statedBankBalance(period);
  const accounts = buildFor(company, transactions, period, stated);
  return {
    ...base,
    period,
    periodSource: source,
    accounts,
    taxComputations: accounts.corporationTax ?? [],
    deadlines: filingDeadlines(period, today, company.incorporationDate),
    microEntity: microEntityFor(company, accounts),
    statedBankBalance: stated,
  };
}

/**
 * The current company's accounts, as the reports and the filing packs show them. `today` (YYYY-MM-DD, UK time) is
 * what the deadlines count from.
 */
export async function loadCompanyAccounts(db: Db, scope: Scope, today: IsoDate): Promise<CompanyAccounts<CompanyRow>> {
  const company = await getCompany(db, scope);
  if (!company) throw new AppError("not_found", "Company not found.");
  const transactions = await listReportTransactions(db, scope);
  return computeCompanyAccounts({
    company,
    transactions,
    today,
    statedBankBalance: async (period) => totalStatedBalance(await lastStatedBalances(db, scope, period.end)),
  });
}
