import { addDays, addMonths, type IsoDate } from "../../../core/dates";
import { addMonthsKeepingMonthEnd } from "../../../core/filing/month-end";
import { AppError } from "../../platform/errors";
import { suggestPeriod } from "../companies/company-period";

/** An accounting period, both ends inclusive. */
export interface Period {
  start: IsoDate;
  end: IsoDate;
}

/** A company without a period gets the 12 months from the first day of its earliest transaction's month. */
export function firstPeriodFrom(earliest: IsoDate): Period {
  return suggestPeriod(earliest)!;
}

/** The 12 months after `p` (month ends stay month ends: to 31 March, then to 31 March). */
export function nextPeriod(p: Period): Period {
  return { start: addDays(p.end, 1), end: addMonthsKeepingMonthEnd(p.end, 12) };
}

/** The 12 months before `p`. */
export function previousPeriod(p: Period): Period {
  return { start: addMonths(p.start, -12), end: addDays(p.start, -1) };
}

/** Dates are 1900–2999, so no date is more than ~1100 yearly steps from any period. */
const MAX_STEPS = 1200;

/**
 * The period containing `date` on the yearly grid through `anchor` (the company's period). Periods are fixed:
 * a date outside the anchor never stretches it, it falls in an earlier or a later period of its own.
 */
export function periodContaining(anchor: Period, date: IsoDate): Period {
  let p = anchor;
  for (let steps = 0; steps < MAX_STEPS; steps++) {
    if (date < p.start) p = previousPeriod(p);
    else if (date > p.end) p = nextPeriod(p);
    else return p;
  }
  throw new AppError("bad_request", `The date ${date} is too far from the company's accounting period.`);
}

/** The distinct periods the dates fall in, earliest first. */
export function periodsOf(anchor: Period, dates: Iterable<IsoDate>): Period[] {
  const byEnd = new Map<IsoDate, Period>();
  let last: Period | null = null;
  for (const date of [...new Set(dates)].sort()) {
    // Sorted dates mostly share the previous one's period: only walk the grid (from the anchor, since a long
    // anchor period is not one step from its neighbours' neighbours) when leaving it.
    if (!last || date > last.end) last = periodContaining(anchor, date);
    byEnd.set(last.end, last);
  }
  return [...byEnd.values()];
}
