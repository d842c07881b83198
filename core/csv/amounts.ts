import { type Pence, parseMoney, readPlainDecimal } from "../money";

/**
 * Amount cells to exact pence. Plain "-12.34" / "100" / "12.5" take core/money's fast path (most rows of most files);
 * everything else (£, GBP, thousands, parentheses, CR/DR, decimal comma) goes through core/money's parseMoney.
 */
export function readAmount(cell: string, decimalComma: boolean): Pence | null {
  const s = cell.charCodeAt(0) === 39 ? cell.slice(1) : cell; // a leading apostrophe marks text in spreadsheets
  return readPlainDecimal(s) ?? parseMoney(s, { decimalComma });
}

const COMMA_DECIMAL = /\d,\d{1,2}\s*(?:CR|DR)?\)?$/i;
const DOT_DECIMAL = /\d\.\d{1,2}\s*(?:CR|DR)?\)?$/i;

/** European style ("1.234,56") when more amount cells end in a decimal comma than in a decimal point. */
export function usesDecimalComma(cells: Iterable<string>): boolean {
  let comma = 0;
  let dot = 0;
  for (const c of cells) {
    if (COMMA_DECIMAL.test(c)) comma++;
    else if (DOT_DECIMAL.test(c)) dot++;
  }
  return comma > dot;
}

/**
 * Some statements mark only credits ("100.00CR") and print debits bare: then a bare amount is money out. Only when no
 * cell carries a minus sign, parentheses or a DR mark, which would mean bare amounts are money in.
 */
export function bareAmountsAreDebits(cells: Iterable<string>): boolean {
  let credits = 0;
  for (const c of cells) {
    if (/-|\(|DR\.?\s*$|\bD\s*$/i.test(c)) return false;
    if (/CR\.?\s*$/i.test(c)) credits++;
  }
  return credits > 0;
}

const DEBIT_WORDS = new Set(["dr", "d", "debit", "db", "out", "withdrawal", "money out", "paid out"]);
const CREDIT_WORDS = new Set(["cr", "c", "credit", "in", "deposit", "money in", "paid in"]);

/** -1 for a debit word, 1 for a credit word, 0 for anything else (an empty cell, a transaction code). */
export function indicatorSign(cell: string): -1 | 0 | 1 {
  const w = cell.trim().toLowerCase();
  if (DEBIT_WORDS.has(w)) return -1;
  if (CREDIT_WORDS.has(w)) return 1;
  return 0;
}

/** A column is a debit/credit indicator when every non-empty sampled value is one of the words above. */
export function isIndicatorColumn(values: readonly string[]): boolean {
  let seen = 0;
  for (const v of values) {
    if (v.trim() === "") continue;
    if (indicatorSign(v) === 0) return false;
    seen++;
  }
  return seen > 0;
}

/** Unsigned amounts: no cell has a sign, parentheses or a CR/DR mark of its own. */
export function amountsAreUnsigned(cells: Iterable<string>): boolean {
  for (const c of cells) if (/[-(−]|(?:CR|DR)\.?\s*$/i.test(c)) return false;
  return true;
}
