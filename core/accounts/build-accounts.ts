import type { CategoryId } from "../categories";
import { type Pence, sub, ZERO } from "../money";
import {
  type CorporationTaxComputation,
  corporationTaxForPeriodOfAccount,
  type DirectorsLoanAccount,
  totalTax,
} from "../tax";
import { buildBalanceSheet } from "./balance-sheet";
import type { BalanceSheet } from "./balance-sheet-types";
import { DEFAULT_EQUIPMENT_LIFE_YEARS, type DepreciationSchedule, depreciationSchedule } from "./depreciation";
import { type DrillDownKey, transactionIdsForLine } from "./drill-down";
import { buildLedger, type Ledger } from "./ledger";
import { type MonthlyPoint, monthlySeries } from "./monthly-series";
import { normaliseOpeningBalances } from "./opening-balances";
import { buildProfitAndLoss, defaultNeedsReview, type ProfitAndLoss } from "./profit-and-loss";
import type { AccountsInput, AccountsPeriod, OpeningBalances } from "./types";

export interface Accounts {
  period: AccountsPeriod;
  openingBalances: OpeningBalances;
  profitAndLoss: ProfitAndLoss;
  balanceSheet: BalanceSheet;
  depreciation: DepreciationSchedule;
  /** One computation per accounting period (two when the period of account exceeds 12 months); null when the charge was passed in. */
  corporationTax: CorporationTaxComputation[] | null;
  monthly: MonthlyPoint[];
  ledger: Ledger;
}

function validate(input: AccountsInput): void {
  const { start, end } = input.period;
  if (end < start) throw new RangeError(`period ends (${end}) before it starts (${start})`);
  const months = input.settings?.openingFixedAssetsRemainingMonths;
  if (months != null && (!Number.isInteger(months) || months < 1)) {
    throw new RangeError(`remaining life must be whole months ≥ 1, got ${months}`);
  }
}

const expenseOf = (pl: ProfitAndLoss, id: CategoryId): Pence =>
  pl.expenses.categories.find((c) => c.categoryId === id)?.amount ?? ZERO;

/**
 * The director's loan account for s455: the opening balance and every movement from the period's start, those dated
 * after its end included, as they can repay a loan within nine months (s458; uk-accounting-rules §9).
 */
function directorsLoanAccount(input: AccountsInput, opening: OpeningBalances): DirectorsLoanAccount {
  return {
    openingBalance: opening.directorsLoan,
    movements: input.transactions
      .filter((t) => t.categoryId === "directors-loan" && t.date >= input.period.start)
      .map((t) => ({ date: t.date, amount: t.amount })),
  };
}

/**
 * Corporation tax on the profit before tax: client entertaining and depreciation added back, staff entertaining
 * allowed, equipment claimed (AIA), and the director's loan for s455.
 */
function taxFor(
  input: AccountsInput,
  ledger: Ledger,
  pl: ProfitAndLoss,
  opening: OpeningBalances,
): CorporationTaxComputation[] {
  return corporationTaxForPeriodOfAccount({
    startDate: input.period.start,
    endDate: input.period.end,
    accountingProfit: pl.profitBeforeTax,
    addBacks: { entertainment: expenseOf(pl, "entertainment"), depreciation: pl.depreciation },
    staffEntertainment: expenseOf(pl, "staff-entertainment"),
    directorsLoan: directorsLoanAccount(input, opening),
    equipmentPurchases: (ledger.byTarget.get("equipment") ?? []).map((t) => ({
      date: t.date,
      cost: -t.amount as Pence,
    })),
    turnover: pl.micro.turnover,
    exemptDistributions: input.settings?.exemptDistributions,
    associatedCompanies: input.settings?.associatedCompanies,
  });
}

/**
 * From categorised bank transactions to the micro-entity accounts: profit and loss (with depreciation and the
 * corporation tax charge), the balance sheet (balanced by construction), the tax computation and a monthly series.
 */
export function buildAccounts(input: AccountsInput): Accounts {
  validate(input);
  const { period } = input;
  const settings = input.settings ?? {};
  const opening = normaliseOpeningBalances(input.openingBalances);
  const ledger = buildLedger(input.transactions, period);
  const depreciation = depreciationSchedule(
    ledger.byTarget.get("equipment") ?? [],
    period,
    opening.fixedAssets,
    settings.equipmentLifeYears ?? DEFAULT_EQUIPMENT_LIFE_YEARS,
    settings.openingFixedAssetsRemainingMonths ?? null,
  );
  const extras = {
    depreciation: depreciation.total,
    uncategorizedCount: ledger.byTarget.get("uncategorised")?.length ?? 0,
    needsReview: settings.needsReview ?? defaultNeedsReview,
  };
  const beforeTax = buildProfitAndLoss(ledger, period, { ...extras, tax: ZERO });
  const corporationTax = input.corporationTaxCharge == null ? taxFor(input, ledger, beforeTax, opening) : null;
  const tax = input.corporationTaxCharge ?? totalTax(corporationTax ?? []);
  const profitAndLoss = buildProfitAndLoss(ledger, period, { ...extras, tax });
  const balanceSheet = buildBalanceSheet({
    ledger,
    period,
    opening,
    depreciation,
    taxCharge: tax,
    profitAfterTax: profitAndLoss.profitAfterTax,
    statedBankBalance: input.statedBankBalance ?? null,
  });
  const monthly = monthlySeries(ledger.transactions, period, opening.cash);
  return {
    period,
    openingBalances: opening,
    profitAndLoss,
    balanceSheet,
    depreciation,
    corporationTax,
    monthly,
    ledger,
  };
}

/** The transaction ids behind a report line (see `DrillDownKey`). */
export function drillDown(accounts: Accounts, key: DrillDownKey): string[] {
  return transactionIdsForLine(accounts.ledger, key);
}

/** Net assets minus capital and reserves: always 0; exported so callers and tests can assert it. */
export function balanceSheetDifference(bs: BalanceSheet): Pence {
  return sub(bs.micro.netAssets, bs.micro.capitalAndReserves.total);
}
