import type { Pence } from "./pence";
import { toWholePounds } from "./whole-pounds";

/** "1234567" → "1,234,567": digits only, no sign. */
export const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** "£1,234.56", "-£12.00"; `signed` adds "+" for positive amounts (tables show it). */
export function formatGBP(p: Pence, opts: { signed?: boolean } = {}): string {
  const a = Math.abs(p);
  const body = `£${groupThousands(String(Math.trunc(a / 100)))}.${String(a % 100).padStart(2, "0")}`;
  if (p < 0) return `-${body}`;
  return opts.signed && p > 0 ? `+${body}` : body;
}

/** "(£1,234.56)" for negatives, as accounts show losses. */
export function formatGBPAccounts(p: Pence): string {
  return p < 0 ? `(${formatGBP(Math.abs(p) as Pence)})` : formatGBP(p);
}

/** "£12,345", "-£1,000", "£0": a whole number of pounds with thousands separators. */
export function formatWholePoundsNumber(pounds: number): string {
  const digits = groupThousands(String(Math.abs(pounds)));
  return pounds < 0 ? `-£${digits}` : `£${digits}`;
}

/** Whole pounds, rounded half away from zero, for statutory forms and running text: "£1,235". */
export function formatWholePounds(p: Pence): string {
  return formatWholePoundsNumber(toWholePounds(p));
}
