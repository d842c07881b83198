import { addMonthsKeepingMonthEnd, type IsoDate, type Period } from "../dates";
import { formatGBP, mulDiv, type Pence, pence, sub, sum, ZERO } from "../money";
import type { OpeningS455 } from "./opening-items";
import type { AccountsTransaction } from "./types";

/** 33.75 % in basis points: loans made on or after 6 April 2022 (CTA 2010 s455(2), as amended by FA 2022). */
export const S455_RATE_BASIS_POINTS = 3_375;

export const S455_BED_AND_BREAKFASTING_NOTE =
  "Repayments followed within 30 days by new borrowing of £5,000 or more (CTA 2010 s464C, 'bed and breakfasting') " +
  "are not detected from bank lines: such a repayment does not relieve the charge.";

/** Tax on a loan to a participator of a close company: the director's loan account overdrawn at the period end. */
export interface S455Charge {
  overdrawnAtPeriodEnd: Pence;
  /** Money paid back into the loan account after the period end and on or before `reliefDeadline` (s458). */
  repaidWithinNineMonths: Pence;
  /** Part of the overdrawn balance already charged in an earlier period and still unpaid: not charged again. */
  chargedBefore: Pence;
  chargeable: Pence;
  rateBasisPoints: number;
  tax: Pence;
  reliefDeadline: IsoDate;
  /** The repayments counted, for drill-down. */
  repaymentIds: string[];
  note: string;
}

export interface S455Input {
  period: Period;
  /** The director's loan account at the period end, credit positive (owed to the director). */
  loanAtEnd: Pence;
  /** The period's director's loan lines, and those dated after it. */
  movements: readonly AccountsTransaction[];
  later: readonly AccountsTransaction[];
  broughtForward: OpeningS455 | null;
}

const positive = (ts: readonly AccountsTransaction[]) => sum(ts.filter((t) => t.amount > 0).map((t) => t.amount));
const minPence = (a: Pence, b: Pence): Pence => (a < b ? a : b);
const atLeastZero = (p: Pence): Pence => (p > 0 ? p : ZERO);

/**
 * s455 tax on the overdrawn director's loan at the period end: 33.75 % of what is still owed nine months after the
 * end (repayments dated after the end up to then relieve it, s458). A loan charged in an earlier period and still
 * unpaid is not charged again: money paid in during the period, beyond the repayments that already relieved last
 * period's charge, repays it first (oldest loan first); repayments after this period's end relieve its new
 * borrowing. Null when the account is not overdrawn.
 */
export function s455Charge(input: S455Input): S455Charge | null {
  const overdrawn = atLeastZero(pence(-input.loanAtEnd));
  if (overdrawn === 0) return null;
  const reliefDeadline = addMonthsKeepingMonthEnd(input.period.end, 9);
  const repayments = input.later.filter(
    (t) => t.categoryId === "directors-loan" && t.amount > 0 && t.date <= reliefDeadline,
  );
  // This period's receipts first are the repayments last period already counted, then repay the loan charged.
  const bf = input.broughtForward;
  const repayingCharged = atLeastZero(sub(positive(input.movements), bf?.repaidAfterPeriodEnd ?? ZERO));
  const oldStillOwed = atLeastZero(sub(bf?.loanCharged ?? ZERO, repayingCharged));
  const chargedBefore = minPence(oldStillOwed, overdrawn);
  const repaid = minPence(positive(repayments), overdrawn);
  const chargeable = atLeastZero(sub(sub(overdrawn, repaid), chargedBefore));
  return {
    overdrawnAtPeriodEnd: overdrawn,
    repaidWithinNineMonths: repaid,
    chargedBefore,
    chargeable,
    rateBasisPoints: S455_RATE_BASIS_POINTS,
    tax: mulDiv(chargeable, S455_RATE_BASIS_POINTS, 10_000),
    reliefDeadline,
    repaymentIds: repayments.map((t) => t.id),
    note: S455_BED_AND_BREAKFASTING_NOTE,
  };
}

/** The sentence the balance sheet adds when s455 tax is due. */
export function s455Explanation(s: S455Charge | null): string[] {
  if (!s || s.tax === 0) return [];
  return [
    `s455 tax of ${formatGBP(s.tax)} (33.75 % of ${formatGBP(s.chargeable)} of the director's loan still owed nine ` +
      "months after the period end) is shown as a creditor, and the same amount as a debtor: HMRC repays it once " +
      "the loan is repaid, so it does not change net assets and is not part of the year's tax charge.",
  ];
}
