import { type Pence, pence, sum } from "../money";
import { type Rational, rat, ratMul, ratRound, ratToPence } from "./rational";

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

/**
 * Whole pounds apportioned by days, as HMRC's CT600 rules check them: every part but the last is total × part days
 * / period days rounded half up (rule F032.4: box 335 = 315 × FY1 days / AP days, rounded), and the last part takes
 * the remainder, so the parts add up to the total (rule F900.1: 315 = 335 + 385). `total` is whole pounds.
 */
export function splitWholePoundsByDays(total: Pence, partDays: readonly number[], periodDays: number): Pence[] {
  const pounds = total / 100;
  const parts = partDays.map((d) => pence(Number(ratRound(ratMul(rat(pounds), rat(d, periodDays)))) * 100));
  const last = parts.length - 1;
  if (last >= 0) parts[last] = pence(total - sum(parts.slice(0, last)));
  return parts;
}
