import { type Pence, sub, ZERO } from "../money";
import { rat, ratAdd, ratMul, ratToPence } from "./rational";
import { wholePoundsDown } from "./rounding";
import type { Ct600aBoxes, LoansToParticipatorsInput } from "./types";

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

/**
 * The CT600A (2023) version 3 boxes from the loans outstanding at the period end (CTA 2010 s455) and the part repaid
 * within nine months (s458 relief, given on the return itself): A15 and A40 whole pounds, the tax on each at the
 * rate, and A80 = A20 − A45, the s455 tax of box 480. Write-offs and repayments after nine months (A50–A70) are not
 * known from bank lines.
 */
export function ct600aBoxes(input: LoansToParticipatorsInput): Ct600aBoxes {
  const earlier = input.lentBefore6April2022;
  const a15 = wholePoundsDown(input.outstanding);
  const a20 = taxOn(a15, wholePoundsDown(earlier?.outstanding ?? ZERO));
  const repaid = wholePoundsDown(input.repaidWithinNineMonths);
  const a40 = repaid > 0 ? repaid : null;
  const a45 = a40 === null ? null : taxOn(a40, wholePoundsDown(earlier?.repaidWithinNineMonths ?? ZERO));
  return {
    a15,
    a20,
    a30: a40,
    a40,
    a45,
    a75: wholePoundsDown(input.allOutstanding ?? input.outstanding),
    a80: sub(a20, a45 ?? ZERO),
    ratePercent: S455_RATE_PERCENT,
  };
}
