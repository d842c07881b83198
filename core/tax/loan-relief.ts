import { addMonthsKeepingMonthEnd, type IsoDate, type Period } from "../dates";
import { add, type Pence, sum, ZERO } from "../money";

/** What one repayment or write-off cleared of one loan (the director's loan account walked oldest loan first). */
export interface ReliefMovement {
  /** When the loan cleared was made; null for one brought forward into the period of account. */
  lentOn: IsoDate | null;
  date: IsoDate;
  amount: Pence;
  writeOff: boolean;
}

/** A CT600A row of parts 2 and 3 (A25, A50): the participator, what was repaid and what written off, on one date. */
export interface LoanReliefRow {
  name: string;
  repaid: Pence;
  writtenOff: Pence;
  date: IsoDate;
}

export interface ReliefFigures {
  /** A5: some loan made in the period was repaid, released or written off before the period ended. */
  repaidBeforePeriodEnd: boolean;
  /** Part 2, A25 rows: the period's loans repaid or written off after its end, within nine months (s458). */
  withinNineMonths: LoanReliefRow[];
  /** A35: the part of them written off. */
  writtenOffWithinNineMonths: Pence;
}

interface ReliefInput {
  range: Period;
  cleared: readonly ReliefMovement[];
  name: string;
}

const within = (d: IsoDate, from: IsoDate, to: IsoDate) => d >= from && d <= to;

/** One row per date, repayments and write-offs of that date side by side. */
function rowsByDate(moves: readonly ReliefMovement[], name: string): LoanReliefRow[] {
  const byDate = new Map<IsoDate, LoanReliefRow>();
  for (const m of moves) {
    const row = byDate.get(m.date) ?? { name, repaid: ZERO, writtenOff: ZERO, date: m.date };
    if (m.writeOff) row.writtenOff = add(row.writtenOff, m.amount);
    else row.repaid = add(row.repaid, m.amount);
    byDate.set(m.date, row);
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The CT600A's dated parts for one accounting period (CTA 2010 ss455, 458; HMRC's CT600A guide): A5 says some loan
 * of the period was cleared before its end (HMRC's `BeforeEndPeriod` "yes"); part 2 lists the period's loans cleared
 * after the end within nine months. Both hold only loans made in the period: the s455 charge and its relief belong to
 * the period the loan was made in. The walk stops nine months after the end, so it gives part 3 (the period's loans
 * cleared later, HMRC rules SA051.0 and SA076.1) no rows: that relief is claimed once it is due (s458(5)).
 */
export function reliefFor(input: ReliefInput): ReliefFigures {
  const { range, cleared, name } = input;
  const lentInRange = (m: ReliefMovement) => m.lentOn !== null && within(m.lentOn, range.start, range.end);
  const nineMonthsAfter = addMonthsKeepingMonthEnd(range.end, 9);
  const ofThisPeriod = cleared.filter(lentInRange);
  const part2 = ofThisPeriod.filter((m) => m.date > range.end && m.date <= nineMonthsAfter);
  return {
    repaidBeforePeriodEnd: ofThisPeriod.some((m) => m.date <= range.end),
    withinNineMonths: rowsByDate(part2, name),
    writtenOffWithinNineMonths: sum(part2.filter((m) => m.writeOff).map((m) => m.amount)),
  };
}
