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

/** The period's equipment sales as `matchEquipmentSales` ties them to the register (core/accounts/disposals). */
export interface CapitalSales {
  /** Register asset id → the proceeds the bank received for it, net of the VAT the sale bore. */
  proceedsOf: ReadonlyMap<string, Pence>;
  /** Receipts the register cannot tie to an asset. */
  unexplained: readonly { transactionId: string; date: IsoDate; proceeds: Pence }[];
}

const NO_SALES: CapitalSales = { proceedsOf: new Map(), unexplained: [] };

/**
 * The assets capital allowances read: every asset of the register (so a sale in this period of one bought earlier
 * is seen), each of this period's at its cost net of any VAT reclaimed (the postings'), and any of this period's
 * equipment purchases the register does not know, with the defaults. A sale is one disposal event (CAA 2001 s61(1)):
 * a receipt tied to the register's asset gives that asset's disposal value from what the bank received (net of
 * VAT), never a second one; a receipt the register cannot place is a disposal of plant of its category's kind,
 * valued at its proceeds (the cost that would cap it, s62, is unknown). Money in is never a negative purchase.
 */
export function capitalAssetsFor(
  equipment: readonly { transactionId: string; date: IsoDate; cost: Pence }[],
  register: readonly FixedAssetDetails[],
  categoryOf: (transactionId: string) => CategoryId | null,
  sales: CapitalSales = NO_SALES,
): CapitalAsset[] {
  const purchases = equipment.filter((e) => e.cost > 0);
  const netCost = new Map(purchases.map((e) => [e.transactionId, e.cost]));
  const known = new Set(register.map((r) => r.transactionId));
  const fromRegister = register.map((r) => ({
    id: r.transactionId,
    kind: r.kind,
    isNew: r.isNew,
    co2GramsPerKm: r.co2GramsPerKm,
    boughtOn: r.boughtOn,
    cost: netCost.get(r.transactionId) ?? r.cost,
    disposedOn: r.disposedOn,
    disposalProceeds: sales.proceedsOf.get(r.transactionId) ?? r.disposalProceeds,
  }));
  const unknown = purchases
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
  const soldUnknown = sales.unexplained.map((r) => ({
    id: r.transactionId,
    kind: defaultAssetKind(categoryOf(r.transactionId)),
    isNew: false,
    co2GramsPerKm: null,
    boughtOn: r.date,
    cost: r.proceeds,
    disposedOn: r.date,
    disposalProceeds: r.proceeds,
    saleOnly: true,
  }));
  return [...fromRegister, ...unknown, ...soldUnknown];
}
