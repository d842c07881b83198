import type { CategoryId } from "../categories";
import type { IsoDate } from "../dates";
import type { Pence } from "../money";
import type { AssetKind, CapitalAsset } from "../tax/capital-allowances";
import type { VatRate } from "../vat";

/** A fixed asset line's details as the register keeps them (what the person said about it). */
export interface FixedAssetDetails {
  /** The bank line that bought it. */
  transactionId: string;
  boughtOn: IsoDate;
  /** What was paid (positive): the cost when the line is outside the period's own postings. */
  cost: Pence;
  kind: AssetKind;
  isNew: boolean;
  co2GramsPerKm: number | null;
  disposedOn: IsoDate | null;
  disposalProceeds: Pence | null;
  /** The purchase line's category and VAT rate as set on it (null: its category's default), where known. */
  categoryId?: CategoryId | null;
  vatRate?: VatRate | null;
}

/** A line the register has not been told about: a vehicle is taken to be a car, anything else plant, both new. */
export const defaultAssetKind = (categoryId: CategoryId | string | null): AssetKind =>
  categoryId === "motor-vehicles" ? "car" : "plant";

/**
 * The assets capital allowances read: every asset of the register (so a sale in this period of one bought earlier
 * is seen), each of this period's at its cost net of any VAT reclaimed (the postings'), and any of this period's
 * equipment lines the register does not know, with the defaults.
 */
export function capitalAssetsFor(
  equipment: readonly { transactionId: string; date: IsoDate; cost: Pence }[],
  register: readonly FixedAssetDetails[],
  categoryOf: (transactionId: string) => CategoryId | null,
): CapitalAsset[] {
  const netCost = new Map(equipment.map((e) => [e.transactionId, e.cost]));
  const known = new Set(register.map((r) => r.transactionId));
  const fromRegister = register.map((r) => ({
    id: r.transactionId,
    kind: r.kind,
    isNew: r.isNew,
    co2GramsPerKm: r.co2GramsPerKm,
    boughtOn: r.boughtOn,
    cost: netCost.get(r.transactionId) ?? r.cost,
    disposedOn: r.disposedOn,
    disposalProceeds: r.disposalProceeds,
  }));
  const unknown = equipment
    .filter((e) => !known.has(e.transactionId))
    .map((e) => ({
      id: e.transactionId,
      kind: defaultAssetKind(categoryOf(e.transactionId)),
      isNew: true,
      co2GramsPerKm: null,
      boughtOn: e.date,
      cost: e.cost,
      disposedOn: null,
      disposalProceeds: null,
    }));
  return [...fromRegister, ...unknown];
}
