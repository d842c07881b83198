import { addDays, addMonths, type IsoDate } from "../iso-date";
import { type Period, twelveMonthsFrom } from "./period";

/**
 * The 12 months after `p`, starting the day after it ends; month ends stay month ends (to 31 March 2026, then to
 * 31 March 2027; to 29 Feb 2024, then to 28 Feb 2025).
 */
export function nextPeriod(p: Period): Period {
  return twelveMonthsFrom(addDays(p.end, 1));
}

/** The 12 months before `p`, ending the day before it starts (from 1 April 2025: 1 April 2024 to 31 March 2025). */
export function previousPeriod(p: Period): Period {
  return { start: addMonths(p.start, -12), end: addDays(p.start, -1) };
}

/** Dates are 1900–2999, so no date is more than ~1100 yearly steps from any period. */
const MAX_STEPS = 1200;

/**
 * The period containing `date` on the yearly grid through `anchor` (the company's period). Periods are fixed:
 * a date outside the anchor never stretches it, it falls in an earlier or a later period of its own. Null when
 * `MAX_STEPS` yearly steps do not reach the date (a safety net: dates of 1900–2999 always are reached).
 */
export function periodContaining(anchor: Period, date: IsoDate): Period | null {
  let p = anchor;
  for (let steps = 0; steps < MAX_STEPS; steps++) {
    if (date < p.start) p = previousPeriod(p);
    else if (date > p.end) p = nextPeriod(p);
    else return p;
  }
  return null;
}

/** The periods the dates fall in, or the first date that has none on the grid. */
export type PeriodsOf = { periods: Period[] } | { tooFar: IsoDate };

/** The distinct periods the dates fall in, earliest first. */
export function periodsOf(anchor: Period, dates: Iterable<IsoDate>): PeriodsOf {
  const byEnd = new Map<IsoDate, Period>();
  let last: Period | null = null;
  for (const date of [...new Set(dates)].sort()) {
    // Sorted dates mostly share the previous one's period: only walk the grid (from the anchor, since a long
    // anchor period is not one step from its neighbours' neighbours) when leaving it.
    if (!last || date > last.end) last = periodContaining(anchor, date);
    if (!last) return { tooFar: date };
    byEnd.set(last.end, last);
  }
  return { periods: [...byEnd.values()] };
}
