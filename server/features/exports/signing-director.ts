import { formatLongUk, type IsoDate } from "../../../core/dates";
import { AppError } from "../../platform/errors";

const normalise = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * CA 2006 s414: the balance sheet is signed by a director. The name must be one of the company's directors (as on
 * the Company page; case and spacing aside); the pack shows it as entered there.
 */
export function signingDirector(requested: string, directors: readonly string[]): string {
  const match = directors.find((d) => normalise(d) === normalise(requested));
  if (match) return match.trim();
  const listed = directors.filter((d) => d.trim());
  throw new AppError(
    "bad_request",
    listed.length === 0
      ? "Please add the company's directors on the Company page: a director signs the accounts."
      : `${requested.trim()} is not one of the company's directors (${listed.join(", ")}). Choose the director approving the accounts.`,
  );
}

/** The approval date: not before the balance sheet date, and not in the future (a date the board has reached). */
export function checkApprovalDate(date: IsoDate, periodEnd: IsoDate | null, today: IsoDate): IsoDate {
  if (periodEnd && date < periodEnd) {
    throw new AppError(
      "bad_request",
      `The approval date (${formatLongUk(date)}) cannot be before the balance sheet date (${formatLongUk(periodEnd)}).`,
    );
  }
  if (date > today) {
    throw new AppError(
      "bad_request",
      `The approval date (${formatLongUk(date)}) cannot be in the future: the accounts are approved on or before today (${formatLongUk(today)}).`,
    );
  }
  return date;
}
