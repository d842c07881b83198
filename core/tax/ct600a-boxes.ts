import { add, type Pence, sub, sum, ZERO } from "../money";
import type { LoanReliefRow } from "./loan-relief";
import { rat, ratAdd, ratMul, ratToPence } from "./rational";
import { wholePoundsDown } from "./rounding";
import type { Ct600aBoxes, Ct600aReliefPart, LoansToParticipatorsInput } from "./types";

/**
 * s455 tax: the dividend upper rate, 33.75 %, for loans made on or after 6 April 2022 (CTA 2010 s455(2) as amended
 * by FA 2022); 32.5 % for loans made from 6 April 2016 to 5 April 2022 (uk-accounting-rules §9).
 */
export const S455_RATE_PERCENT = 33.75;
export const S455_RATE_BEFORE_6_APRIL_2022_PERCENT = 32.5;

/**
 * Whole pounds × rate, rounded half up to pence; loans lent before 6 April 2022 at the earlier rate, each part
 * rounded on its own as HMRC's CT600A calculator does (A20 = (A15 − earlier) × 33.75 % + earlier × 32.5 %).
 */
function taxOn(pounds: Pence, earlierPounds: Pence): Pence {
  const at = (p: Pence, percent: number) => ratToPence(ratMul(rat(p), rat(Math.round(percent * 100), 10_000)));
  const later = at(sub(pounds, earlierPounds), S455_RATE_PERCENT);
  const earlier = at(earlierPounds, S455_RATE_BEFORE_6_APRIL_2022_PERCENT);
  return ratToPence(ratAdd(rat(later), rat(earlier)));
}

const orNull = (p: Pence): Pence | null => (p > 0 ? p : null);

/**
 * A relief part from its dated rows, each in whole pounds: the totals repaid and written off, both together, and
 * the relief at the rate (`taxOn`). Null when nothing was cleared.
 */
function reliefPart(
  rows: readonly LoanReliefRow[],
  total: Pence,
  writtenOff: Pence,
  relief: (p: Pence) => Pence,
): Ct600aReliefPart | null {
  if (total <= 0) return null;
  return {
    rows: rows.map((r) => ({
      name: r.name,
      repaid: orNull(wholePoundsDown(r.repaid)),
      writtenOff: orNull(wholePoundsDown(r.writtenOff)),
      date: r.date,
    })),
    totalRepaid: orNull(sub(total, writtenOff)),
    totalWrittenOff: orNull(writtenOff),
    total,
    reliefDue: relief(total),
  };
}

/** Part 3 from its rows: the period's own loans, charged at 33.75 % (s455(2)). */
function laterReliefPart(rows: readonly LoanReliefRow[]): Ct600aReliefPart | null {
  const writtenOff = wholePoundsDown(sum(rows.map((r) => r.writtenOff)));
  const total = add(wholePoundsDown(sum(rows.map((r) => r.repaid))), writtenOff);
  return reliefPart(rows, total, writtenOff, (p) => taxOn(p, ZERO));
}

/**
 * The CT600A (2015) Version 3 boxes from the loans outstanding at the period end (CTA 2010 s455) and those cleared
 * (s458 relief, given on the return itself): A5; A10 rows (the participator and the loans); A15 and A40 whole
 * pounds, the tax on each at the rate; the A25 rows of part 2 with A30 (repaid) and A35 (written off); part 3's
 * relief now for the period's loans cleared more than nine months after its end (A50–A70, within A20);
 * A80 = A20 − A45 − A70, the s455 tax of box 480, never below nil (relief beyond this period's charge is repaid by
 * HMRC on the claim, s458).
 */
export function ct600aBoxes(input: LoansToParticipatorsInput): Ct600aBoxes {
  const earlier = input.lentBefore6April2022;
  const name = input.participatorName ?? "Director";
  const a15 = wholePoundsDown(input.outstanding);
  const a20 = taxOn(a15, wholePoundsDown(earlier?.outstanding ?? ZERO));
  const repaid = wholePoundsDown(input.repaidWithinNineMonths);
  const a40 = repaid > 0 ? repaid : null;
  const a45 = a40 === null ? null : taxOn(a40, wholePoundsDown(earlier?.repaidWithinNineMonths ?? ZERO));
  const a35 = wholePoundsDown(input.writtenOffWithinNineMonths ?? ZERO);
  const part2 = a40 === null ? null : reliefPart(input.withinNineMonths ?? [], a40, a35, () => a45 ?? ZERO);
  const part3 = laterReliefPart(input.laterRelief ?? []);
  if (part3 && part3.reliefDue > a20) {
    throw new RangeError("CT600A part 3 relieves only this period's own loans: A70 cannot exceed A20 (rule SA076.1)");
  }
  const due = sub(sub(a20, a45 ?? ZERO), part3?.reliefDue ?? ZERO);
  return {
    a5: input.repaidBeforePeriodEnd ?? false,
    a10: a15 > 0 ? [{ name, amount: a15 }] : [],
    a15,
    a20,
    a30: a40 === null ? null : orNull(sub(a40, a35)),
    a40,
    a45,
    part2,
    part3,
    a75: wholePoundsDown(input.allOutstanding ?? input.outstanding),
    a80: due > 0 ? due : ZERO,
    ratePercent: S455_RATE_PERCENT,
  };
}
