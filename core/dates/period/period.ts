import { daysInPeriod, type IsoDate } from "../iso-date";
import { twelveMonthEnd } from "./month-end";

/** A span of whole days, both ends inclusive: a company's period of account, a tax accounting period, a filing's. */
export interface Period {
  start: IsoDate;
  end: IsoDate;
}

/** The period with these ends, or null while either is unset (a company stores its two ends apart). */
export function periodFrom(start: IsoDate | null, end: IsoDate | null): Period | null {
  return start && end ? { start, end } : null;
}

/** Days in the period, both ends counted: 1 Apr 2024 to 31 Mar 2025 has 365. */
export function periodDays(period: Period): number {
  return daysInPeriod(period.start, period.end);
}

/** The 12 months beginning on `start`, ending as `twelveMonthEnd` says (1 Apr 2025 → 31 Mar 2026). */
export function twelveMonthsFrom(start: IsoDate): Period {
  return { start, end: twelveMonthEnd(start) };
}
