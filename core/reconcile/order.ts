import type { ReconcileRow } from "./types";

const DIGITS = /^\d+$/;

/** Ids made only of digits compare as numbers ("9" before "10"); any other ids compare as plain strings. */
export function compareIds(a: string, b: string): number {
  if (DIGITS.test(a) && DIGITS.test(b)) {
    const x = BigInt(a);
    const y = BigInt(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Rows without a seq sort after rows with one on the same date, which keeps the order total (transitive). */
function compareSeq(a: ReconcileRow, b: ReconcileRow): number {
  const x = a.seq ?? Number.POSITIVE_INFINITY;
  const y = b.seq ?? Number.POSITIVE_INFINITY;
  return x === y ? 0 : x < y ? -1 : 1;
}

/**
 * Spec part 1 §5 orders rows by date, then id. Because saved ids are UUIDs, an optional `seq` (statement order)
 * comes before the id: same-day rows in the bank's own order keep a running balance continuous. Rows without seq
 * come after those with one, then by id. Callers may also pass rows already in order with seq = their index.
 */
export function orderRows<T extends ReconcileRow>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => {
    if (a.date !== b.date) return a.date < b.date ? -1 : 1;
    return compareSeq(a, b) || compareIds(a.id, b.id);
  });
}

/** Rows grouped by bank account, each group in order. */
export function groupByAccount<T extends ReconcileRow>(rows: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = row.accountId ?? "";
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()].map(orderRows);
}
