import { type Pence, pence, sum } from "../money";
import { type Rational, ratToPence } from "./rational";

/**
 * Rounds each exact part to pence, then puts the leftover on the last part so the parts add up to the total that
 * was rounded once (house rule 2: leftovers go to one fixed line).
 */
export function roundPartsToTotal(parts: readonly Rational[], total: Pence): Pence[] {
  const rounded = parts.map(ratToPence);
  const last = rounded.length - 1;
  if (last >= 0) rounded[last] = pence(rounded[last]! + total - sum(rounded));
  return rounded;
}

/** Whole pounds, rounded down toward zero, for the CT600's whole-pound boxes. */
export function wholePoundsDown(p: Pence): Pence {
  return pence(p - (p % 100));
}
