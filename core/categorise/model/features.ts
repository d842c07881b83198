import { parseNarrative } from "../normalise-payee";
import { directionOf } from "../types";

/** Size bands in pence (absolute amount): under £10, £30, £100, £300, £1,000, £3,000, and above. */
const BAND_LIMITS = [1_000, 3_000, 10_000, 30_000, 100_000, 300_000];
export const BAND_COUNT = BAND_LIMITS.length + 1;
/** Direction × size band: the cell a row falls in for the amount part of the model. */
export const CELL_COUNT = 2 * BAND_COUNT;

export function amountCell(amount: number): number {
  const size = Math.abs(amount);
  let band = 0;
  while (band < BAND_LIMITS.length && size >= BAND_LIMITS[band]!) band++;
  return (directionOf(amount) === "in" ? 0 : BAND_COUNT) + band;
}

const MIN_GRAM = 3;
const MAX_GRAM = 5;

/**
 * Text features of a narrative: character 3–5-grams of the normalised payee (padded with spaces so word starts and
 * ends count), its words ("w:"), the bank codes ("k:") and the reference words ("r:"). Distinct, in a stable order.
 */
export function textFeatures(description: string): string[] {
  const parsed = parseNarrative(description);
  const out = new Set<string>();
  const padded = ` ${parsed.payee} `;
  if (parsed.payee !== "") {
    for (let n = MIN_GRAM; n <= MAX_GRAM; n++) {
      for (let i = 0; i + n <= padded.length; i++) out.add(padded.slice(i, i + n));
    }
    for (const w of parsed.payee.split(" ")) out.add(`w:${w}`);
  }
  for (const code of parsed.codes) out.add(`k:${code}`);
  for (const word of parsed.extras) out.add(`r:${word}`);
  return [...out];
}
