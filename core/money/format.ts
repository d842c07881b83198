import type { Pence } from "./pence";

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

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

/** Whole pounds, rounded half away from zero, for statutory forms: "£1,235". */
export function formatWholePounds(p: Pence): string {
  const pounds = Math.round(Math.abs(p) / 100);
  const body = `£${groupThousands(String(pounds))}`;
  return p < 0 && pounds !== 0 ? `-${body}` : body;
}
