/** Base 36 in six characters: 36^6 submission numbers for one presenter. */
const WIDTH = 6;
const LIMIT = 36 ** WIDTH;

/**
 * The gateway's SubmissionNumber for the presenter's `n`th submission (n ≥ 1, from a counter the database keeps
 * per presenter, so a number is never given twice): six characters, digits and capital letters. 1 → "000001",
 * 36 → "000010", 36^6 − 1 → "ZZZZZZ".
 */
export function submissionNumberOf(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1 || n >= LIMIT) {
    throw new RangeError(`submission counter ${n} is outside 1 … ${LIMIT - 1}`);
  }
  return n.toString(36).toUpperCase().padStart(WIDTH, "0");
}
