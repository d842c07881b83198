import { formatLongUk, type IsoDate, isIsoDate } from "../../../../core/dates";

/** Today as YYYY-MM-DD in the UK, where the accounts are approved and filed (the server dates packs the same way). */
export function londonToday(now: Date = new Date()): IsoDate {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
  return parts as IsoDate;
}

/**
 * CA 2006 s414: the board approves the accounts on a date that is not before the balance sheet date (spec part 2:
 * "the approval date must be on or after the balance sheet date"), and approval cannot be dated in the future.
 * ISO dates compare as text. Returns the field's error, or null when the date is fine.
 */
export function approvalDateError(date: string, periodEnd: string | null, today: IsoDate): string | null {
  if (date.trim() === "") return "Approval date is required";
  if (!isIsoDate(date)) return "Please enter the approval date as a full date.";
  if (periodEnd && isIsoDate(periodEnd) && date < periodEnd) {
    return `Approval date cannot be before balance sheet date (${formatLongUk(periodEnd)}).`;
  }
  if (date > today) return "Approval date cannot be in the future.";
  return null;
}

/** The date the field starts with: today, when the period has ended; else empty for the person to choose. */
export function defaultApprovalDate(periodEnd: string | null, today: IsoDate): string {
  return periodEnd && periodEnd <= today ? today : "";
}
