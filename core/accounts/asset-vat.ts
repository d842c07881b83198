import { defaultVatRate } from "../categories";
import type { IsoDate } from "../dates";
import { neg, type Pence, ZERO } from "../money";
import type { AssetKind } from "../tax/capital-allowances";
import { isRegisteredOn, type VatRate } from "../vat";
import type { FixedAssetDetails } from "./capital-assets";
import type { AccountsTransaction } from "./types";
import { type VatRules, vatTreatment } from "./vat-treatment";

/**
 * The VAT rate a fixed asset line posts with. Input VAT on a car is never reclaimed (VAT (Input Tax) Order 1992,
 * SI 1992/3222, art 7; VAT Notice 700/64 §3), whatever rate the line carries; a van or other plant is a normal
 * purchase, standard rated unless the line says otherwise. A line the register does not know keeps its own rate or
 * its category's default (a vehicle's default is no VAT: a car until the register says otherwise).
 */
export function assetLineVatRate(
  t: Pick<AccountsTransaction, "categoryId" | "vatRate">,
  kind: AssetKind | undefined,
): VatRate {
  if (kind === "car") return "outside-scope";
  if (t.vatRate) return t.vatRate;
  if (kind && t.categoryId === "motor-vehicles") return "standard";
  return defaultVatRate(t.categoryId);
}

const daysApart = (a: IsoDate, b: IsoDate) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

/**
 * The register's asset a fixed asset line of money in sold: one whose recorded sale has exactly the line's proceeds,
 * the one sold nearest the line's date when several have; null when none has (the sale is not on the register).
 */
export function assetSoldBy(
  t: Pick<AccountsTransaction, "date" | "amount">,
  register: readonly FixedAssetDetails[],
): FixedAssetDetails | null {
  const sold = register.filter((a) => a.disposedOn !== null && a.disposalProceeds === t.amount);
  const nearest = [...sold].sort((a, b) => daysApart(a.disposedOn!, t.date) - daysApart(b.disposedOn!, t.date));
  return nearest[0] ?? null;
}

/**
 * Whether input VAT was reclaimed on buying a registered asset, as the company's VAT rules treat its purchase line:
 * on the flat rate scheme only a capital purchase of £2,000 or more including VAT (VAT Notice 733 §15), never a car
 * (SI 1992/3222 art 7). Null when bought before the VAT registration: VAT on goods still held at registration may
 * have been reclaimed as pre-registration input tax (VAT Regulations 1995 reg 111), which the books cannot see.
 */
export function purchaseVatReclaimed(asset: FixedAssetDetails, rules: VatRules): boolean | null {
  if (!isRegisteredOn(rules.registration, asset.boughtOn)) return null;
  return purchaseVat(asset, rules) !== 0;
}

/**
 * The input VAT reclaimed on buying a registered asset (positive; nothing when none was), as its purchase line
 * posts it: the accounts capitalise, and the capital allowances claim, what was paid less this.
 */
export function purchaseVat(asset: FixedAssetDetails, rules: VatRules): Pence {
  if (!isRegisteredOn(rules.registration, asset.boughtOn)) return ZERO;
  const rate = assetLineVatRate({ categoryId: asset.categoryId ?? "equipment", vatRate: asset.vatRate }, asset.kind);
  const purchase = { kind: "equipment", gross: neg(asset.cost), rate, date: asset.boughtOn } as const;
  return neg(vatTreatment(purchase, rules).vat);
}
