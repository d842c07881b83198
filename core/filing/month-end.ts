import { addMonths, endOfMonth, type IsoDate, isLastDayOfMonth } from "../dates";

/**
 * Adds calendar months the way CA 2006 s443 counts a period of months: from the last day of a month the result is
 * the last day of the target month (28 Feb 2023 + 9 months = 30 Nov 2023); from any other day it is the same day
 * number, clamped to the target month's length (30 May 2022 + 9 months = 28 Feb 2023).
 */
export function addMonthsKeepingMonthEnd(date: IsoDate, months: number): IsoDate {
  const moved = addMonths(date, months);
  return isLastDayOfMonth(date) ? endOfMonth(moved) : moved;
}
