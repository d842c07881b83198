import { addDays, addMonthsKeepingMonthEnd, type IsoDate, type Period, splitIntoAccountingPeriods } from "../dates";
import { atLeastZero, formatGBP, type Pence, pence, sub, sum, ZERO } from "../money";
import { type Ct600aBoxes, ct600aBoxes, type DirectorsLoanAccount, loansToParticipatorsByPeriod } from "../tax";
import type { OpeningS455 } from "./opening-items";
import type { AccountsTransaction } from "./types";

/** 33.75 % in basis points: loans made on or after 6 April 2022 (CTA 2010 s455(2), as amended by FA 2022). */
export const S455_RATE_BASIS_POINTS = 3_375;

export const S455_BED_AND_BREAKFASTING_NOTE =
  "Repayments followed within 30 days by new borrowing of £5,000 or more (CTA 2010 s464C, 'bed and breakfasting') " +
  "are not detected from bank lines: such a repayment does not relieve the charge.";

/**
 * When the tax comes back: HMRC repays s455 tax nine months and one day after the end of the accounting period in
 * which the loan is repaid (CTA 2010 s458(5)), not when the loan is repaid.
 */
export const S455_REPAYMENT_NOTE =
  "HMRC repays the s455 tax nine months and one day after the end of the accounting period in which the loan is " +
  "repaid (CTA 2010 s458), not as soon as it is repaid.";

/** The loans made in one accounting period and the last day a repayment of them relieves the charge (s458). */
export interface S455ReliefDeadline {
  startDate: IsoDate;
  endDate: IsoDate;
  /** Lent in this accounting period and still owed at its end (CT600A A15). */
  lent: Pence;
  /** Nine months after this accounting period's end. */
  reliefDeadline: IsoDate;
}

/** Tax on a loan to a participator of a close company: the director's loan account overdrawn at the period end. */
export interface S455Charge {
  overdrawnAtPeriodEnd: Pence;
  /** Loans of this period repaid after their accounting period's end and within its `reliefDeadlines` (s458). */
  repaidWithinNineMonths: Pence;
  /** Part of the overdrawn balance lent in an earlier period (charged then, if at all): not charged again. */
  chargedBefore: Pence;
  chargeable: Pence;
  rateBasisPoints: number;
  /** The CT600A's s455 tax (box A80, carried to box 480), summed over the period's accounting periods. */
  tax: Pence;
  /** The first of `reliefDeadlines` (nine months after the period end when the loans were all made earlier). */
  reliefDeadline: IsoDate;
  /**
   * One for each accounting period the overdrawn loans were made in: a period of account over 12 months has two
   * (CTA 2009 s10), and a loan of the first must be repaid within nine months of the first's end.
   */
  reliefDeadlines: S455ReliefDeadline[];
  /** The repayments after the period end that were counted, for drill-down. */
  repaymentIds: string[];
  note: string;
}

export interface S455Input {
  period: Period;
  /** The director's loan account at the period end, credit positive (owed to the director). */
  loanAtEnd: Pence;
  /** The account from the period's start: its opening balance and every movement, those after the end included. */
  account: DirectorsLoanAccount;
  /** The director's loan lines dated after the period end, for drill-down. */
  later: readonly AccountsTransaction[];
}

const chargeOf = (a: Ct600aBoxes): Pence => sub(a.a20, a.a45 ?? ZERO);

/**
 * s455 tax on the overdrawn director's loan at the period end, from the same rules as the CT600A supplement
 * (core/tax `loansToParticipatorsByPeriod` and `ct600aBoxes`), so the balance sheet and the return cannot disagree:
 * loans made in each accounting period and still owed nine months after its end are charged (s455, s458 relief for
 * repayments up to then, oldest loan repaid first); a loan brought forward from an earlier period is not charged
 * again. Null when the account is not overdrawn.
 */
export function s455Charge(input: S455Input): S455Charge | null {
  const overdrawn = atLeastZero(pence(-input.loanAtEnd));
  if (overdrawn === 0) return null;
  const periods = splitIntoAccountingPeriods(input.period);
  const loans = loansToParticipatorsByPeriod(periods, input.account);
  const made = sum(loans.map((l) => l?.outstanding ?? ZERO));
  const repaid = sum(loans.map((l) => l?.repaidWithinNineMonths ?? ZERO));
  const reliefDeadlines = periods.flatMap((p, i): S455ReliefDeadline[] => {
    const lent = loans[i]?.outstanding ?? ZERO;
    if (lent === 0) return [];
    return [{ startDate: p.start, endDate: p.end, lent, reliefDeadline: addMonthsKeepingMonthEnd(p.end, 9) }];
  });
  const lastDeadline = addMonthsKeepingMonthEnd(input.period.end, 9);
  const reliefDeadline = reliefDeadlines[0]?.reliefDeadline ?? lastDeadline;
  // Any repayment that could have relieved a loan of the period, for drill-down: up to the last of the deadlines.
  const repayments = input.later.filter((t) => t.amount > 0 && t.date <= lastDeadline);
  return {
    overdrawnAtPeriodEnd: overdrawn,
    repaidWithinNineMonths: repaid,
    chargedBefore: atLeastZero(sub(overdrawn, made)),
    chargeable: atLeastZero(sub(made, repaid)),
    rateBasisPoints: S455_RATE_BASIS_POINTS,
    // This period's own charge (A20 − A45): part 3's relief for an earlier charge clears that charge's recoverable
    // debtor, it does not reduce this one.
    tax: sum(loans.map((l) => (l ? chargeOf(ct600aBoxes(l)) : ZERO))),
    reliefDeadline,
    reliefDeadlines,
    repaymentIds: repayments.map((t) => t.id),
    note: S455_BED_AND_BREAKFASTING_NOTE,
  };
}

/** Last period's s455 charge, and what this period repaid of its loan in time that its figures did not count. */
export interface EarlierS455Relief {
  periodEnd: IsoDate;
  tax: Pence;
  repaidSince: Pence;
  /** Nine months after last period's end. */
  deadline: IsoDate;
}

/**
 * A repayment within nine months of last period's end relieves last period's s455 charge (CTA 2010 s458), but only on
 * last period's CT600A: a period closed before the repayment was imported still shows the tax as due. What this
 * period's director's loan lines (`loanLines`, bank signs) repaid by then, beyond the repayments last period already
 * counted and up to the loan it charged; null when nothing more.
 */
export function earlierS455Relief(
  period: Period,
  brought: OpeningS455 | null,
  loanLines: readonly AccountsTransaction[],
): EarlierS455Relief | null {
  if (!brought || brought.tax <= 0) return null;
  const periodEnd = addDays(period.start, -1);
  const deadline = addMonthsKeepingMonthEnd(periodEnd, 9);
  const repaid = sum(loanLines.filter((t) => t.amount > 0 && t.date <= deadline).map((t) => t.amount));
  const uncounted = sub(repaid, brought.repaidAfterPeriodEnd);
  const unrelieved = sub(brought.loanCharged, brought.repaidAfterPeriodEnd);
  const repaidSince = pence(Math.min(uncounted, unrelieved));
  return repaidSince > 0 ? { periodEnd, tax: brought.tax, repaidSince, deadline } : null;
}

/** The sentence the balance sheet adds when s455 tax is due. */
export function s455Explanation(s: S455Charge | null): string[] {
  if (!s || s.tax === 0) return [];
  const owedUntil = s.reliefDeadlines.length > 1 ? "the end of the tax period it was lent in" : "the period end";
  return [
    `s455 tax of ${formatGBP(s.tax)} (33.75 % of ${formatGBP(s.chargeable)} of the director's loan still owed nine ` +
      `months after ${owedUntil}) is shown as a creditor, and the same amount as a debtor: HMRC repays it nine ` +
      "months and one day after the end of the accounting period in which the loan is repaid (CTA 2010 s458), so it " +
      "does not change net assets and is not part of the year's tax charge.",
  ];
}
