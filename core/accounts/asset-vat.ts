import { defaultVatRate } from "../categories";
import type { AssetKind } from "../tax/capital-allowances";
import type { VatRate } from "../vat";
import type { AccountsTransaction } from "./types";

/**
 * The VAT rate a fixed asset line posts with. Input VAT on a car is never reclaimed (VAT (Input Tax) Order 1992,
 * SI 1992/3222, art 7; VAT Notice 700/64 §3), whatever rate the line carries; a van or other plant is a normal
 * purchase, standard rated unless the line says otherwise. A line the register does not know keeps its own rate or
 * its category's default (a vehicle's default is no VAT: a car until the register says otherwise).
 */
export function assetLineVatRate(t: AccountsTransaction, kind: AssetKind | undefined): VatRate {
  if (kind === "car") return "outside-scope";
  if (t.vatRate) return t.vatRate;
  if (kind && t.categoryId === "motor-vehicles") return "standard";
  return defaultVatRate(t.categoryId);
}
