import { addDays, addMonths, endOfMonth, type IsoDate, isLastDayOfMonth } from "../iso-date";

/**
 * Adds calendar months the way CA 2006 s443 counts a period of months: from the last day of a month the result is
 * the last day of the target month (28 Feb 2023 + 9 months = 30 Nov 2023); from any other day it is the same day
 * number, clamped to the target month's length (30 May 2022 + 9 months = 28 Feb 2023).
 */
export function addMonthsKeepingMonthEnd(date: IsoDate, months: number): IsoDate {
  const moved = addMonths(date, months);
  return isLastDayOfMonth(date) ? endOfMonth(moved) : moved;
}

/**
 * The last day of the 12 months beginning on `start`. Counting from the day before keeps month ends together, so
 * 1 Oct 2023 → 30 Sep 2024 and 29 Feb 2024 → 28 Feb 2025 (uk-accounting-rules §4 convention 2: end = start + 12
 * months − 1 day).
 */
export function twelveMonthEnd(start: IsoDate): IsoDate {
  return addMonthsKeepingMonthEnd(addDays(start, -1), 12);
}
