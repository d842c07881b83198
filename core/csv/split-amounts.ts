import type { ColumnPlan } from "./column-plan";
import { type CsvRecord, isBlankRecord, trimmedWidth } from "./tokenize";

/**
 * An unquoted "-1,234.56" in a comma-separated file: the thousands separator splits it over two fields, so the row
 * has one field more than the file's rows have, and every column after it moves one place on. Joining the money
 * column's two halves gives the row back when the joined text is an amount with a thousands group.
 */
const THOUSANDS = /^-?£?\d{1,3}(,\d{3})+(\.\d{2})?$/;

/** How many fields a row of the file has: the header's (without trailing empty cells), or most rows' without one. */
export function rowWidth(headerWidth: number | null, sample: readonly CsvRecord[]): number {
  const rows = sample.filter((r) => !isBlankRecord(r.cells));
  const width = headerWidth ?? mostCommon(rows.map((r) => trimmedWidth(r.cells)));
  // NatWest's older export ends every row with a comma, so its rows have one (empty) field more than its header.
  const trailing = rows.filter((r) => r.cells.length === width + 1 && r.cells[width]!.trim() === "").length;
  return trailing > rows.length / 2 ? width + 1 : width;
}

function mostCommon(values: readonly number[]): number {
  const counts = new Map<number, number>();
  let best = 0;
  let bestCount = 0;
  for (const v of values) {
    const n = (counts.get(v) ?? 0) + 1;
    counts.set(v, n);
    if (n > bestCount || (n === bestCount && v < best)) [best, bestCount] = [v, n];
  }
  return best;
}

/** The money columns a thousands separator can split, in the order a joined reading is preferred. */
export function moneyColumns(plan: ColumnPlan): number[] {
  const all = [plan.amount, plan.debit, plan.credit, plan.balance].filter((i): i is number => i !== null);
  return [...new Set(all)];
}

/** A split amount joined again. */
export interface Joined {
  cells: string[];
  /** The joined text, "-1,234.56", for warnings. */
  text: string;
}

/** Each way of joining a money column's two halves that gives an amount with a thousands group. */
export function joinedReadings(cells: readonly string[], width: number, money: readonly number[]): Joined[] {
  if (cells.length !== width + 1) return [];
  const out: Joined[] = [];
  for (const m of money) {
    if (m + 1 >= cells.length) continue;
    const text = `${cells[m]!.trim()},${cells[m + 1]!.trim()}`;
    if (THOUSANDS.test(text)) out.push({ cells: [...cells.slice(0, m), text, ...cells.slice(m + 2)], text });
  }
  return out;
}

/** What the balance check needs of a row. */
interface Money {
  amount: number;
  balance: number | null;
}

/**
 * Whether a row's amount and balance follow from its neighbours' balances in the file, in whichever order and
 * timing the file has (not known yet) and whichever way its amounts are signed: the change between two neighbouring
 * balances is, in size, the later row's amount (balance after each row, oldest first; before it, newest first) or
 * the earlier row's (the other two). Null when no neighbour has a balance to tell.
 */
export function followsNeighbours(prev: Money | undefined, row: Money, next: Money | undefined): boolean | null {
  const b = row.balance;
  if (b === null) return null;
  const before = prev?.balance ?? null;
  const after = next?.balance ?? null;
  if (before === null && after === null) return null;
  const size = (n: number) => Math.abs(n);
  const later =
    (before === null || size(b - before) === size(row.amount)) &&
    (after === null || size(after - b) === size(next!.amount));
  const earlier =
    (before === null || size(b - before) === size(prev!.amount)) &&
    (after === null || size(after - b) === size(row.amount));
  return later || earlier;
}

/** The sample without rows one field too long because a money column was split: they are not an unnamed column. */
export function withoutSplitRows(sample: readonly CsvRecord[], headerWidth: number, plan: ColumnPlan): CsvRecord[] {
  const width = rowWidth(headerWidth, sample);
  const money = moneyColumns(plan);
  return sample.filter((r) => joinedReadings(r.cells, width, money).length === 0);
}
