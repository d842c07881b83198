import { type IsoDate, maxIsoDate, type Period, splitIsoDate } from "../dates";
import { mulDiv, type Pence, pence, sub, sum, ZERO } from "../money";
import type { RegisteredAsset } from "./opening-items";

export const DEFAULT_EQUIPMENT_LIFE_YEARS = 3;

export interface DepreciatedAsset {
  transactionId: string;
  date: IsoDate;
  /** Cost: the money paid out (a refund or sale is a negative cost). */
  cost: Pence;
  monthsInUse: number;
  charge: Pence;
  /** Sold or scrapped in the period: charged to the month before (see `monthsToDisposal`). */
  disposedOn?: IsoDate;
}

/** An asset of the register brought forward: this period's charge continues its straight line exactly. */
export interface BroughtForwardAsset {
  id: string;
  date: IsoDate;
  cost: Pence;
  lifeMonths: number;
  /** Months of this period it was in use. */
  monthsInUse: number;
  depreciationBefore: Pence;
  charge: Pence;
  disposedOn?: IsoDate;
}

export interface DepreciationSchedule {
  lifeYears: number;
  assets: DepreciatedAsset[];
  onAdditions: Pence;
  /** The register brought forward and the part of the opening fixed assets not in it (see `unregisteredOpening`). */
  onOpeningFixedAssets: Pence;
  total: Pence;
  broughtForward: BroughtForwardAsset[];
  /** Opening fixed assets not in the register: depreciated only when their remaining life is known. */
  unregisteredOpening: Pence;
  /** Their remaining life in months from the period start, when known. */
  unregisteredRemainingMonths: number | null;
  /** What `unregisteredOpening` was charged. */
  onUnregisteredOpening: Pence;
}

/** Equipment bought in the period at its cost (net of VAT reclaimed; a refund or sale is a negative cost). */
export interface Addition {
  transactionId: string;
  date: IsoDate;
  cost: Pence;
}

/** Calendar months from a's month to b's month, both counted (Jan to Mar = 3). */
export function monthsInclusive(a: IsoDate, b: IsoDate): number {
  const [ay, am] = splitIsoDate(a);
  const [by, bm] = splitIsoDate(b);
  return (by - ay) * 12 + (bm - am) + 1;
}

/** cost × months / life months, never more than the cost; symmetric for negative costs (refunds). */
function straightLine(cost: Pence, months: number, lifeMonths: number): Pence {
  if (months >= lifeMonths) return cost;
  return mulDiv(cost, Math.max(0, months), lifeMonths);
}

/**
 * Months from the month of purchase to `end`, both counted; an asset disposed of in the period stops the month
 * before its disposal (the month of purchase is charged in full, the month of sale not at all, so an asset held
 * in any month is charged for it once; bought and sold in one month, nothing).
 */
function monthsToDisposal(from: IsoDate, end: IsoDate, disposedOn: IsoDate | undefined): number {
  return disposedOn === undefined ? monthsInclusive(from, end) : monthsInclusive(from, disposedOn) - 1;
}

/** Straight line to the period end (or the disposal) less what was charged before: no rounding is charged twice. */
function continued(asset: RegisteredAsset, period: Period, disposedOn: IsoDate | undefined): BroughtForwardAsset {
  const months = monthsToDisposal(asset.date, period.end, disposedOn);
  const toDate = straightLine(asset.cost, months, asset.lifeMonths);
  return {
    id: asset.id,
    date: asset.date,
    cost: asset.cost,
    lifeMonths: asset.lifeMonths,
    monthsInUse: Math.max(0, monthsToDisposal(maxIsoDate(asset.date, period.start), period.end, disposedOn)),
    depreciationBefore: asset.depreciationToDate,
    charge: sub(toDate, asset.depreciationToDate),
    ...(disposedOn ? { disposedOn } : {}),
  };
}

export interface DepreciationOptions {
  lifeYears?: number;
  /** Remaining life in months of the opening fixed assets not in the register; null: unknown, not depreciated. */
  openingRemainingMonths?: number | null;
  register?: readonly RegisteredAsset[];
  /** The period's disposals by asset id (the purchase's bank line): their depreciation stops (FRS 105 s17.28). */
  disposedOn?: ReadonlyMap<string, IsoDate>;
}

/**
 * Straight-line depreciation, a full month's charge for the month of purchase and every later month to the period
 * end (FRS 105 section 13: the cost is spread over the useful life; the month convention is ours, a common
 * practice that needs no day counts). Assets in the register brought forward continue their own line; the rest of
 * the opening fixed assets are depreciated only when their remaining life is known.
 */
export function depreciationSchedule(
  additions: readonly Addition[],
  period: Period,
  openingFixedAssets: Pence,
  options: DepreciationOptions = {},
): DepreciationSchedule {
  const lifeYears = options.lifeYears ?? DEFAULT_EQUIPMENT_LIFE_YEARS;
  if (!Number.isInteger(lifeYears) || lifeYears < 1)
    throw new RangeError(`useful life must be whole years ≥ 1, got ${lifeYears}`);
  const lifeMonths = lifeYears * 12;
  const disposedOn = options.disposedOn ?? new Map<string, IsoDate>();
  const assets = additions.map((a) => {
    const sold = disposedOn.get(a.transactionId);
    const monthsInUse = Math.max(0, monthsToDisposal(a.date, period.end, sold));
    return {
      ...a,
      monthsInUse,
      charge: straightLine(a.cost, monthsInUse, lifeMonths),
      ...(sold ? { disposedOn: sold } : {}),
    };
  });
  const onAdditions = sum(assets.map((a) => a.charge));
  const register = options.register ?? [];
  const broughtForward = register.map((a) => continued(a, period, disposedOn.get(a.id)));
  const unregisteredOpening = sub(openingFixedAssets, sum(register.map((a) => sub(a.cost, a.depreciationToDate))));
  const remaining = options.openingRemainingMonths ?? null;
  const onUnregistered =
    remaining !== null && remaining > 0 && unregisteredOpening > 0
      ? straightLine(unregisteredOpening, monthsInclusive(period.start, period.end), remaining)
      : ZERO;
  const onOpeningFixedAssets = pence(sum(broughtForward.map((a) => a.charge)) + onUnregistered);
  return {
    lifeYears,
    assets,
    onAdditions,
    onOpeningFixedAssets,
    total: pence(onAdditions + onOpeningFixedAssets),
    broughtForward,
    unregisteredOpening,
    unregisteredRemainingMonths: remaining,
    onUnregisteredOpening: onUnregistered,
  };
}
