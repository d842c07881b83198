import type { BalanceSheet, BalanceSheetFigures, OpeningBalances } from "../../accounts";
import { balanceSheetFigures, balanceSheetFromOpening, normaliseOpeningBalances } from "../../accounts";
import { toWholePounds } from "../../money";

/**
 * The micro-entity balance sheet, Format 1 (SI 2008/409 Sch 1 Part 1 Section C, items A–K), in whole pounds.
 * Liabilities are positive magnitudes that are subtracted (uk-accounting-rules §1).
 */
export interface StatutoryBalanceSheetItems {
  /** A */
  calledUpShareCapitalNotPaid: number;
  /** B */
  fixedAssets: number;
  /** C */
  currentAssets: number;
  /** D */
  prepaymentsAndAccruedIncome: number;
  /** E */
  creditorsWithinOneYear: number;
  /** F = C + D − E */
  netCurrentAssets: number;
  /** G = A + B + F */
  totalAssetsLessCurrentLiabilities: number;
  /** H */
  creditorsAfterOneYear: number;
  /** I */
  provisions: number;
  /** J */
  accrualsAndDeferredIncome: number;
  /** G − H − I − J */
  netAssets: number;
  calledUpShareCapital: number;
  profitAndLossAccount: number;
  /**
   * K = called up share capital + profit and loss account. Equal to net assets unless the opening balances do not
   * balance: then it falls short of them by `openingBalancesDifference` and the sheet shows that it does not balance
   * (Companies House rejects such accounts; every pack is blocked by the balance-sheet-balances readiness check).
   */
  capitalAndReserves: number;
}

/** Current assets (C) part by part, each rounded on its own, as the Companies House form asks for them. */
export interface CurrentAssetsParts {
  stocks: number;
  debtors: number;
  cash: number;
  other: number;
}

/**
 * The one balance sheet in whole pounds: the CH form, the PDF, the workbooks and the iXBRL all read it, so they
 * cannot disagree by a pound.
 */
export interface StatutoryBalanceSheet extends StatutoryBalanceSheetItems {
  /** C = stocks + debtors + cash + other. */
  currentAssetsParts: CurrentAssetsParts;
  /**
   * Whole pounds the profit and loss account was moved from the books' figure (rounded) by rounding each line
   * (house rule 2). Only rounding: an opening balances difference is never put into a reserve. 0 when nothing moved.
   */
  reserveAdjustment: number;
  /**
   * "Opening balance difference not yet explained", in whole pounds: net assets less capital and reserves of the
   * opening balances the year started from (the books' suspense figure), shown on its own and never added to the
   * profit and loss account. 0 when last year's figures balance.
   */
  openingBalancesDifference: number;
}

/** Each line rounded once; every total comes from these. */
interface RoundedFigures {
  lines: Omit<
    StatutoryBalanceSheetItems,
    | "currentAssets"
    | "netCurrentAssets"
    | "totalAssetsLessCurrentLiabilities"
    | "netAssets"
    | "profitAndLossAccount"
    | "capitalAndReserves"
  >;
  parts: CurrentAssetsParts;
  /** The profit and loss account as the books have it, rounded. */
  booksReserve: number;
  /** The opening balances difference, rounded; kept out of every reserve. */
  difference: number;
}

/**
 * Totals from rounded lines, so every column adds up in whole pounds. Rounding leftovers go to the profit and loss
 * reserve (house rule 2); an opening balances difference does not: it stays its own figure, so capital and reserves
 * fall short of net assets by exactly that much and the sheet shows it does not balance rather than hiding it.
 */
function withTotals({ lines, parts, booksReserve, difference }: RoundedFigures): StatutoryBalanceSheet {
  const currentAssets = parts.stocks + parts.debtors + parts.cash + parts.other;
  const netCurrentAssets = currentAssets + lines.prepaymentsAndAccruedIncome - lines.creditorsWithinOneYear;
  const totalAssetsLessCurrentLiabilities = lines.calledUpShareCapitalNotPaid + lines.fixedAssets + netCurrentAssets;
  const netAssets =
    totalAssetsLessCurrentLiabilities -
    lines.creditorsAfterOneYear -
    lines.provisions -
    lines.accrualsAndDeferredIncome;
  const profitAndLossAccount = netAssets - lines.calledUpShareCapital - difference;
  return {
    ...lines,
    currentAssets,
    netCurrentAssets,
    totalAssetsLessCurrentLiabilities,
    netAssets,
    profitAndLossAccount,
    capitalAndReserves: lines.calledUpShareCapital + profitAndLossAccount,
    currentAssetsParts: parts,
    reserveAdjustment: profitAndLossAccount - booksReserve,
    openingBalancesDifference: difference,
  };
}

/** The period-end balance sheet, each line rounded half away from zero like the CH Filing Form. */
export function currentBalanceSheet(bs: BalanceSheet): StatutoryBalanceSheet {
  return yearBalanceSheet(balanceSheetFigures(bs));
}

/**
 * A balance sheet's items in whole pounds, rounded line by line: this year's (`currentBalanceSheet`), a closed year's
 * in the comparatives, or last year's typed closing balances (`priorBalanceSheet`), so every column of the packs and
 * of the CH form is rounded the same way.
 */
export function yearBalanceSheet(f: BalanceSheetFigures): StatutoryBalanceSheet {
  const c = f.currentAssetsParts;
  return withTotals({
    lines: {
      calledUpShareCapitalNotPaid: toWholePounds(f.calledUpShareCapitalNotPaid),
      fixedAssets: toWholePounds(f.fixedAssets),
      prepaymentsAndAccruedIncome: toWholePounds(f.prepaymentsAndAccruedIncome),
      creditorsWithinOneYear: toWholePounds(f.creditorsWithinOneYear),
      creditorsAfterOneYear: toWholePounds(f.creditorsAfterOneYear),
      provisions: toWholePounds(f.provisions),
      accrualsAndDeferredIncome: toWholePounds(f.accrualsAndDeferredIncome),
      calledUpShareCapital: toWholePounds(f.calledUpShareCapital),
    },
    parts: {
      stocks: toWholePounds(c.stocks),
      debtors: toWholePounds(c.debtors),
      cash: toWholePounds(c.cashAtBank),
      other: toWholePounds(c.other),
    },
    booksReserve: toWholePounds(f.profitAndLossAccount),
    difference: toWholePounds(f.openingBalancesDifference),
  });
}

/**
 * Last year's closing balance sheet: the company's opening balances (the prior-year column), the profit and loss
 * account as entered (plus rounding), and any difference in them shown on its own. A negative cash balance is that
 * year's bank overdraft, a creditor (E), never a negative current asset: assets and liabilities are not set off
 * (SI 2008/409 Sch 1 para 8). Laid out by core's comparatives, as the CH form's prior-year boxes are.
 */
export function priorBalanceSheet(opening: Partial<OpeningBalances>): StatutoryBalanceSheet {
  return yearBalanceSheet(balanceSheetFromOpening(normaliseOpeningBalances(opening)));
}

/** One row of the statutory layout: its letter (SI 2008/409 Sch 1 Section C), label and how it shows. */
export interface BalanceSheetRow {
  key: keyof StatutoryBalanceSheetItems;
  letter: string;
  label: string;
  /** Subtotals and totals get a rule above them. */
  kind: "line" | "subtotal" | "total";
  /** Liabilities are shown as amounts subtracted. */
  deduct?: boolean;
}

/** Format 1, top to bottom, then capital and reserves (K). */
export const BALANCE_SHEET_ROWS: readonly BalanceSheetRow[] = [
  { key: "calledUpShareCapitalNotPaid", letter: "A", label: "Called up share capital not paid", kind: "line" },
  { key: "fixedAssets", letter: "B", label: "Fixed assets", kind: "line" },
  { key: "currentAssets", letter: "C", label: "Current assets", kind: "line" },
  { key: "prepaymentsAndAccruedIncome", letter: "D", label: "Prepayments and accrued income", kind: "line" },
  {
    key: "creditorsWithinOneYear",
    letter: "E",
    label: "Creditors: amounts falling due within one year",
    kind: "line",
    deduct: true,
  },
  { key: "netCurrentAssets", letter: "F", label: "Net current assets (liabilities)", kind: "subtotal" },
  {
    key: "totalAssetsLessCurrentLiabilities",
    letter: "G",
    label: "Total assets less current liabilities",
    kind: "subtotal",
  },
  {
    key: "creditorsAfterOneYear",
    letter: "H",
    label: "Creditors: amounts falling due after more than one year",
    kind: "line",
    deduct: true,
  },
  { key: "provisions", letter: "I", label: "Provisions for liabilities", kind: "line", deduct: true },
  { key: "accrualsAndDeferredIncome", letter: "J", label: "Accruals and deferred income", kind: "line", deduct: true },
  { key: "netAssets", letter: "", label: "Net assets (liabilities)", kind: "total" },
];

export const CAPITAL_AND_RESERVES_ROWS: readonly BalanceSheetRow[] = [
  { key: "calledUpShareCapital", letter: "", label: "Called up share capital", kind: "line" },
  { key: "profitAndLossAccount", letter: "", label: "Profit and loss account", kind: "line" },
  { key: "capitalAndReserves", letter: "K", label: "Total capital and reserves", kind: "total" },
];
