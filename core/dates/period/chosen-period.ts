import { addDays, addMonths, type IsoDate, startOfMonth } from "../iso-date";
import { type Period, periodDays, twelveMonthsFrom } from "./period";

/** Where the reports' period came from: the company's own dates, or suggested from its transactions. */
export type PeriodSource = "company" | "suggested";

export interface ReportPeriod {
  period: Period;
  source: PeriodSource;
}

export interface PeriodCheck {
  error: string | null;
  notes: string[];
}

/**
 * The 12 months starting at the first day of the earliest transaction's month (17 Apr 2025 → 1 Apr 2025 to
 * 31 Mar 2026): what a company without a period of its own is shown, and given when its first rows are saved.
 */
export function suggestPeriod(firstTransactionDate: IsoDate | null): Period | null {
  return firstTransactionDate ? twelveMonthsFrom(startOfMonth(firstTransactionDate)) : null;
}

/**
 * The last day of `months` months from `start`, as the Company page has always counted them: the same day number
 * `months` later (clamped to the month's length), less a day. From 29 February this is a day earlier than
 * `twelveMonthEnd` (29 Feb 2024 + 12 months → 27 Feb 2025, not 28 Feb).
 */
function lastDayOfMonthsFrom(start: IsoDate, months: number): IsoDate {
  return addDays(addMonths(start, months), -1);
}

/**
 * Plain-English notes about a chosen period, and an error when it cannot be right. A period of account may be at
 * most 18 months (CA 2006 s392(5): 1 Jan 2025 may run to 30 Jun 2026, not to 1 Jul 2026). A longer one than 12
 * months is one set of accounts but two Company Tax Returns (CTA 2009 s10(1)(a): an accounting period ends 12 months
 * after it begins).
 */
export function checkPeriod(period: Period | null): PeriodCheck {
  if (!period) return { error: null, notes: [] };
  const { start, end } = period;
  if (end < start) return { error: "The period end must be after the period start.", notes: [] };
  if (end > lastDayOfMonthsFrom(start, 18)) {
    return { error: "An accounting period for Companies House can be at most 18 months long.", notes: [] };
  }
  const notes: string[] = [];
  if (end > lastDayOfMonthsFrom(start, 12)) {
    notes.push(
      `This period is ${periodDays(period)} days long, more than 12 months. Companies House accepts one set of accounts for it, ` +
        "but HMRC needs two Company Tax Returns: one for the first 12 months and one for the rest.",
    );
  }
  return { error: null, notes };
}

/**
 * The period the reports cover: the company's own when it has one; else the suggested one (12 months from the first
 * day of the earliest transaction's month); null when there is neither.
 */
export function reportPeriod(own: Period | null, earliestTransactionDate: IsoDate | null): ReportPeriod | null {
  if (own) return { period: own, source: "company" };
  const suggested = suggestPeriod(earliestTransactionDate);
  return suggested ? { period: suggested, source: "suggested" } : null;
}
