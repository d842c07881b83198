import { readPlainDecimal } from "./plain-decimal";

/**
 * Money is integer pence. A branded number keeps pence from mixing with pounds or counts by accident.
 * Integers are exact in a double up to 2^53, far beyond any micro company's books (≈ £90 trillion).
 */
export type Pence = number & { readonly __brand: "Pence" };

export const ZERO = 0 as Pence;

/** Brands an integer as pence; throws on a fraction, which would be a programming error, not bad input. */
export function pence(value: number): Pence {
  if (!Number.isSafeInteger(value)) throw new RangeError(`pence must be a safe integer, got ${value}`);
  return (value === 0 ? 0 : value) as Pence; // normalise -0
}

export function add(a: Pence, b: Pence): Pence {
  return pence(a + b);
}

export function sub(a: Pence, b: Pence): Pence {
  return pence(a - b);
}

export function neg(a: Pence): Pence {
  return pence(-a);
}

export function abs(a: Pence): Pence {
  return pence(Math.abs(a));
}

/** The amount, or nothing when it is below nothing: a balance that cannot go negative (a loss left, a charge). */
export function atLeastZero(a: Pence): Pence {
  return a > 0 ? a : ZERO;
}

export function sum(values: Iterable<Pence>): Pence {
  let total = 0;
  for (const v of values) total += v;
  return pence(total);
}

/** Whole pounds (integer) to pence. */
export function fromPounds(pounds: number): Pence {
  if (!Number.isSafeInteger(pounds)) throw new RangeError(`whole pounds expected, got ${pounds}`);
  return pence(pounds * 100);
}

/**
 * Pounds as a number with 2 decimals, for JSON at the edge (reports). Dividing an integer by 100 yields the
 * nearest double to the decimal, which prints back exactly with 2 decimals.
 */
export function toPoundsNumber(p: Pence): number {
  return p / 100;
}

/**
 * Exact conversion of a JSON number in pounds (e.g. 12.34 from a parsed CSV row) to pence.
 * Goes through the shortest decimal string of the number, never through multiplication.
 */
export function fromPoundsNumber(value: number): Pence | null {
  if (!Number.isFinite(value)) return null;
  return fromDecimalString(String(value));
}

/** Parses a plain decimal string such as "-1234.5" or "12.34" (the database's numeric text) to pence; null if not one. */
export function fromDecimalString(text: string): Pence | null {
  const trimmed = text.trim();
  return readPlainDecimal(trimmed) ?? decimalByPattern(trimmed);
}

/**
 * Pence from an API's decimal string, where a missing or unreadable amount counts as 0 (the list's amounts, balances
 * and totals as pages show them; a value the server wrote that cannot be read would be a fault, not a figure).
 */
export function penceOf(decimal: string | null | undefined): Pence {
  return (decimal ? fromDecimalString(decimal) : null) ?? ZERO;
}

/** Every form fromDecimalString takes, by regular expression; `text` is trimmed. Exported for its test. */
export function decimalByPattern(text: string): Pence | null {
  const m = /^([+-])?(\d+)(?:\.(\d{0,2})(0*))?$/.exec(text);
  if (!m) {
    // Scientific notation from String(number) for very small/large values.
    if (/^[+-]?\d+(\.\d+)?e[+-]?\d+$/i.test(text)) {
      const n = Number(text);
      const r = Math.round(n * 100);
      return Number.isSafeInteger(r) && Math.abs(n * 100 - r) < 1e-6 ? pence(r) : null;
    }
    return null;
  }
  const [, sign, whole = "0", frac = ""] = m;
  const value = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  if (!Number.isSafeInteger(value)) return null;
  return pence(sign === "-" ? -value : value);
}

/** "-1234.56" — the decimal string the API and the database carry. */
export function toDecimalString(p: Pence): string {
  const sign = p < 0 ? "-" : "";
  const a = Math.abs(p);
  return `${sign}${Math.trunc(a / 100)}.${String(a % 100).padStart(2, "0")}`;
}

/**
 * Multiplies by a ratio and rounds half away from zero, exactly (BigInt), for apportioning and tax.
 */
export function mulDiv(p: Pence, numerator: number, denominator: number): Pence {
  if (denominator === 0) throw new RangeError("division by zero");
  const n = BigInt(p) * BigInt(numerator);
  const d = BigInt(denominator);
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  let q = an / ad;
  if ((an % ad) * 2n >= ad) q += 1n;
  return pence(Number(negative ? -q : q));
}

/**
 * Splits a total across weights so the parts always sum to the total; the rounding leftover goes to the last
 * part with a non-zero weight (one fixed place, as the house rules ask).
 */
export function allocate(total: Pence, weights: readonly number[]): Pence[] {
  const weightSum = weights.reduce((a, b) => a + b, 0);
  if (weightSum === 0) return weights.map(() => ZERO);
  const parts = weights.map((w) => mulDiv(total, w, weightSum));
  const leftover = total - parts.reduce((a, b) => a + b, 0);
  let last = -1;
  weights.forEach((w, i) => {
    if (w !== 0) last = i;
  });
  parts[last] = pence((parts[last] ?? 0) + leftover);
  return parts;
}
