import { amountsAreUnsigned, indicatorSign, isIndicatorColumn } from "./amounts";
import { type ColumnPlan, usedColumns } from "./column-plan";
import type { CsvRecord } from "./tokenize";

/** One column's cells over the sampled rows, trimmed ("" where a row is short). */
export function columnCells(sample: readonly CsvRecord[], i: number | null): string[] {
  return i === null ? [] : sample.map((r) => (r.cells[i] ?? "").trim());
}

/**
 * The column of debit/credit words that signs the amount. A column named as a flag ("Debit/Credit Flag",
 * "Direction") whose values are such words sets the sign whatever the amounts look like: a card export may print its
 * amounts signed the card's way round beside a D / C flag, and the flag is what the bank states (explicit beats
 * inferred, see the shared notes on UK bank formats §4). An unnamed column is taken only beside unsigned amounts: the
 * first column no other role uses that holds only such words (a "Type" of DR / CR, or the unnamed column in which a
 * card statement marks its payments CR).
 */
export function findFlag(sample: readonly CsvRecord[], plan: ColumnPlan): number | null {
  if (plan.amount === null || plan.wiseHistory !== null) return null;
  if (plan.flag !== null && isIndicatorColumn(columnCells(sample, plan.flag))) return plan.flag;
  if (!amountsAreUnsigned(columnCells(sample, plan.amount))) return null;
  const used = usedColumns({ ...plan, flag: null });
  const width = Math.max(0, ...sample.map((r) => r.cells.length));
  for (let i = 0; i < width; i++) {
    if (!used.has(i) && isIndicatorColumn(columnCells(sample, i))) return i;
  }
  return null;
}

/**
 * The sign of a row whose flag cell is blank: a file that marks only its credits (a card statement's "CR" on
 * payments) leaves its debits blank, and one that marks only debits leaves its credits blank.
 */
export function blankFlagSign(values: Iterable<string>): -1 | 0 | 1 {
  let debits = false;
  let credits = false;
  for (const v of values) {
    const sign = indicatorSign(v);
    if (sign < 0) debits = true;
    else if (sign > 0) credits = true;
  }
  if (credits && !debits) return -1;
  if (debits && !credits) return 1;
  return 0;
}
