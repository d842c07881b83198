import { type Pence, sub } from "../money";

/**
 * An opening amount owed to or by HMRC against this period's cash movements on the same account
 * (uk-accounting-rules §10): a payment clears what was owed at the start first (oldest first), a repayment clears
 * what HMRC owed at the start; only the rest is this period's. Signs are credit positive: `opening` > 0 was owed by
 * the company; `movement` is the cash's effect on the account (a payment to HMRC negative, a repayment positive).
 */
export interface Clearance {
  /** What of the opening amount is still outstanding at the end (credit positive). */
  earlier: Pence;
  /** What of the opening amount the movements settled (credit positive: opening − earlier). */
  settled: Pence;
  /** The movements left for this period's own account once the opening amount is settled. */
  thisPeriod: Pence;
}

/**
 * `movements` in date order: each payment (owed at the start) or each repayment (due at the start) settles what is
 * left of the opening amount until none is; movements the other way are this period's.
 */
export function clearOpening(opening: Pence, movements: readonly Pence[]): Clearance {
  let left: number = opening;
  for (const m of movements) {
    if (left > 0 && m < 0) left -= Math.min(left, -m);
    else if (left < 0 && m > 0) left += Math.min(-left, m);
  }
  const settled = sub(opening, left as Pence);
  const total = movements.reduce((t, m) => t + m, 0);
  return { earlier: left as Pence, settled, thisPeriod: (total + settled) as Pence };
}
export const NOTHING_CLEARED: Clearance = { earlier: 0 as Pence, settled: 0 as Pence, thisPeriod: 0 as Pence };
