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

/** 1 when the dates (ISO) run forward, -1 when they run back (newest first), 0 when they do not tell. */
export function dateDirection(rows: readonly { date: string }[]): -1 | 0 | 1 {
  let up = 0;
  let down = 0;
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1]!.date;
    const b = rows[i]!.date;
    if (a < b) up++;
    else if (a > b) down++;
  }
  return up === down ? 0 : up > down ? 1 : -1;
}

/** What, besides the balances, tells one reading from another. */
export interface ReadingContext {
  /** From dateDirection. */
  direction: number;
  /** The file or a person fixes the signs, so amounts and balances are expected to agree. */
  firmSigns: boolean;
  /** A person's choice of timing. */
  timing: BalanceTiming | null;
}

/**
 * A reading's rank, compared in order: how many balances follow; then (with firm signs) amounts and balances that
 * agree; then the order the dates show; then the balance after each row, the common layout; then agreement. Each
 * test fits two readings with opposite signs, so when the file states each row's direction (a flag column, paid
 * out / paid in columns) that decides between them before the dates do: dates printed as the value date of rows
 * listed by the time they were made can run the other way for a few rows, and reading such a current account with
 * its signs opposed would call its balance money owed, as on a card.
 */
function rankOf(s: ChainScores, c: ReadingContext, r: Reading): number[] {
  return [
    readingScore(s, r),
    c.firmSigns ? Number(!r.opposed) : 0,
    c.direction === 0 ? 0 : Number(r.newestFirst === c.direction < 0),
    Number(r.timing === "after"),
    Number(!r.opposed),
  ];
}

/** Lexicographic order of two ranks. */
export function isAbove(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}

/** The best reading and its rank; null when no balance follows under any reading. */
export function bestReading(s: ChainScores, c: ReadingContext): { reading: Reading; rank: number[] } | null {
  let best: { reading: Reading; rank: number[] } | null = null;
  for (const reading of READINGS) {
    if (c.timing !== null && reading.timing !== c.timing) continue;
    const rank = rankOf(s, c, reading);
    if (best === null || isAbove(rank, best.rank)) best = { reading, rank };
  }
  return best && best.rank[0]! > 0 ? best : null;
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
