import type { Pence } from "./pence";

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/**
 * The plainest amount text, read character by character: an optional minus, digits, and optionally a point with one
 * or two digits ("-12.34", "100", "12.5"). Null for anything else, which each caller then reads by its fuller rules
 * (fromDecimalString's pattern, parseMoney for a bank's cell): this takes a subset of what both take, with the same
 * value. Most cells of most statements and every amount the API and the database carry have this form, and reading
 * them here is several times faster than a regular expression.
 */
export function readPlainDecimal(s: string): Pence | null {
  const n = s.length;
  const negative = s.charCodeAt(0) === 45;
  const digitsStart = negative ? 1 : 0;
  let i = digitsStart;
  let whole = 0;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) break;
    whole = whole * 10 + (c - 48);
  }
  if (i === digitsStart) return null;
  let frac = 0;
  if (i < n) {
    if (s.charCodeAt(i) !== 46) return null;
    const fracDigits = n - i - 1;
    if (fracDigits < 1 || fracDigits > 2) return null;
    for (let k = i + 1; k < n; k++) {
      const c = s.charCodeAt(k);
      if (c < 48 || c > 57) return null;
      frac = frac * 10 + (c - 48);
    }
    if (fracDigits === 1) frac *= 10;
  }
  const value = whole * 100 + frac;
  if (value > MAX_SAFE) return null;
  return (negative && value !== 0 ? -value : value) as Pence;
}
