import { addDays, addMonths, daysInPeriod, type IsoDate, startOfMonth } from "../../../core/dates";

/** The 12 months starting at the first day of the earliest transaction's month. */
export function suggestPeriod(firstTransactionDate: IsoDate | null): { start: IsoDate; end: IsoDate } | null {
  if (!firstTransactionDate) return null;
  const start = startOfMonth(firstTransactionDate);
  return { start, end: addDays(addMonths(start, 12), -1) };
}

/** Plain-English notes about a chosen period, and an error when it cannot be right. */
export function checkPeriod(start: IsoDate | null, end: IsoDate | null): { error: string | null; notes: string[] } {
  if (!start || !end) return { error: null, notes: [] };
  if (end < start) return { error: "The period end must be after the period start.", notes: [] };
  const days = daysInPeriod(start, end);
  if (end > addDays(addMonths(start, 18), -1)) {
    return { error: "An accounting period for Companies House can be at most 18 months long.", notes: [] };
  }
  const notes: string[] = [];
  if (end > addDays(addMonths(start, 12), -1)) {
    notes.push(
      `This period is ${days} days long, more than 12 months. Companies House accepts one set of accounts for it, ` +
        "but HMRC needs two Company Tax Returns: one for the first 12 months and one for the rest.",
    );
  }
  return { error: null, notes };
}
