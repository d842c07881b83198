import {
  type Accounts,
  type BankAccountInput,
  buildComparatives,
  type Comparatives,
  type PriorYearSource,
} from "../../../core/accounts";
import {
  type IsoDate,
  type Period,
  type PeriodSource,
  periodFrom,
  type ReportPeriod,
  reportPeriod,
  startsAtIncorporation,
} from "../../../core/dates";
import {
  type FiledOn,
  type FilingDeadlines,
  filingDeadlines,
  type MicroEntityCheck,
  microEntityCheck,
} from "../../../core/filing";
import { type Pence, sum } from "../../../core/money";
import type { CorporationTaxComputation } from "../../../core/tax";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import type { CompanyRow } from "../../platform/company/company-row";
import { acceptedFilings } from "../submissions/accepted-filings";
import { bankAccountLoaders } from "./bank-account-inputs";
import { type AccountsExtras, accountsFor, bankAccountsFor, loadPeriodInputs } from "./period-inputs";
import type { ReportTransaction } from "./reports.repo";

export type { AccountsExtras };

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
  | "directors"
> &
  Partial<
    Pick<
      CompanyRow,
      | "tradingLossesBroughtForward"
      | "tradingLossesBroughtForwardBefore2017"
      | "tradingLossesClaim"
      | "capitalAllowancesMainPoolBroughtForward"
      | "capitalAllowancesSpecialRatePoolBroughtForward"
      | "nonGroupDividendsReceivedFirstPeriod"
      | "closeInvestmentHolding"
      | "sharesIssuedNotPaid"
    >
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
  /** The current year beside the prior one (null without accounts; `prior` null when there is no prior year). */
  comparatives: Comparatives | null;
  /** Where the prior year came from (a closed period rebuilt, or typed); null when there is none. */
  priorSource: PriorYearSource | null;
  /** Which period this is: the open one (id null), or a closed one shown again. */
  periodStatus: { id: string | null; status: "open" | "closed" };
  /** Where the opening position came from: balances typed on the Company page, or the closed period before. */
  openingSource: "typed" | "closed-period";
}

/** The company's first period (core/dates startsAtIncorporation): no last year, so no opening balances to enter. */
export function isFirstPeriod(ca: CompanyAccounts<CompanySettings>): boolean {
  return ca.period !== null && startsAtIncorporation(ca.period, ca.company.incorporationDate);
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
  /** Each bank account with its opening cash and last stated balance at the period end (the check per account). */
  bankAccounts?: (period: Period) => Promise<BankAccountInput[]>;
  /** The period's filings the registries accepted through the app, given its accounting periods for tax; none: none. */
  filed?: (period: Period, returnPeriods: readonly Period[]) => Promise<FiledOn>;
  today: IsoDate;
  extras?: AccountsExtras;
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
  const extras = input.extras ?? {};
  const resolved: ReportPeriod | null = extras.period
    ? { period: extras.period, source: "company" }
    : reportPeriod(periodFrom(company.periodStart, company.periodEnd), transactions[0]?.date ?? null);
  const base = {
    company,
    transactions,
    today,
    periodStatus: extras.periodStatus ?? { id: null, status: "open" as const },
    openingSource: extras.openingSource ?? ("typed" as const),
  };
  if (!resolved) {
    const none = { period: null, periodSource: null, accounts: null, deadlines: null, microEntity: null };
    return { ...base, ...none, taxComputations: [], statedBankBalance: null, comparatives: null, priorSource: null };
  }
  const { period, source } = resolved;
  const stated = await input.statedBankBalance(period);
  const bankAccounts = bankAccountsFor(extras, (await input.bankAccounts?.(period)) ?? []);
  const accounts = accountsFor(company, transactions, period, stated, extras, bankAccounts);
  // A first period (incorporated within it) has no previous financial year: no comparatives (CA 2006 Sch 1 para 7).
  const firstPeriod = startsAtIncorporation(period, company.incorporationDate);
  const prior = extras.prior && !firstPeriod ? await extras.prior(period) : null;
  const taxComputations = accounts.corporationTax ?? [];
  const filed = await input.filed?.(
    period,
    taxComputations.map((t) => ({ start: t.startDate, end: t.endDate })),
  );
  return {
    ...base,
    period,
    periodSource: source,
    accounts,
    taxComputations,
    deadlines: filingDeadlines(period, today, company.incorporationDate, accounts.dormant, filed),
    microEntity: microEntityFor(company, accounts),
    statedBankBalance: stated,
    comparatives: buildComparatives(accounts, company.averageEmployees, prior, { firstPeriod }),
    priorSource: prior,
  };
}

/**
 * The current company's accounts, as the reports and the filing packs show them: its open period, or with
 * `periodRef` (a period's id or start date) a closed one as it was closed, with the prior year beside it. `today`
 * (YYYY-MM-DD, UK time) is what the deadlines count from.
 */
export async function loadCompanyAccounts(
  db: Db,
  scope: Scope,
  today: IsoDate,
  periodRef?: string,
): Promise<CompanyAccounts<CompanyRow>> {
  const banks = bankAccountLoaders(db, scope);
  const { company, transactions, extras } = await loadPeriodInputs(db, scope, periodRef, banks);
  const filed = (period: Period, returnPeriods: readonly Period[]) => acceptedFilings(db, scope, period, returnPeriods);
  return computeCompanyAccounts({ company, transactions, today, ...banks, filed, extras });
}
