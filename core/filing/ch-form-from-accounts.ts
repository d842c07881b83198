import type { BalanceSheet, BalanceSheetFigures } from "../accounts";
import type { IsoDate } from "../dates";
import { formatWholePoundsNumber, type Pence, toWholePounds } from "../money";
import { type ChAmountField, type ChFormAmounts, type ChFormYear, emptyChFormAmounts } from "./ch-form";
import { currentBalanceSheet, type StatutoryBalanceSheet, yearBalanceSheet } from "./pack/statutory-balance-sheet";

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
function formFigures(bs: StatutoryBalanceSheet): Record<ChAmountField, number> {
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
    profitLossAccount: bs.profitAndLossAccount,
  };
}

function write(amounts: ChFormAmounts, year: ChFormYear, figures: Record<ChAmountField, number>): void {
  for (const [field, value] of Object.entries(figures) as [ChAmountField, number][]) {
    amounts[`${field}${year}`] = String(value);
  }
}

/**
 * "Fill from my accounts": the current year from the balance sheet, the prior year from the comparatives' prior year
 * (`Comparatives.prior.balanceSheet`: the year closed before this one, else last year's typed closing balances), both
 * through the filing pack's whole-pound balance sheet, so the form's two columns are the PDF's two columns. Each
 * year's profit and loss account takes its own rounding leftovers (house rule 2), and the current year's adjustment
 * is reported; an opening balances difference is never added to it, so a form built on figures that do not balance
 * fails its own check and the notes say why. `prior` null (a company's first period, CA 2006 Sch 1 para 7 via
 * SI 2008/409, or no prior year known): the prior boxes stay blank.
 */
export function chFormFromAccounts(balanceSheet: BalanceSheet, prior: BalanceSheetFigures | null): ChFormFill {
  const amounts = emptyChFormAmounts();
  const current = currentBalanceSheet(balanceSheet);
  write(amounts, "Current", formFigures(current));
  if (prior) {
    const last = yearBalanceSheet(prior);
    write(amounts, "Prior", formFigures(last));
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
