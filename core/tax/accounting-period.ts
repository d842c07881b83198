import { addDays, daysInPeriod, type IsoDate } from "../dates";
import { addMonthsKeepingMonthEnd } from "../filing/month-end";

/**
 * The last day of the 12 months beginning on `start`. Counting from the day before keeps month ends together, so
 * 1 Oct 2023 → 30 Sep 2024 and 29 Feb 2024 → 28 Feb 2025 (uk-accounting-rules §4 convention 2: end = start + 12
 * months − 1 day).
 */
export function twelveMonthEnd(start: IsoDate): IsoDate {
  return addMonthsKeepingMonthEnd(addDays(start, -1), 12);
}

export type AccountingPeriodLength = "twelve-months" | "short" | "long";

/** A 12-month period keeps the full limits even with 366 days; a shorter one has them reduced (CTA 2010 s18D(4)). */
export function accountingPeriodLength(start: IsoDate, end: IsoDate): AccountingPeriodLength {
  const twelve = twelveMonthEnd(start);
  if (end === twelve) return "twelve-months";
  return end < twelve ? "short" : "long";
}

export interface DateRange {
  startDate: IsoDate;
  endDate: IsoDate;
}

/**
 * An accounting period for corporation tax ends 12 months after it begins (CTA 2009 s10(1)(a)), so a longer period of
 * account (often a company's first, up to 18 months) becomes a 12-month period followed by the rest.
 */
export function splitIntoAccountingPeriods(startDate: IsoDate, endDate: IsoDate): DateRange[] {
  if (endDate < startDate) throw new RangeError(`period ends (${endDate}) before it starts (${startDate})`);
  const periods: DateRange[] = [];
  let s = startDate;
  while (accountingPeriodLength(s, endDate) === "long") {
    const e = twelveMonthEnd(s);
    periods.push({ startDate: s, endDate: e });
    s = addDays(e, 1);
  }
  periods.push({ startDate: s, endDate });
  return periods;
}

export function periodDays(range: DateRange): number {
  return daysInPeriod(range.startDate, range.endDate);
}
