import { addDays, type IsoDate } from "../iso-date";
import { twelveMonthEnd } from "./month-end";
import type { Period } from "./period";

export type AccountingPeriodLength = "twelve-months" | "short" | "long";

/**
 * Whether a period is exactly 12 months, shorter or longer. A 12-month period keeps the full corporation tax limits
 * even with 366 days; a shorter one has them reduced (CTA 2010 s18D(4)). 1 Jan 2024 to 31 Dec 2024 is twelve months,
 * to 30 Dec 2024 short, to 1 Jan 2025 long.
 */
export function accountingPeriodLength(period: Period): AccountingPeriodLength {
  const twelve = twelveMonthEnd(period.start);
  if (period.end === twelve) return "twelve-months";
  return period.end < twelve ? "short" : "long";
}

/**
 * An accounting period for corporation tax ends 12 months after it begins (CTA 2009 s10(1)(a)), so a longer period of
 * account (often a company's first, up to 18 months) becomes a 12-month period followed by the rest: 1 Jan 2025 to
 * 30 Jun 2026 is taxed as 1 Jan 2025 to 31 Dec 2025, then 1 Jan 2026 to 30 Jun 2026.
 */
export function splitIntoAccountingPeriods(period: Period): Period[] {
  const { start, end } = period;
  if (end < start) throw new RangeError(`period ends (${end}) before it starts (${start})`);
  const periods: Period[] = [];
  let s = start;
  while (accountingPeriodLength({ start: s, end }) === "long") {
    const e = twelveMonthEnd(s);
    periods.push({ start: s, end: e });
    s = addDays(e, 1);
  }
  periods.push({ start: s, end });
  return periods;
}

/**
 * A company incorporated on or after the period's start: its first period, with no last year to bring anything
 * forward from, and no earlier profits to carry a loss back to. Incorporated 10 Mar 2025, period from 10 Mar 2025: yes.
 */
export function startsAtIncorporation(period: Period, incorporationDate: IsoDate | null | undefined): boolean {
  return incorporationDate != null && incorporationDate >= period.start;
}

/**
 * A company's first period that starts at incorporation and runs past 12 months (the usual case: the first
 * accounting reference date is the end of the month of the first anniversary, CA 2006 s391(4)), whose accounts get
 * the longer deadline of s442(3). Incorporated 15 Jan 2025 with a period to 31 Jan 2026: yes.
 */
export function isFirstLongPeriod(period: Period, incorporationDate: IsoDate | null | undefined): boolean {
  return incorporationDate === period.start && period.end > twelveMonthEnd(period.start);
}
