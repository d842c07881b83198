import type { VatTimeline } from "../../accounts";
import { fromPounds, type Pence, sub, ZERO } from "../../money";

/**
 * Pennies apart are rounding, not a missing balance: a return rounds its own totals (the flat rate once per return)
 * while the books round line by line.
 */
export const VAT_ROUNDING_TOLERANCE = fromPounds(1);

/**
 * VAT paid to HMRC that neither the VAT owed at the start nor the VAT of the year so far explains
 * (uk-accounting-rules §10): most often last year's VAT owed was not entered in the opening balances.
 *
 * A return is paid after its period ends (VAT Regulations 1995 regs 25 and 40), so by each payment date the payments so far can settle at most the opening VAT plus the VAT of a period that ended before it: the
 * highest running balance of opening + VAT accrued up to that date. Payments beyond that at any payment are paid
 * more than was owed. Comparing the year's payments with the year's VAT alone is not enough: a year whose last
 * quarter ends in a repayment due (a large purchase) has paid its earlier quarters in full, more than the year's net
 * VAT, and owes nothing extra; from totals alone the two cases cannot be told apart.
 *
 * Worked example (a normal year): quarters of 2,455, 2,835, −1,145 and −2,445 (a £30,000 lathe in March); paid
 * 2,455 in August and 2,835 in November, 1,145 received in February. By August at least 2,455 had accrued, by
 * November 5,290, by February still 5,290 at its highest: payments of 2,455, 5,290 and 4,145 never exceed it, so
 * nothing is paid over, although the year's net VAT is only 1,700 and the year ends with 2,445 recoverable.
 * Missing opening: the same year with £1,900 of last year's VAT paid on 7 May, before any of this year's VAT
 * accrued: 1,900 paid against 0 owed, £1,900 paid more than was owed.
 */
export function vatPaidBeyondOwed(t: VatTimeline): Pence {
  const dates = [...new Set(t.paid.map((p) => p.date))].sort();
  const accrued = [...t.accrued].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let balance = t.opening;
  let highest = t.opening;
  let paid = ZERO;
  let worst = ZERO;
  let next = 0;
  for (const date of dates) {
    for (; next < accrued.length && accrued[next]!.date <= date; next++) {
      balance = (balance + accrued[next]!.amount) as Pence;
      if (balance > highest) highest = balance;
    }
    for (const p of t.paid) if (p.date === date) paid = (paid + p.amount) as Pence;
    const over = sub(paid, highest);
    if (over > worst) worst = over;
  }
  return worst >= VAT_ROUNDING_TOLERANCE ? worst : ZERO;
}
