import { formatGBP, type Pence } from "../money";
import type { BalanceTiming } from "./types";

/** What the balance check needs of a row. */
export interface Money {
  amount: number;
  balance: number | null;
}

/**
 * How many neighbouring pairs of balances follow from the amounts between them, under each of four tests in file
 * order. Rows without a balance (Mettle prints it on some rows only) are bridged by summing the amounts between two
 * balances. Each test fits two readings of the file (see readingScore).
 */
export interface ChainScores {
  forward: number;
  backward: number;
  forwardFlipped: number;
  backwardFlipped: number;
  /** Neighbouring pairs of balances tested. */
  pairs: number;
}

export function chainScores(rows: readonly Money[]): ChainScores {
  const scores = { forward: 0, backward: 0, forwardFlipped: 0, backwardFlipped: 0, pairs: 0 };
  let sum = 0; // amounts up to and including row j
  let sumAtLast = 0; // amounts up to and including the last row with a balance
  let amountAtLast = 0;
  let last: number | null = null;
  for (const row of rows) {
    const before = sum;
    sum += row.amount;
    if (row.balance === null) continue;
    if (last !== null) {
      const change = row.balance - last;
      const forwardSum = sum - sumAtLast; // amounts after the earlier balance, up to this row
      const backwardSum = before - sumAtLast + amountAtLast; // from the earlier row up to just before this one
      scores.pairs++;
      if (change === forwardSum) scores.forward++;
      if (change === -forwardSum) scores.forwardFlipped++;
      if (-change === backwardSum) scores.backward++;
      if (change === backwardSum) scores.backwardFlipped++;
    }
    last = row.balance;
    sumAtLast = sum;
    amountAtLast = row.amount;
  }
  return scores;
}

/** A way of reading a file with balances: its order, the balance's timing, and amounts against balances. */
export interface Reading {
  newestFirst: boolean;
  timing: BalanceTiming;
  /** The balances run only if the amounts' signs are reversed (or the balance counts what is owed). */
  opposed: boolean;
}

/**
 * The pairs that fit a reading. Each test fits two readings: a balance after each row, oldest first, fits the same
 * test as a balance before each row, newest first, with the signs the other way round; and so on.
 */
export function readingScore(s: ChainScores, r: Reading): number {
  if (r.timing === "after") {
    if (r.newestFirst) return r.opposed ? s.backwardFlipped : s.backward;
    return r.opposed ? s.forwardFlipped : s.forward;
  }
  if (r.newestFirst) return r.opposed ? s.forward : s.forwardFlipped;
  return r.opposed ? s.backward : s.backwardFlipped;
}

export const READINGS: readonly Reading[] = [false, true].flatMap((newestFirst) =>
  (["after", "before"] as const).flatMap((timing) =>
    [false, true].map((opposed) => ({ newestFirst, timing, opposed })),
  ),
);

export interface Unreconciled {
  /** Index of the first row whose balance does not follow from the one before it and the amounts between. */
  index: number;
  expected: number;
  /** Rows whose balance does not follow. */
  count: number;
}

/** Balances after each row, in the order given: the first that does not follow, or null when all do. */
export function firstUnreconciled(rows: readonly Money[]): Unreconciled | null {
  let found: Unreconciled | null = null;
  let running: number | null = null;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (running !== null) running += row.amount;
    if (row.balance === null) continue;
    if (running !== null && running !== row.balance) {
      if (found === null) found = { index: i, expected: running, count: 0 };
      found.count++;
    }
    running = row.balance;
  }
  return found;
}

/** "Line 7: the balance £49.00 does not follow from the balance before it and the amounts (expected £98.00) …" */
export function unreconciledWarning(line: number, balance: number, miss: Unreconciled): string {
  const more = miss.count > 1 ? `; ${miss.count} rows in this file do not reconcile` : "";
  return (
    `Line ${line}: the balance ${formatGBP(balance as Pence)} does not follow from the balance before it and the ` +
    `amounts (expected ${formatGBP(miss.expected as Pence)})${more}. Check the detected columns.`
  );
}
