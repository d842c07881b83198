import { type PoundsJson, toPoundsJson } from "../money";
import type { CorporationTaxComputation } from "./types";

/** Numeric fields of a tax computation that are not money. */
export const TAX_NON_MONEY_KEYS: ReadonlySet<string> = new Set([
  "days",
  "financialYear",
  "associatedCompanies",
  "mainRatePercent",
  "smallProfitsRatePercent",
  "appliedRatePercent",
  "ratePercent",
  "profitBox",
  "rateBox",
  "taxBox",
  "box326",
  "box327",
  "box328",
  "box330",
  "box380",
]);

export function corporationTaxToJson(c: CorporationTaxComputation): PoundsJson<CorporationTaxComputation> {
  return toPoundsJson(c, TAX_NON_MONEY_KEYS);
}
