import { addDays, addMonths, endOfMonth, formatLongUk, type IsoDate } from "../iso-date";
import type { Period } from "./period";
import { startsAtIncorporation } from "./period-length";

/**
 * A company's first accounting reference date: the last day of the month in which the first anniversary of its
 * incorporation falls (CA 2006 s391(4)). Incorporated 1 Feb 2024 → 28 Feb 2025; 15 Jan 2025 → 31 Jan 2026.
 */
export function firstAccountingReferenceDate(incorporationDate: IsoDate): IsoDate {
  return endOfMonth(addMonths(incorporationDate, 12));
}

/**
 * The first period's accounts must be made up to the first accounting reference date, or to a date up to 7 days
 * either side of it (CA 2006 s390(3)); any other end needs the date changed at Companies House first (form AA01,
 * s392), or the accounts are made up to the wrong date. Incorporated 1 Feb 2024, the first ARD is 28 Feb 2025: a
 * first period to 31 Mar 2025 needs an AA01; one to 28 Feb 2025 (or 21 Feb – 7 Mar 2025) does not. Null when the
 * period is not the first, or ends within those days.
 */
export function firstPeriodEndNote(period: Period, incorporationDate: IsoDate | null | undefined): string | null {
  if (!incorporationDate || !startsAtIncorporation(period, incorporationDate)) return null;
  const ard = firstAccountingReferenceDate(incorporationDate);
  if (period.end >= addDays(ard, -7) && period.end <= addDays(ard, 7)) return null;
  return (
    `A company incorporated on ${formatLongUk(incorporationDate)} has ${formatLongUk(ard)} as its first accounting ` +
    `reference date (Companies Act 2006 s391(4)). First accounts to ${formatLongUk(period.end)} need that date ` +
    "changed at Companies House first (form AA01, s392); otherwise make them up to it."
  );
}
