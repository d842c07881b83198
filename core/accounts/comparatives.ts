import type { IsoDate } from "../dates";
import { add, neg, type Pence, sub, sum, ZERO } from "../money";
import type { BalanceSheet } from "./balance-sheet-types";
import type { Accounts } from "./build-accounts";
import { openingDifference } from "./opening-balances";
import type { MicroProfitAndLoss } from "./profit-and-loss";
import type { OpeningBalances } from "./types";

/** Current assets (C) part by part: the Companies House form asks for each (its prior-year boxes too). */
export interface CurrentAssetsFigures {
  stocks: Pence;
  debtors: Pence;
  cashAtBank: Pence;
  other: Pence;
}

/** The micro-entity balance sheet items A–K of one year (SI 2008/409 Sch 1 Section C, Format 1). */
export interface BalanceSheetFigures {
  calledUpShareCapitalNotPaid: Pence;
  fixedAssets: Pence;
  currentAssets: Pence;
  /** C's parts; they add up to `currentAssets`. */
  currentAssetsParts: CurrentAssetsFigures;
  prepaymentsAndAccruedIncome: Pence;
  creditorsWithinOneYear: Pence;
  netCurrentAssets: Pence;
  totalAssetsLessCurrentLiabilities: Pence;
  creditorsAfterOneYear: Pence;
  provisions: Pence;
  accrualsAndDeferredIncome: Pence;
  netAssets: Pence;
  calledUpShareCapital: Pence;
  profitAndLossAccount: Pence;
  /** When the figures typed did not balance: net assets less share capital and reserve (shown, never hidden). */
  openingBalancesDifference: Pence;
  /** K: equals net assets. */
  capitalAndReserves: Pence;
}

/** One year's figures for a column of the statutory accounts. */
export interface YearFigures {
  source: "accounts" | "typed";
  period: { start: IsoDate | null; end: IsoDate };
  /** Lines A–H; null when the prior year's profit and loss was not given. */
  profitAndLoss: MicroProfitAndLoss | null;
  balanceSheet: BalanceSheetFigures;
  /** The average number of employees (CA 2006 s411); null when not given. */
  averageEmployees: number | null;
}

/** The current year beside the prior year (CA 2006 Sch 1 para 7 via SI 2008/409: every item has a comparative). */
export interface Comparatives {
  current: YearFigures;
  prior: YearFigures | null;
}

/** Items A–K of a balance sheet built by `buildAccounts`, in pence (the comparatives' and the packs' shape). */
export function balanceSheetFigures(bs: BalanceSheet): BalanceSheetFigures {
  const m = bs.micro;
  const k = m.capitalAndReserves;
  return {
    calledUpShareCapitalNotPaid: m.calledUpShareCapitalNotPaid,
    fixedAssets: m.fixedAssets.total,
    currentAssets: m.currentAssets.total,
    currentAssetsParts: {
      stocks: m.currentAssets.stocks,
      debtors: m.currentAssets.debtors.total,
      cashAtBank: m.currentAssets.cashAtBank,
      other: m.currentAssets.other.total,
    },
    prepaymentsAndAccruedIncome: m.prepaymentsAndAccruedIncome,
    creditorsWithinOneYear: m.creditorsWithinOneYear.total,
    netCurrentAssets: m.netCurrentAssets,
    totalAssetsLessCurrentLiabilities: m.totalAssetsLessCurrentLiabilities,
    creditorsAfterOneYear: m.creditorsAfterOneYear,
    provisions: m.provisions,
    accrualsAndDeferredIncome: m.accrualsAndDeferredIncome,
    netAssets: m.netAssets,
    calledUpShareCapital: k.calledUpShareCapital.total,
    profitAndLossAccount: k.profitAndLossAccount.total,
    openingBalancesDifference: k.openingBalancesDifference,
    capitalAndReserves: k.total,
  };
}

/** The figures of a year built by `buildAccounts` (the current one, or the prior one the server rebuilt). */
export function yearFiguresFromAccounts(accounts: Accounts, averageEmployees: number | null): YearFigures {
  return {
    source: "accounts",
    period: { start: accounts.period.start, end: accounts.period.end },
    profitAndLoss: { ...accounts.profitAndLoss.micro },
    balanceSheet: balanceSheetFigures(accounts.balanceSheet),
    averageEmployees,
  };
}

/** The prior year's profit and loss lines as typed: A–G; the profit before tax and H follow from them. */
export type TypedProfitAndLoss = Partial<
  Pick<
    MicroProfitAndLoss,
    | "turnover"
    | "otherIncome"
    | "costOfRawMaterialsAndConsumables"
    | "staffCosts"
    | "depreciationAndOtherAmountsWrittenOff"
    | "otherCharges"
    | "tax"
  >
>;

function typedProfitAndLoss(t: TypedProfitAndLoss): MicroProfitAndLoss {
  const line = (p: Pence | undefined) => p ?? ZERO;
  const costs = sum([
    line(t.costOfRawMaterialsAndConsumables),
    line(t.staffCosts),
    line(t.depreciationAndOtherAmountsWrittenOff),
    line(t.otherCharges),
  ]);
  const profitBeforeTax = sub(add(line(t.turnover), line(t.otherIncome)), costs);
  return {
    turnover: line(t.turnover),
    otherIncome: line(t.otherIncome),
    costOfRawMaterialsAndConsumables: line(t.costOfRawMaterialsAndConsumables),
    staffCosts: line(t.staffCosts),
    depreciationAndOtherAmountsWrittenOff: line(t.depreciationAndOtherAmountsWrittenOff),
    otherCharges: line(t.otherCharges),
    profitBeforeTax,
    tax: line(t.tax),
    profitAfterTax: sub(profitBeforeTax, line(t.tax)),
  };
}

/**
 * The prior year's balance sheet from opening balances (typed, or handed on by `nextPeriodOpening`), laid out as
 * that year's balance sheet showed it: an overdrawn director's loan or recoverable tax within debtors (C), a
 * negative cash balance as a bank overdraft within creditors (E).
 */
export function balanceSheetFromOpening(o: OpeningBalances): BalanceSheetFigures {
  const overdraft = o.cash < 0 ? neg(o.cash) : ZERO;
  const cashAtBank = add(o.cash, overdraft);
  const currentAssets = sum([o.stocks, o.debtors, cashAtBank, o.otherCurrentAssets]);
  const creditorsWithinOneYear = add(o.creditorsWithinOneYear, overdraft);
  const netCurrentAssets = sub(add(currentAssets, o.prepaymentsAndAccruedIncome), creditorsWithinOneYear);
  const totalAssetsLessCurrentLiabilities = sum([o.calledUpShareCapitalNotPaid, o.fixedAssets, netCurrentAssets]);
  const netAssets = sub(
    totalAssetsLessCurrentLiabilities,
    sum([o.creditorsAfterOneYear, o.provisions, o.accrualsAndDeferredIncome]),
  );
  const difference = openingDifference(o);
  return {
    calledUpShareCapitalNotPaid: o.calledUpShareCapitalNotPaid,
    fixedAssets: o.fixedAssets,
    currentAssets,
    currentAssetsParts: { stocks: o.stocks, debtors: o.debtors, cashAtBank, other: o.otherCurrentAssets },
    prepaymentsAndAccruedIncome: o.prepaymentsAndAccruedIncome,
    creditorsWithinOneYear,
    netCurrentAssets,
    totalAssetsLessCurrentLiabilities,
    creditorsAfterOneYear: o.creditorsAfterOneYear,
    provisions: o.provisions,
    accrualsAndDeferredIncome: o.accrualsAndDeferredIncome,
    netAssets,
    calledUpShareCapital: o.calledUpShareCapital,
    profitAndLossAccount: o.profitLossAccount,
    openingBalancesDifference: difference,
    capitalAndReserves: sum([o.calledUpShareCapital, o.profitLossAccount, difference]),
  };
}

/** The prior year typed by hand: its closing balance sheet as opening balances, and its P&L lines if known. */
export function yearFiguresFromTyped(input: {
  period: { start: IsoDate | null; end: IsoDate };
  openingBalances: OpeningBalances;
  profitAndLoss?: TypedProfitAndLoss | null;
  averageEmployees?: number | null;
}): YearFigures {
  return {
    source: "typed",
    period: input.period,
    profitAndLoss: input.profitAndLoss ? typedProfitAndLoss(input.profitAndLoss) : null,
    balanceSheet: balanceSheetFromOpening(input.openingBalances),
    averageEmployees: input.averageEmployees ?? null,
  };
}

/** Where the prior year comes from: a period rebuilt with `buildAccounts`, or figures typed by hand. */
export type PriorYearSource =
  | { kind: "accounts"; accounts: Accounts; averageEmployees: number | null }
  | ({ kind: "typed" } & Parameters<typeof yearFiguresFromTyped>[0]);

/**
 * The current year and, once a prior year exists (closed here, or typed), the prior year beside it. A company's first
 * period (incorporated within it) has no previous financial year, so no corresponding amounts (CA 2006 Sch 1 para 7
 * via SI 2008/409 asks for them only where there is one): whatever was typed as opening figures, no prior column.
 */
export function buildComparatives(
  current: Accounts,
  currentEmployees: number | null,
  prior: PriorYearSource | null,
  options: { firstPeriod?: boolean } = {},
): Comparatives {
  return {
    current: yearFiguresFromAccounts(current, currentEmployees),
    prior:
      !prior || options.firstPeriod === true
        ? null
        : prior.kind === "accounts"
          ? yearFiguresFromAccounts(prior.accounts, prior.averageEmployees)
          : yearFiguresFromTyped(prior),
  };
}
