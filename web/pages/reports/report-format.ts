import { formatLongUk } from "../../../core/dates";
import { formatGBP, formatGBPAccounts, fromPoundsNumber, type Pence } from "../../../core/money";

/** Money reaches the web as pounds with 2 decimals; it is turned back into pence only to be formatted by core. */
function toPence(pounds: number): Pence {
  const p = fromPoundsNumber(pounds);
  if (p === null) throw new RangeError(`not an amount: ${pounds}`);
  return p;
}

/** "£1,234.56", "-£12.00". */
export const formatPounds = (pounds: number): string => formatGBP(toPence(pounds));

/** "(£1,234.56)" for a negative figure, as accounts show losses. */
export const formatPoundsAccounts = (pounds: number): string => formatGBPAccounts(toPence(pounds));

/** "1 April 2025 to 31 March 2026", or "N/A" when either end is missing. */
export function formatPeriod(start: string | null, end: string | null): string {
  return start && end ? `${formatLongUk(start)} to ${formatLongUk(end)}` : "N/A";
}

/** A category confidence (0..1) as a whole-number percentage, "92%". */
export const formatConfidence = (confidence: number): string => `${Math.round(confidence * 100)}%`;
