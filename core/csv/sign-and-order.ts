import { type Pence, pence } from "../money";
import type { ParsedRow } from "./types";

export const CARD_SIGN_WARNING =
  "Amounts in this file are shown as card charges; signs were reversed so money out is negative";

interface ChainScores {
  forward: number; // oldest first, amounts as read
  backward: number; // newest first, amounts as read
  forwardFlipped: number;
  backwardFlipped: number;
}

/**
 * Tests the balance column against the amounts under the four readings (oldest or newest first, signs as printed or
 * reversed). Rows without a balance (Mettle prints it on some rows only) are bridged by summing the amounts between
 * two balances.
 */
function chainScores(rows: readonly ParsedRow[]): ChainScores {
  const scores = { forward: 0, backward: 0, forwardFlipped: 0, backwardFlipped: 0 };
  const prefix = [0];
  for (const r of rows) prefix.push(prefix[prefix.length - 1]! + r.amount);
  let last = -1;
  rows.forEach((row, j) => {
    if (row.balance === null) return;
    if (last !== -1) {
      const change = row.balance - rows[last]!.balance!;
      const forwardSum = prefix[j + 1]! - prefix[last + 1]!; // amounts after the earlier balance, up to this row
      const backwardSum = prefix[j]! - prefix[last]!; // amounts of the earlier row up to just before this one
      if (change === forwardSum) scores.forward++;
      if (change === -forwardSum) scores.forwardFlipped++;
      if (-change === backwardSum) scores.backward++;
      if (-change === -backwardSum) scores.backwardFlipped++;
    }
    last = j;
  });
  return scores;
}

/** Without balances, the dates tell the order: more steps back in time than forward means newest first. */
function newestFirstByDates(rows: readonly ParsedRow[]): boolean {
  let up = 0;
  let down = 0;
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1]!.date;
    const b = rows[i]!.date;
    if (a < b) up++;
    else if (a > b) down++;
  }
  return down > up;
}

/** Card issuers' activity files without a balance: purchases positive, and the card payment negative. */
function looksLikeCardActivity(rows: readonly ParsedRow[]): boolean {
  const payment = rows.some((r) => r.amount < 0 && /payment received.*thank you/i.test(r.description));
  if (!payment) return false;
  const positive = rows.filter((r) => r.amount > 0).length;
  return positive > rows.length / 2;
}

const negate = (rows: ParsedRow[]) =>
  rows.map((r) => ({ ...r, amount: pence(-r.amount) as Pence, balance: r.balance }));

/**
 * Decides the sign convention and the row order, then returns rows oldest first. A newest-first file is reversed
 * (not re-sorted) so same-day rows keep the order that makes the balances run; a final stable sort by date catches
 * rows a bank printed out of order.
 */
export function signAndOrder(input: ParsedRow[], cardIssuer: boolean): { rows: ParsedRow[]; warnings: string[] } {
  const warnings: string[] = [];
  const s = chainScores(input);
  const normal = Math.max(s.forward, s.backward);
  const flipped = Math.max(s.forwardFlipped, s.backwardFlipped);
  const balanceEvidence = normal > 0 || flipped > 0;
  let rows = input;
  let flip: boolean;
  if (balanceEvidence) flip = flipped > normal;
  else flip = cardIssuer || looksLikeCardActivity(input);
  if (flip) {
    rows = negate(rows);
    warnings.push(CARD_SIGN_WARNING);
  }
  const forward = flip ? s.forwardFlipped : s.forward;
  const backward = flip ? s.backwardFlipped : s.backward;
  const newestFirst = forward === backward ? newestFirstByDates(rows) : backward > forward;
  if (newestFirst) rows = [...rows].reverse();
  if (!isSortedByDate(rows)) rows = [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { rows, warnings };
}

function isSortedByDate(rows: readonly ParsedRow[]): boolean {
  for (let i = 1; i < rows.length; i++) if (rows[i - 1]!.date > rows[i]!.date) return false;
  return true;
}
