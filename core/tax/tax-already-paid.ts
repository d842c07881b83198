import { clearOpening } from "../accounts/opening-clearance";
import { type Pence, pence, sub, ZERO } from "../money";
import type { CorporationTaxComputation } from "./types";

/**
 * Corporation tax paid towards a period of account, as the bank lines show it: payments (negative lines of the
 * corporation tax category) less repayments, in date order. What the company owed for earlier periods at the period
 * start is paid first, as HMRC is paid what fell due first (the same rule the balance sheet splits the creditor by,
 * uk-accounting-rules §10); what is left, from lines in the period and after its end, pays this period's tax.
 */
export interface TaxPaidInput {
  /** Corporation tax owed at the start for earlier periods (positive: owed to HMRC). */
  owedAtStart: Pence;
  /** The period's corporation tax lines, in date order, with the bank's sign (a payment is negative). */
  inPeriod: readonly Pence[];
  /** The corporation tax lines dated after the period end, in date order. */
  afterEnd: readonly Pence[];
}

/**
 * What of the lines pays this period's tax (never below nothing): what is left once they have settled what was owed
 * at the start, by the same clearing the balance sheet splits the creditor with (`clearOpening`).
 */
export function taxPaidTowardsPeriod(input: TaxPaidInput): Pence {
  const { thisPeriod } = clearOpening(input.owedAtStart, [...input.inPeriod, ...input.afterEnd]);
  return pence(Math.max(-thisPeriod, ZERO));
}

/**
 * Boxes 595 (tax already paid, and not already repaid) and 600 (tax outstanding, 528 − 595) of each accounting
 * period's CT600, the tax paid towards the period of account shared out in order: the first accounting period's
 * tax first, each at most its box 528, anything beyond the last left for later periods. Nothing paid leaves box 595
 * blank (HMRC's CT600 guide: enter tax already paid for the period).
 */
export function withTaxAlreadyPaid(
  computations: readonly CorporationTaxComputation[],
  paid: Pence,
): CorporationTaxComputation[] {
  let left: Pence = paid;
  return computations.map((c) => {
    if (left <= ZERO) return c;
    const box595 = pence(Math.min(left, c.ct600.box528));
    left = sub(left, box595);
    if (box595 <= ZERO) return c;
    return { ...c, ct600: { ...c.ct600, box595, box600: sub(c.ct600.box528, box595) } };
  });
}
