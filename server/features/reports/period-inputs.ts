import {
  type Accounts,
  type AccountsTransaction,
  type Adjustment,
  type BankAccountInput,
  buildAccounts,
  type FixedAssetDetails,
  type LaterLoanWriteOff,
  normaliseOpeningBalances,
  type OpeningBalances,
  type OpeningItems,
  openingBalancesFromWholePounds,
  type PriorYearSource,
  type TypedProfitAndLoss,
} from "../../../core/accounts";
import { isIsoDate, type Period, startsAtIncorporation } from "../../../core/dates";
import { fromPounds, type Pence, ZERO } from "../../../core/money";
import type { LossesBroughtForward, PoolBalances } from "../../../core/tax";
import type { VatRegistration } from "../../../core/vat";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { type CompanyRow, getCompany } from "../../platform/company/company-row";
import { AppError } from "../../platform/errors";
import { adjustmentsForAccounts, laterLoanWriteOffs } from "../adjustments/adjustment-rows";
import { fixedAssetRegister } from "../fixed-assets/fixed-assets.service";
import { allBases, type PeriodBasis, priorYearEnd, vatRegistrationOf } from "../periods/period-basis";
import type { PeriodSettings } from "../periods/period-snapshot";
import { listClosedPeriods } from "../periods/periods.repo";
import type { CompanyAccounts, CompanySettings } from "./accounts.service";
import { listReportTransactions, type ReportTransaction } from "./reports.repo";

/**
 * What a period's accounts take besides the company's settings, all optional: a company that is not VAT-registered,
 * with no adjustments and no period closed, passes none and gets the accounts it always got.
 */
export interface AccountsExtras {
  /** A closed period's dates, in place of the company's own. */
  period?: Period;
  vat?: VatRegistration | null;
  adjustments?: readonly Adjustment[];
  /** In place of the company's typed opening balances: what a closed period handed on, or typed ones itemised. */
  opening?: {
    balances: Partial<OpeningBalances> | null;
    items: OpeningItems | null;
    /** Each bank account's cash as the closed period before handed it on; null: known only as one figure. */
    bankCash?: Record<string, Pence> | null;
    /** The capital allowance pools the closed period before carried forward. */
    capitalAllowancePools?: PoolBalances | null;
  };
  /** The fixed asset register (kinds, CO2, sales), for capital allowances. */
  fixedAssets?: readonly FixedAssetDetails[];
  /** A closed period's: its own lines, and these lines dated after it (its s455 relief), in place of later ones. */
  laterLines?: readonly AccountsTransaction[] | null;
  /** Director's loan write-offs entered in later periods, for this period's s455 relief (CTA 2010 s458). */
  laterLoanWriteOffs?: readonly LaterLoanWriteOff[];
  /** Builds the prior year for the comparatives once the period is known; null: none. */
  prior?: (period: Period) => Promise<PriorYearSource | null>;
  periodStatus?: CompanyAccounts["periodStatus"];
  openingSource?: CompanyAccounts["openingSource"];
}

/** A closed period reads its own lines and the later ones it kept; the open period reads them all. */
function linesFor(transactions: readonly AccountsTransaction[], period: Period, extras: AccountsExtras) {
  if (!extras.laterLines) return transactions;
  return [...transactions.filter((t) => t.date <= period.end), ...extras.laterLines];
}

/**
 * The trading losses brought forward into a period (uk-accounting-rules §10): what the closed year before carried
 * forward, else those typed for the company's first year here; with the claim set for the period (s45A).
 */
function lossesFor(company: CompanySettings, extras: AccountsExtras): LossesBroughtForward {
  const claim = company.tradingLossesClaim ?? null;
  if (extras.openingSource === "closed-period") {
    // A year closed before losses were carried handed on none.
    const carried = extras.opening?.items?.tradingLosses;
    return { sinceApril2017: carried?.sinceApril2017 ?? ZERO, before2017: carried?.before2017 ?? ZERO, claim };
  }
  return {
    sinceApril2017: company.tradingLossesBroughtForward ?? ZERO,
    before2017: company.tradingLossesBroughtForwardBefore2017 ?? ZERO,
    claim,
  };
}

/**
 * The capital allowance pools brought forward into a period (CAA 2001 s59): what the closed year before carried
 * forward, else the written-down values typed for the company's first year here.
 */
function poolsFor(company: CompanySettings, extras: AccountsExtras): PoolBalances | undefined {
  const carried = extras.opening?.capitalAllowancePools;
  if (carried) return carried;
  if (extras.openingSource === "closed-period") return undefined;
  return {
    main: company.capitalAllowancesMainPoolBroughtForward ?? ZERO,
    special: company.capitalAllowancesSpecialRatePoolBroughtForward ?? ZERO,
  };
}

/** core/accounts for one period of the company. */
export function accountsFor(
  company: CompanySettings,
  transactions: readonly AccountsTransaction[],
  period: Period,
  stated: Pence | null,
  extras: AccountsExtras,
  bankAccounts: readonly BankAccountInput[] = [],
): Accounts {
  return buildAccounts({
    transactions: linesFor(transactions, period, extras),
    period,
    openingBalances: extras.opening ? extras.opening.balances : openingBalancesFromWholePounds(company.openingBalances),
    settings: {
      equipmentLifeYears: company.equipmentLifeYears,
      associatedCompanies: company.associatedCompanies,
      // The main rate with no small profits rate or marginal relief (CTA 2010 s18N).
      closeInvestmentHolding: company.closeInvestmentHolding === true,
      exemptDistributions: company.nonGroupDividendsReceived ?? undefined,
      // Those received in the first accounting period of a long period count there (CTA 2010 s18L).
      exemptDistributionsInFirstPeriod: company.nonGroupDividendsReceivedFirstPeriod ?? null,
      tradingLosses: lossesFor(company, extras),
      firstPeriod: startsAtIncorporation(period, company.incorporationDate),
      // Shares issued in the period and not paid for when issued (CA 2006 s547): item A until paid.
      sharesIssuedNotPaid: company.sharesIssuedNotPaid ?? ZERO,
      participatorName: company.directors?.[0] ?? null,
      fixedAssets: extras.fixedAssets,
      capitalAllowancePools: poolsFor(company, extras),
    },
    statedBankBalance: stated,
    vat: extras.vat ?? null,
    adjustments: extras.adjustments ?? null,
    laterLoanWriteOffs: extras.laterLoanWriteOffs ?? null,
    openingItems: extras.opening?.items ?? null,
    bankAccounts: [...bankAccounts],
  });
}

/**
 * The bank accounts as a period's accounts read them. The opening cash kept on each account is the one typed for
 * the company's first year in Microfile (a closed period keeps the figures it was closed with); a period opened by
 * closing the one before starts from each account's closing cash there (an account opened since starts at nil). Where that period knew its cash only as one figure,
 * its accounts get no opening of their own (the sheet then nets them and says so, rather than check each account
 * against a figure from another year).
 */
export function bankAccountsFor(extras: AccountsExtras, accounts: readonly BankAccountInput[]): BankAccountInput[] {
  const carried = extras.opening?.bankCash;
  if (!carried && extras.openingSource !== "closed-period") return [...accounts];
  return accounts.map((a) => ({ ...a, openingCash: carried ? (carried[a.id] ?? ZERO) : null }));
}

/** The basis `ref` names (a period's id or start date); missing: the open period. */
function pick(bases: readonly PeriodBasis[], ref: string | undefined): number {
  if (ref === undefined) return bases.length - 1;
  const i = bases.findIndex((b) => (isIsoDate(ref) ? b.period?.start === ref : b.id === ref));
  if (i === -1) throw new AppError("not_found", "No such period: GET /api/periods lists the company's periods.");
  return i;
}

function typedProfitAndLoss(s: PeriodSettings): TypedProfitAndLoss | null {
  if (!s.priorProfitAndLoss) return null;
  const out: TypedProfitAndLoss = {};
  for (const [key, value] of Object.entries(s.priorProfitAndLoss)) {
    if (typeof value === "number") out[key as keyof TypedProfitAndLoss] = fromPounds(value);
  }
  return out;
}

/** The prior year typed on the Company page: last year's balance sheet as typed, and its P&L lines if given. */
function typedPrior(s: PeriodSettings, period: Period): PriorYearSource | null {
  if (!s.openingBalances) return null;
  return {
    kind: "typed",
    period: { start: null, end: priorYearEnd(period) },
    openingBalances: normaliseOpeningBalances(openingBalancesFromWholePounds(s.openingBalances)),
    profitAndLoss: typedProfitAndLoss(s),
    averageEmployees: s.priorAverageEmployees,
  };
}

/**
 * The company as the period saw it: a closed period's own settings over today's company row, and its directors,
 * name, number, UTR and principal activity as at the close (its packs and returns state them), where kept.
 */
const companyAsOf = (company: CompanyRow, basis: PeriodBasis): CompanyRow => ({
  ...company,
  ...basis.settings,
  ...basis.companyFacts,
  directors: basis.directors ?? company.directors,
});

/** The stated balances at a period's end: their total (the cash check) and each account's. */
interface BankReaders {
  statedBankBalance: (period: Period) => Promise<Pence | null>;
  bankAccounts: (period: Period) => Promise<BankAccountInput[]>;
}

interface Context {
  db: Db;
  scope: Scope;
  company: CompanyRow;
  bases: readonly PeriodBasis[];
  transactions: readonly ReportTransaction[];
  register: readonly FixedAssetDetails[];
  banks: BankReaders;
}

/** The extras of the period `bases[i]`: its VAT, adjustments and opening, and the prior year beside it. */
async function extrasFor(ctx: Context, i: number): Promise<AccountsExtras> {
  const basis = ctx.bases[i]!;
  const vat = vatRegistrationOf(basis.settings);
  const before = i > 0 ? ctx.bases[i - 1]! : null;
  return {
    ...(basis.status === "closed" && basis.period ? { period: basis.period, laterLines: basis.laterLines } : {}),
    vat,
    adjustments: basis.period ? await adjustmentsForAccounts(ctx.db, ctx.scope, basis.period, vat !== null) : [],
    laterLoanWriteOffs: basis.period ? await laterLoanWriteOffs(ctx.db, ctx.scope, basis.period) : [],
    opening: basis.opening,
    fixedAssets: ctx.register,
    periodStatus: { id: basis.id, status: basis.status },
    openingSource: basis.typedOpening ? "typed" : "closed-period",
    prior: async (period) => {
      if (!before?.period) return basis.typedOpening ? typedPrior(basis.settings, period) : null;
      const extras = await extrasFor(ctx, i - 1);
      const company = companyAsOf(ctx.company, before);
      const stated = await ctx.banks.statedBankBalance(before.period);
      const banks = bankAccountsFor(extras, await ctx.banks.bankAccounts(before.period));
      const accounts = accountsFor(company, ctx.transactions, before.period, stated, extras, banks);
      return { kind: "accounts", accounts, averageEmployees: before.settings.averageEmployees };
    },
  };
}

/** A period's accounts need: the company as the period saw it, every active transaction, and the extras. */
export interface PeriodInputs {
  company: CompanyRow;
  transactions: ReportTransaction[];
  extras: AccountsExtras;
}

/** Everything to build the accounts of the open period, or with `ref` of a closed one as it was closed. */
export async function loadPeriodInputs(
  db: Db,
  scope: Scope,
  ref: string | undefined,
  banks: BankReaders,
): Promise<PeriodInputs> {
  const company = await getCompany(db, scope);
  if (!company) throw new AppError("not_found", "Company not found.");
  const bases = allBases(company, await listClosedPeriods(db, scope));
  const i = pick(bases, ref);
  const transactions = await listReportTransactions(db, scope);
  const register = await fixedAssetRegister(db, scope);
  const ctx: Context = { db, scope, company, bases, transactions, register, banks };
  return { company: companyAsOf(company, bases[i]!), transactions, extras: await extrasFor(ctx, i) };
}
