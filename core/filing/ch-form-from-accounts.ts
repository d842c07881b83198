import { type BalanceSheet, normaliseOpeningBalances, type OpeningBalances } from "../accounts";

import type { IsoDate } from "../dates";
import { type Pence, sum } from "../money";
import {
  type ChAmountField,
  type ChFormAmounts,
  chFormTotals,
  emptyChFormAmounts,
  formatWholePoundsNumber,
} from "./ch-form";

export interface ChFormFill {
  amounts: ChFormAmounts;
  balanceSheetDate: IsoDate;
  /** Whole pounds added to the current profit and loss account so the rounded form balances. */
  roundingAdjustment: number;
  notes: string[];
}

/** Pence to whole pounds, half away from zero, in integers (no floating point). */
export function toWholePounds(p: Pence): number {
  const a = Math.abs(p);
  const pounds = Math.trunc(a / 100) + (a % 100 >= 50 ? 1 : 0);
  return p < 0 ? -pounds : pounds;
}

type Figures = Record<ChAmountField, number>;

function currentFigures(bs: BalanceSheet): Omit<Figures, "profitLossAccount"> {
  const m = bs.micro;
  return {
    fixedAssets: toWholePounds(m.fixedAssets.total),
    stocks: toWholePounds(m.currentAssets.stocks),
    debtors: toWholePounds(m.currentAssets.debtors.total),
    cash: toWholePounds(m.currentAssets.cashAtBank),
    // A (unpaid share capital) and D (prepayments) are 0 in these accounts; folded in so no figure is ever lost.
    otherCurrentAssets: toWholePounds(
      sum([m.currentAssets.other.total, m.prepaymentsAndAccruedIncome, m.calledUpShareCapitalNotPaid]),
    ),
    // J (accruals and deferred income) is 0 in these accounts; it is an amount owed, so it goes with creditors.
    creditorsWithinOneYear: toWholePounds(sum([m.creditorsWithinOneYear.total, m.accrualsAndDeferredIncome])),
    creditorsAfterOneYear: toWholePounds(m.creditorsAfterOneYear),
    provisions: toWholePounds(m.provisions),
    calledUpShareCapital: toWholePounds(m.capitalAndReserves.calledUpShareCapital.total),
  };
}

function write(amounts: ChFormAmounts, year: "Current" | "Prior", figures: Figures): void {
  for (const [field, value] of Object.entries(figures) as [ChAmountField, number][]) {
    amounts[`${field}${year}`] = String(value);
  }
}

/**
 * "Fill from my accounts": the current year from the balance sheet, the prior year from the opening balances, in
 * whole pounds (half away from zero). Rounding each line can leave the form a pound or two out, so the current
 * profit and loss account is set to whatever makes it balance (house rule 2: leftovers go to one fixed line), and
 * the adjustment is reported. The prior year is copied as entered; blank when there are no opening balances.
 */
export function chFormFromAccounts(
  balanceSheet: BalanceSheet,
  openingBalances: Partial<OpeningBalances> | null | undefined,
): ChFormFill {
  const amounts = emptyChFormAmounts();
  const current = { ...currentFigures(balanceSheet), profitLossAccount: 0 };
  write(amounts, "Current", current);
  const netAssets = chFormTotals(amounts, "Current").totalNetAssets;
  const k = balanceSheet.micro.capitalAndReserves;
  current.profitLossAccount = netAssets - current.calledUpShareCapital;
  write(amounts, "Current", current);
  const reserve = toWholePounds(sum([k.profitAndLossAccount.total, k.openingBalancesDifference]));
  const roundingAdjustment = current.profitLossAccount - reserve;
  if (openingBalances) write(amounts, "Prior", priorFigures(openingBalances));
  return {
    amounts,
    balanceSheetDate: balanceSheet.period.endDate,
    roundingAdjustment,
    notes: fillNotes(roundingAdjustment, k.openingBalancesDifference),
  };
}

function priorFigures(partial: Partial<OpeningBalances>): Figures {
  const o = normaliseOpeningBalances(partial);
  return {
    fixedAssets: toWholePounds(o.fixedAssets),
    stocks: toWholePounds(o.stocks),
    debtors: toWholePounds(o.debtors),
    cash: toWholePounds(o.cash),
    // D and J have no field on the form: folded in as for the current year, so the prior year still balances.
    otherCurrentAssets: toWholePounds(sum([o.otherCurrentAssets, o.prepaymentsAndAccruedIncome])),
    creditorsWithinOneYear: toWholePounds(sum([o.creditorsWithinOneYear, o.accrualsAndDeferredIncome])),
    creditorsAfterOneYear: toWholePounds(o.creditorsAfterOneYear),
    provisions: toWholePounds(o.provisions),
    calledUpShareCapital: toWholePounds(o.calledUpShareCapital),
    profitLossAccount: toWholePounds(o.profitLossAccount),
  };
}

function fillNotes(roundingAdjustment: number, openingDifference: Pence): string[] {
  const notes: string[] = [];
  if (roundingAdjustment !== 0) {
    notes.push(
      `Rounding each line to whole pounds moved ${formatWholePoundsNumber(roundingAdjustment)} into the profit and loss account so the form balances.`,
    );
  }
  if (openingDifference !== 0) {
    notes.push(
      `The profit and loss account includes an opening balances difference of ${formatWholePoundsNumber(toWholePounds(openingDifference))}: last year's figures do not balance and should be corrected.`,
    );
  }
  return notes;
}
