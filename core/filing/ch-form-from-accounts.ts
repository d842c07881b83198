import type { BalanceSheet, OpeningBalances } from "../accounts";
import type { IsoDate } from "../dates";
import { formatWholePoundsNumber, type Pence, toWholePounds } from "../money";
import { type ChAmountField, type ChFormAmounts, type ChFormYear, emptyChFormAmounts } from "./ch-form";
import { currentBalanceSheet, priorBalanceSheet, type StatutoryBalanceSheet } from "./pack/statutory-balance-sheet";

export interface ChFormFill {
  amounts: ChFormAmounts;
  balanceSheetDate: IsoDate;
  /** Whole pounds added to the current profit and loss account so the rounded form balances. */
  roundingAdjustment: number;
  notes: string[];
}

/**
 * The form's boxes from the whole-pound balance sheet. The form has no box for A (unpaid share capital), D
 * (prepayments) or J (accruals): A and D are assets, folded into other current assets, and J is an amount owed, folded
 * into creditors within one year, so no figure is ever lost.
 */
function formFigures(bs: StatutoryBalanceSheet, profitLossAccount: number): Record<ChAmountField, number> {
  const parts = bs.currentAssetsParts;
  return {
    fixedAssets: bs.fixedAssets,
    stocks: parts.stocks,
    debtors: parts.debtors,
    cash: parts.cash,
    otherCurrentAssets: parts.other + bs.prepaymentsAndAccruedIncome + bs.calledUpShareCapitalNotPaid,
    creditorsWithinOneYear: bs.creditorsWithinOneYear + bs.accrualsAndDeferredIncome,
    creditorsAfterOneYear: bs.creditorsAfterOneYear,
    provisions: bs.provisions,
    calledUpShareCapital: bs.calledUpShareCapital,
    profitLossAccount,
  };
}

function write(amounts: ChFormAmounts, year: ChFormYear, figures: Record<ChAmountField, number>): void {
  for (const [field, value] of Object.entries(figures) as [ChAmountField, number][]) {
    amounts[`${field}${year}`] = String(value);
  }
}

/**
 * "Fill from my accounts": the current year from the balance sheet, the prior year from the opening balances, both
 * from the filing pack's whole-pound balance sheet. Its profit and loss account already takes the rounding leftovers
 * (house rule 2), and the adjustment is reported; an opening balances difference is never added to it, so a form
 * built on figures that do not balance fails its own check and the notes say why. The prior year keeps the profit and loss account as entered, so a
 * year that did not balance shows as such; blank when there are no opening balances.
 */
export function chFormFromAccounts(
  balanceSheet: BalanceSheet,
  openingBalances: Partial<OpeningBalances> | null | undefined,
): ChFormFill {
  const amounts = emptyChFormAmounts();
  const current = currentBalanceSheet(balanceSheet);
  write(amounts, "Current", formFigures(current, current.profitAndLossAccount));
  if (openingBalances) {
    const prior = priorBalanceSheet(openingBalances);
    write(amounts, "Prior", formFigures(prior, prior.profitAndLossAccount - prior.reserveAdjustment));
  }
  return {
    amounts,
    balanceSheetDate: balanceSheet.period.endDate,
    roundingAdjustment: current.reserveAdjustment,
    notes: fillNotes(current.reserveAdjustment, balanceSheet.micro.capitalAndReserves.openingBalancesDifference),
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
      `Opening balance difference not yet explained: ${formatWholePoundsNumber(toWholePounds(openingDifference))}. Last year's figures do not balance; the difference is not added to the profit and loss account, so the form will not balance until they are corrected.`,
    );
  }
  return notes;
}
