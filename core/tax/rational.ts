import { type Pence, pence } from "../money";

/**
 * Exact fractions over BigInt, so marginal relief (3/200 × (U − A) × N/A, limits × days/365, profits × days/AP days)
 * is never rounded until the final figure (uk-accounting-rules §4, convention 5). Values are in pence.
 */
export interface Rational {
  readonly n: bigint;
  /** Always positive; the fraction is kept in lowest terms. */
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function rat(n: bigint | number, d: bigint | number = 1n): Rational {
  let num = BigInt(n);
  let den = BigInt(d);
  if (den === 0n) throw new RangeError("division by zero");
  if (den < 0n) [num, den] = [-num, -den];
  const g = gcd(num, den) || 1n;
  return { n: num / g, d: den / g };
}

export const ratZero = rat(0);

export function ratAdd(a: Rational, b: Rational): Rational {
  return rat(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function ratSub(a: Rational, b: Rational): Rational {
  return rat(a.n * b.d - b.n * a.d, a.d * b.d);
}

export function ratMul(a: Rational, b: Rational): Rational {
  return rat(a.n * b.n, a.d * b.d);
}

export function ratDiv(a: Rational, b: Rational): Rational {
  if (b.n === 0n) throw new RangeError("division by zero");
  return rat(a.n * b.d, a.d * b.n);
}

export function ratSum(values: readonly Rational[]): Rational {
  return values.reduce(ratAdd, ratZero);
}

/** −1, 0 or 1 as a compares with b. */
export function ratCompare(a: Rational, b: Rational): number {
  const diff = a.n * b.d - b.n * a.d;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/** Rounds to the nearest integer, halves away from zero (half-up for the positive amounts tax produces). */
export function ratRound(r: Rational): bigint {
  const negative = r.n < 0n;
  const a = negative ? -r.n : r.n;
  let q = a / r.d;
  if ((a % r.d) * 2n >= r.d) q += 1n;
  return negative ? -q : q;
}

export function ratFromPence(p: Pence): Rational {
  return rat(BigInt(p));
}

/** The single rounding step: an exact amount in pence to whole pence. */
export function ratToPence(r: Rational): Pence {
  return pence(Number(ratRound(r)));
}
