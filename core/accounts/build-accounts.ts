import type { CategoryId } from "../categories";
import type { Period } from "../dates";
import { type Pence, pence, sub, sum, ZERO } from "../money";
import {
  type CorporationTaxComputation,
  corporationTaxForPeriodOfAccount,
  type DirectorsLoanAccount,
  taxPaidTowardsPeriod,
  totalTax,
} from "../tax";
import { type Adjustment, adjustedTotal, PREPAYMENTS_AND_ACCRUALS_NOTE } from "./adjustments";
import { buildBalanceSheet } from "./balance-sheet";
import type { BalanceSheet } from "./balance-sheet-types";
import { openingCashTotal } from "./bank-account-cash";
import { capitalAssetsFor } from "./capital-assets";
import { type CategoryBreakdown, categoryBreakdowns } from "./category-breakdown";
import { DEFAULT_EQUIPMENT_LIFE_YEARS, type DepreciationSchedule, depreciationSchedule } from "./depreciation";
import {
  disposalDates,
  type EquipmentDisposals,
  type EquipmentReceipt,
  equipmentDisposals,
  matchEquipmentSales,
  type SalesMatch,
} from "./disposals";
import { type DistributableProfits, distributableProfits, distributionExplanation } from "./distributable-profits";
import { isDormantPeriod, registrarFees } from "./dormant";
import { buildLedger, type Ledger, targetTotal } from "./ledger";
import { type MonthlyPoint, monthlySeries } from "./monthly-series";
import { normaliseOpeningBalances } from "./opening-balances";
import { NO_OPENING_ITEMS, type OpeningItems } from "./opening-items";
import { buildPostings, type Postings } from "./postings";
import { buildProfitAndLoss, defaultNeedsReview, type ProfitAndLoss } from "./profit-and-loss";
import { type S455Charge, s455Charge, s455Explanation } from "./s455";
import type { AccountsInput, AccountsTransaction, OpeningBalances } from "./types";
import { validateInput } from "./validate-input";
import { type VatSummary, vatSummary } from "./vat-summary";
import { vatRulesFor } from "./vat-treatment";
import { type YearEndEffect, yearEndEffects } from "./year-end-effects";

export interface Accounts {
  period: Period;
  openingBalances: OpeningBalances;
  profitAndLoss: ProfitAndLoss;
  balanceSheet: BalanceSheet;
  depreciation: DepreciationSchedule;
  /** Fixed assets sold or scrapped in the period, each with its carrying amount and gain or loss. */
  disposals: EquipmentDisposals;
  /** One computation per accounting period (two when the period of account exceeds 12 months); null when the charge was passed in. */
  corporationTax: CorporationTaxComputation[] | null;
  monthly: MonthlyPoint[];
  ledger: Ledger;
  /** The VAT account of the period; all zero but payments when the company is not VAT-registered. */
  vat: VatSummary;
  /** What each profit and loss category line is made of (bank lines, VAT, adjustments, opening items, stock). */
  categoryBreakdown: CategoryBreakdown[];
  /** Year-end adjustments and opening items as used, each with its effect; and the note on lines D and J. */
  yearEnd: {
    adjustments: Adjustment[];
    openingItems: OpeningItems;
    effects: YearEndEffect[];
    prepaymentsAndAccrualsNote: string;
  };
  /** s455 tax when the director's loan account is overdrawn at the period end; null when it is not. */
  s455: S455Charge | null;
  /** Dividends against the profits available for distribution (CA 2006 s830). */
  distributableProfits: DistributableProfits;
  /**
   * Dormant for the period (CA 2006 s1169): no significant accounting transaction. Not within the charge to
   * corporation tax either (CTA 2009 s2, s9), so the registrar's fees it paid make no trading loss.
   */
  dormant: boolean;
  /** Internal: every posting behind the figures (left out of the report JSON, like the ledger). */
  postings: Postings;
}

const expenseOf = (pl: ProfitAndLoss, id: CategoryId): Pence =>
  pl.expenses.categories.find((c) => c.categoryId === id)?.amount ?? ZERO;
const incomeOf = (pl: ProfitAndLoss, id: CategoryId): Pence =>
  pl.income.categories.find((c) => c.categoryId === id)?.amount ?? ZERO;

/**
 * The director's loan account for s455: the opening balance and every movement from the period's start, those dated
 * after its end included, as they can repay a loan within nine months (s458; uk-accounting-rules §9).
 */
function directorsLoanAccount(input: AccountsInput, opening: OpeningBalances): DirectorsLoanAccount {
  const bank = input.transactions
    .filter((t) => t.categoryId === "directors-loan" && t.date >= input.period.start)
    .map((t) => ({ date: t.date, amount: t.amount, kind: "bank" as const }));
  // A release or write-off on its date: it clears the loan like a repayment but is reported as one (CT600A A35,
  // part 3; CTA 2010 s458).
  const writeOffs = (input.adjustments ?? [])
    .filter((a) => a.kind === "directors-loan-write-off" && a.date)
    .map((a) => ({ date: a.date!, amount: a.amount, kind: "write-off" as const }))
    // Written off after the end (a later period's adjustment): it can relieve this period's loans within nine months.
    .concat(
      (input.laterLoanWriteOffs ?? [])
        .filter((w) => w.date > input.period.end)
        .map((w) => ({ date: w.date, amount: w.amount, kind: "write-off" as const })),
    );
  return {
    openingBalance: opening.directorsLoan,
    movements: [...bank, ...writeOffs].sort((a, b) => a.date.localeCompare(b.date)),
    participatorName: input.settings?.participatorName ?? null,
  };
}

/** Money in on fixed-asset lines: sales, at their proceeds net of the VAT they bore (the postings' negative costs). */
const receiptsOf = (postings: Postings): EquipmentReceipt[] =>
  postings.equipment
    .filter((e) => e.cost < 0)
    .map((e) => ({ transactionId: e.transactionId, date: e.date, proceeds: pence(-e.cost) }));

/** The category of each of the period's equipment lines, by transaction id. */
function equipmentCategories(input: AccountsInput, postings: Postings): (id: string) => CategoryId | null {
  const ids = new Set(postings.equipment.map((e) => e.transactionId));
  const byId = new Map(input.transactions.filter((t) => ids.has(t.id)).map((t) => [t.id, t.categoryId]));
  return (id) => byId.get(id) ?? null;
}

/** The corporation tax lines of a list in date order, with the bank's sign. */
const corporationTaxLines = (ts: readonly AccountsTransaction[] | undefined): Pence[] =>
  [...(ts ?? [])].sort((a, b) => a.date.localeCompare(b.date)).map((t) => t.amount);

/** Corporation tax paid towards this period, from its lines and those after its end (CT600 box 595). */
function taxPaidFor(ledger: Ledger, opening: OpeningBalances): Pence {
  return taxPaidTowardsPeriod({
    owedAtStart: opening.corporationTax,
    inPeriod: corporationTaxLines(ledger.byTarget.get("corporation-tax")),
    afterEnd: corporationTaxLines(ledger.later.filter((t) => t.categoryId === "corporation-tax")),
  });
}

/**
 * Corporation tax on the profit before tax: client entertaining and depreciation added back, staff entertaining
 * allowed, capital allowances on the fixed asset register (net of reclaimed VAT; core/tax/capital-allowances), and the director's loan for s455 (CT600A).
 */
function taxFor(
  input: AccountsInput,
  postings: Postings,
  pl: ProfitAndLoss,
  loan: DirectorsLoanAccount,
  notOfATrade: Pence,
  sales: SalesMatch,
  taxPaid: Pence,
): CorporationTaxComputation[] {
  return corporationTaxForPeriodOfAccount({
    taxPaid,
    start: input.period.start,
    end: input.period.end,
    accountingProfit: pl.profitBeforeTax,
    addBacks: {
      entertainment: expenseOf(pl, "entertainment"),
      depreciation: pl.depreciation,
      notOfATrade,
      // The accounts' profit or loss on selling plant is capital: capital allowances take the disposal value instead.
      lossOnDisposal: pl.disposals ? sub(pl.disposals.loss, pl.disposals.profit) : ZERO,
    },
    staffEntertainment: expenseOf(pl, "staff-entertainment"),
    directorsLoan: loan,
    fixedAssets: capitalAssetsFor(
      postings.equipment,
      input.settings?.fixedAssets ?? [],
      equipmentCategories(input, postings),
      {
        proceedsOf: new Map(sales.matched.map((m) => [m.assetId, m.proceeds])),
        unexplained: sales.unexplained,
      },
    ),
    poolsBroughtForward: input.settings?.capitalAllowancePools,
    turnover: pl.micro.turnover,
    // Bank interest is a non-trading loan relationship credit (CTA 2009 Part 5): box 170, not the trade's box 155.
    interestReceived: incomeOf(pl, "interest-received"),
    lossesBroughtForward: input.settings?.tradingLosses ?? undefined,
    noEarlierPeriod: input.settings?.firstPeriod === true,
    exemptDistributions: input.settings?.exemptDistributions,
    exemptDistributionsInFirstPeriod: input.settings?.exemptDistributionsInFirstPeriod ?? null,
    associatedCompanies: input.settings?.associatedCompanies,
    closeInvestmentHolding: input.settings?.closeInvestmentHolding === true,
  });
}

/**
 * From categorised bank transactions, year-end adjustments and what was brought forward to the micro-entity
 * accounts: profit and loss (net of VAT, with depreciation and the corporation tax charge), the balance sheet
 * (balanced by construction), the VAT account, s455, the dividend check, the tax computation and a monthly series.
 */
export function buildAccounts(input: AccountsInput): Accounts {
  validateInput(input);
  const { period } = input;
  const settings = input.settings ?? {};
  const bankAccounts = input.bankAccounts ?? [];
  const given = normaliseOpeningBalances(input.openingBalances);
  const opening = { ...given, cash: openingCashTotal(given.cash, bankAccounts) };
  const openingItems = input.openingItems ?? NO_OPENING_ITEMS;
  const adjustments = [...(input.adjustments ?? [])];
  const rules = vatRulesFor(input.vat);
  const ledger = buildLedger(input.transactions, period);
  const assetKinds = new Map((settings.fixedAssets ?? []).map((a) => [a.transactionId, a.kind]));
  const register = settings.fixedAssets ?? [];
  const postings = buildPostings({ ledger, period, opening, rules, adjustments, openingItems, assetKinds, register });
  const breakdown = categoryBreakdowns(ledger, postings.pl);
  const lifeYears = settings.equipmentLifeYears ?? DEFAULT_EQUIPMENT_LIFE_YEARS;
  const additions = postings.equipment.filter((e) => e.cost > 0);
  const additionsCost = sum(additions.map((e) => e.cost));
  const sales = matchEquipmentSales(receiptsOf(postings), ledger.transactions, register, period);
  const depreciation = depreciationSchedule(additions, period, opening.fixedAssets, {
    lifeYears,
    openingRemainingMonths: settings.openingFixedAssetsRemainingMonths ?? null,
    register: openingItems.fixedAssets,
    disposedOn: disposalDates(sales, register, period),
  });
  const disposals = equipmentDisposals(sales, {
    period,
    lifeYears,
    openingFixedAssets: opening.fixedAssets,
    additions: additionsCost,
    depreciation,
    register,
  });
  const extras = {
    depreciation: depreciation.total,
    ...(disposals.disposals.length > 0 ? { disposals: { profit: disposals.profit, loss: disposals.loss } } : {}),
    uncategorizedCount: ledger.byTarget.get("uncategorised")?.length ?? 0,
    needsReview: settings.needsReview ?? defaultNeedsReview,
  };
  const loan = directorsLoanAccount(input, opening);
  const beforeTax = buildProfitAndLoss(ledger, breakdown, period, { ...extras, tax: ZERO });
  const dormant = isDormantPeriod(ledger, beforeTax.micro, settings.firstPeriod === true);
  // A dormant company carries on no trade: what it paid the registrar is no trading expense.
  const notOfATrade = dormant ? registrarFees(ledger) : ZERO;
  const corporationTax =
    input.corporationTaxCharge == null
      ? taxFor(input, postings, beforeTax, loan, notOfATrade, sales, taxPaidFor(ledger, opening))
      : null;
  const tax = input.corporationTaxCharge ?? totalTax(corporationTax ?? []);
  const profitAndLoss = buildProfitAndLoss(ledger, breakdown, period, { ...extras, tax });
  const writtenOff = adjustedTotal(adjustments, "directors-loan-write-off");
  const s455 = s455Charge({
    period,
    loanAtEnd: sum([opening.directorsLoan, targetTotal(ledger, "directors-loan"), writtenOff]),
    account: loan,
    later: ledger.later.filter((t) => t.categoryId === "directors-loan"),
  });
  const distributions = distributableProfits({
    openingReserve: opening.profitLossAccount,
    profitAfterTax: profitAndLoss.profitAfterTax,
    dividends: ledger.byTarget.get("dividends") ?? [],
    loansWrittenOff: writtenOff,
  });
  const balanceSheet = buildBalanceSheet({
    ledger,
    period,
    opening,
    openingItems,
    adjustments,
    postings,
    depreciation,
    fixedAssetMovements: { additions: additionsCost, disposals: disposals.carryingAmount },
    taxCharge: tax,
    s455Tax: s455?.tax ?? ZERO,
    profitAfterTax: profitAndLoss.profitAfterTax,
    statedBankBalance: input.statedBankBalance ?? null,
    bankAccounts,
    sharesIssuedNotPaid: settings.sharesIssuedNotPaid ?? ZERO,
    notes: [...s455Explanation(s455), ...distributionExplanation(distributions)],
  });
  return {
    period,
    openingBalances: opening,
    profitAndLoss,
    balanceSheet,
    depreciation,
    disposals,
    corporationTax,
    monthly: monthlySeries(ledger.transactions, postings.pl, period, opening.cash),
    ledger,
    vat: vatSummary({ rules, ledger, opening, postings }),
    categoryBreakdown: breakdown,
    yearEnd: {
      adjustments,
      openingItems,
      effects: yearEndEffects({
        adjustments,
        openingItems: openingItems.items,
        openingStock: opening.stocks,
        postings,
      }),
      prepaymentsAndAccrualsNote: PREPAYMENTS_AND_ACCRUALS_NOTE,
    },
    s455,
    distributableProfits: distributions,
    dormant,
    postings,
  };
}

/** Net assets minus capital and reserves: always 0; exported so callers and tests can assert it. */
export function balanceSheetDifference(bs: BalanceSheet): Pence {
  return sub(bs.micro.netAssets, bs.micro.capitalAndReserves.total);
}
