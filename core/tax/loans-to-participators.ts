import { addMonthsKeepingMonthEnd, type IsoDate, type Period } from "../dates";
import { type Pence, pence, sum } from "../money";
import { type ReliefMovement, reliefFor } from "./loan-relief";
import type { LoansToParticipatorsInput } from "./types";

/**
 * A movement on the director's loan account: money paid to the director is negative, money paid in positive. A
 * write-off (`kind` "write-off", positive) clears the loan like a repayment but is a release or write-off on the
 * CT600A (a distribution, ITTOIA 2005 s415; relief under CTA 2010 s458).
 */
export interface DirectorsLoanMovement {
  date: IsoDate;
  amount: Pence;
  kind?: "bank" | "write-off";
}

export interface DirectorsLoanAccount {
  /** Owed to the director at the start of the period of account; negative when the account was overdrawn. */
  openingBalance: Pence;
  /** Every movement from the period's start on, those after its end included (they can only be repayments, s458). */
  movements: readonly DirectorsLoanMovement[];
  /** The participator the loans were made to (CT600A A10, A25, A50): the director; missing: "Director". */
  participatorName?: string | null;
}

interface Advance {
  /** When the loan was made; null for one brought forward from an earlier period. */
  date: IsoDate | null;
  outstanding: number;
}

const LOAN_RATE_CHANGE: IsoDate = "2022-04-06";

/** The loan account walked in date order; money paid in repays the oldest loan first. */
class LoanAccount {
  credit: number;
  advances: Advance[];
  /** What each repayment or write-off cleared, loan by loan. */
  cleared: ReliefMovement[] = [];

  constructor(opening: number) {
    this.credit = Math.max(0, opening);
    this.advances = opening < 0 ? [{ date: null, outstanding: -opening }] : [];
  }

  clone(): LoanAccount {
    const copy = new LoanAccount(0);
    copy.credit = this.credit;
    copy.advances = this.advances.map((a) => ({ ...a }));
    copy.cleared = [...this.cleared];
    return copy;
  }

  apply(m: DirectorsLoanMovement): void {
    if (m.amount < 0) {
      // A payment to the director uses up what the company owes them first; the rest is a loan to them.
      const lent = -m.amount - Math.min(this.credit, -m.amount);
      this.credit = Math.max(0, this.credit + m.amount);
      if (lent > 0) this.advances.push({ date: m.date, outstanding: lent });
      return;
    }
    let paidIn: number = m.amount;
    for (const advance of this.advances) {
      const repaid = Math.min(advance.outstanding, paidIn);
      advance.outstanding -= repaid;
      paidIn -= repaid;
      if (repaid > 0) {
        this.cleared.push({
          lentOn: advance.date,
          date: m.date,
          amount: pence(repaid),
          writeOff: m.kind === "write-off",
        });
      }
    }
    this.advances = this.advances.filter((a) => a.outstanding > 0);
    this.credit += paidIn;
  }
}

function madeIn(account: LoanAccount, range: Period, lentBefore?: IsoDate): Pence {
  const inRange = account.advances.filter(
    (a) =>
      a.date !== null &&
      a.date >= range.start &&
      a.date <= range.end &&
      (lentBefore === undefined || a.date < lentBefore),
  );
  return pence(sum(inRange.map((a) => pence(a.outstanding))));
}

/**
 * The s455 figures of each accounting period from the director's loan account, under these rules (CTA 2010 ss455,
 * 458; uk-accounting-rules §9): a payment to the director that takes the account overdrawn is a loan to a
 * participator (the company is taken to be close and the director a participator); money paid in repays the oldest
 * loan first; the loans made in a period and still outstanding at its end are charged; money paid in after the end
 * but within nine months relieves them (s458, before the tax falls due nine months and one day after the end).
 * Bed-and-breakfasting (s464C: £5,000 repaid and lent again within 30 days) is not recognised from bank lines. A
 * loan repaid later than nine months after the end of the period it was made in is relief of that period's charge,
 * due nine months after the end of the period of the repayment (s458(5)): it is claimed for the period the loan was
 * made in, never on a later period's CT600A, so the walk fills no part 3. A period with no loan outstanding from it
 * gets `undefined`: no CT600A.
 */
export function loansToParticipatorsByPeriod(
  periods: readonly Period[],
  account: DirectorsLoanAccount,
): (LoansToParticipatorsInput | undefined)[] {
  const movements = [...account.movements].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const walked = new LoanAccount(account.openingBalance);
  const name = account.participatorName?.trim() || "Director";
  let next = 0;
  return periods.map((range) => {
    while (next < movements.length && movements[next]!.date <= range.end) walked.apply(movements[next++]!);
    const outstanding = madeIn(walked, range);
    const outstandingEarlier = madeIn(walked, range, LOAN_RATE_CHANGE);
    const later = walked.clone();
    const lastRepaymentDay = addMonthsKeepingMonthEnd(range.end, 9);
    for (const m of movements.slice(next)) if (m.date <= lastRepaymentDay) later.apply(m);
    const stillOutstanding = madeIn(later, range);
    const relief = reliefFor({ range, cleared: later.cleared, name });
    if (outstanding <= 0) return undefined;
    const input: LoansToParticipatorsInput = {
      outstanding,
      repaidWithinNineMonths: pence(outstanding - stillOutstanding),
      allOutstanding: pence(sum(walked.advances.map((a) => pence(a.outstanding)))),
      participatorName: name,
      ...relief,
    };
    if (outstandingEarlier > 0) {
      input.lentBefore6April2022 = {
        outstanding: outstandingEarlier,
        repaidWithinNineMonths: pence(outstandingEarlier - madeIn(later, range, LOAN_RATE_CHANGE)),
      };
    }
    return input;
  });
}
