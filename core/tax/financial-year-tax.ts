import type { Pence } from "../money";
import type { FinancialYearPart, FinancialYearRules } from "./financial-years";
import { type Rational, rat, ratAdd, ratCompare, ratDiv, ratFromPence, ratMul, ratSub, ratZero } from "./rational";
import type { TaxBand } from "./types";

/** One financial year's share of an accounting period, with exact (unrounded) amounts in pence. */
export interface ExactPartInput {
  part: FinancialYearPart;
  rules: FinancialYearRules;
  /** N for this part: profits chargeable × part days / AP days, exactly; it decides whether there are profits. */
  profits: Rational;
  /** This part's whole-pound share of the profits chargeable (box 335 or 385): the profit the rate is charged on. */
  chargedProfits: Rational;
  /** A for this part. */
  augmentedProfits: Rational;
  /** Part days / AP days for a 12-month period, part days / 365 for a short one (§4 conventions 1 and 3). */
  limitScale: Rational;
  associatedCompanies: number;
}

export interface ExactPartTax {
  band: TaxBand;
  appliedRatePercent: number;
  lowerLimit: Rational | null;
  upperLimit: Rational | null;
  taxBeforeRelief: Rational;
  marginalRelief: Rational;
}

function percentOf(amount: Rational, percent: number): Rational {
  return ratMul(amount, rat(percent, 100));
}

/** Limits ÷ (1 + associated companies) (CTA 2010 s18D(2)), × the part's share of a year (s18D(4)). */
function scaledLimit(limit: number, input: ExactPartInput): Rational {
  return ratMul(rat(limit, 1 + input.associatedCompanies), input.limitScale);
}

/**
 * Tax for one financial year part, exactly (CTA 2010 Part 3A): small profits rate when A ≤ L (s18A), main rate with
 * marginal relief F × (U − A) × N/A when L < A < U (s18B), main rate when A ≥ U or for a close investment-holding
 * company (s18N); a flat rate before FY2023. N in the
 * tax and in the relief is the part's whole-pound box (335 or 385), as the CT600 states it: the tax box must be that
 * profit × the rate (HMRC CT600 rule F035), and HMRC's own CT600 calculator works marginal relief from the same box.
 * So the fraction N/A is the box over the box plus the part's exempt distributions (exactly 1 without any), while
 * the band and U − A use the part's exact A (uk-accounting-rules §4).
 */
export function exactPartTax(input: ExactPartInput): ExactPartTax {
  const { rules, profits, chargedProfits: n, augmentedProfits: a } = input;
  const main = rules.mainRatePercent;
  const small = rules.smallProfits;
  const lower = small ? scaledLimit(small.lowerLimit, input) : null;
  const upper = small ? scaledLimit(small.upperLimit, input) : null;
  const result = (band: TaxBand, ratePercent: number, relief: Rational = ratZero): ExactPartTax => ({
    band,
    appliedRatePercent: ratePercent,
    lowerLimit: lower,
    upperLimit: upper,
    taxBeforeRelief: band === "no-profits" ? ratZero : percentOf(n, ratePercent),
    marginalRelief: relief,
  });
  if (ratCompare(profits, ratZero) <= 0) return result("no-profits", small?.ratePercent ?? main);
  // A close investment-holding company's year from FY2023 is charged at the main rate, not one flat rate for all.
  if (!small || !lower || !upper) return result(rules.closeInvestmentHolding ? "main-rate" : "flat-rate", main);
  if (ratCompare(a, lower) <= 0) return result("small-profits-rate", small.ratePercent);
  if (ratCompare(a, upper) >= 0) return result("main-rate", main);
  const fraction = rat(small.fraction.numerator, small.fraction.denominator);
  const boxAugmented = ratAdd(n, ratSub(a, profits));
  const relief = ratMul(ratMul(fraction, ratSub(upper, a)), ratDiv(n, boxAugmented));
  return result("marginal-relief", main, relief);
}

/** Profits are apportioned to each financial year on a strict time basis (CTA 2010 s1172). */
export function apportionByDays(total: Pence, partDays: number, periodDays: number): Rational {
  return ratMul(ratFromPence(total), rat(partDays, periodDays));
}
