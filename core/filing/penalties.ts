import { addMonthsKeepingMonthEnd, daysBetween, type IsoDate } from "../dates";
import { formatWholePounds, fromPounds, type Pence, ZERO } from "../money";

export type LateFilingBand = "not-late" | "up-to-1-month" | "1-to-3-months" | "3-to-6-months" | "over-6-months";

export interface LateFilingPenalty {
  late: boolean;
  daysLate: number;
  band: LateFilingBand;
  amount: Pence;
  /** Doubled because the previous year's accounts were also late (SI 2008/497 reg 2(2)). */
  doubled: boolean;
  /** False when only a number of days was given, so month lengths had to be assumed. */
  exact: boolean;
  description: string;
}

/** Either the days late, or the deadline and the day the accounts were (or will be) delivered. */
export type Lateness = number | { deadline: IsoDate; filedOn: IsoDate };

/** Private company penalties (CA 2006 s453; SI 2008/497 Schedule). */
const BANDS: readonly { band: LateFilingBand; months: number; pounds: number; label: string }[] = [
  { band: "up-to-1-month", months: 1, pounds: 150, label: "not more than 1 month late" },
  { band: "1-to-3-months", months: 3, pounds: 375, label: "more than 1 month but not more than 3 months late" },
  { band: "3-to-6-months", months: 6, pounds: 750, label: "more than 3 months but not more than 6 months late" },
  { band: "over-6-months", months: Number.POSITIVE_INFINITY, pounds: 1_500, label: "more than 6 months late" },
];

/** With only a day count the longest months are assumed (31, 92, 184 days), so a borderline case gets the lower band. */
const DAYS_FOR_MONTHS: Record<number, number> = { 1: 31, 3: 92, 6: 184 };

function bandIndex(lateness: Lateness): number {
  return BANDS.findIndex(({ months }) => {
    if (!Number.isFinite(months)) return true;
    if (typeof lateness === "number") return lateness <= (DAYS_FOR_MONTHS[months] ?? 0);
    return lateness.filedOn <= addMonthsKeepingMonthEnd(lateness.deadline, months);
  });
}

/**
 * The Companies House late filing penalty for a private company: £150 / £375 / £750 / £1,500 by how late, doubled
 * when the accounts for the previous financial year were also delivered late. Months are counted from the deadline
 * with the s443 month-end rule when dates are given.
 */
export function lateFilingPenalty(lateness: Lateness, lateLastYear = false): LateFilingPenalty {
  const daysLate = typeof lateness === "number" ? lateness : daysBetween(lateness.deadline, lateness.filedOn);
  const exact = typeof lateness !== "number";
  if (daysLate <= 0) {
    return {
      late: false,
      daysLate: 0,
      band: "not-late",
      amount: ZERO,
      doubled: false,
      exact,
      description: "Not late: no penalty.",
    };
  }
  const found = BANDS[bandIndex(lateness)]!;
  const amount = fromPounds(found.pounds * (lateLastYear ? 2 : 1));
  const doubledText = lateLastYear ? ", doubled because last year's accounts were also late" : "";
  return {
    late: true,
    daysLate,
    band: found.band,
    amount,
    doubled: lateLastYear,
    exact,
    description: `${daysLate} days late (${found.label}): penalty ${formatWholePounds(amount)}${doubledText}.`,
  };
}
