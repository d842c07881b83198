import { type IsoDate, type Period, splitIsoDate } from "../dates";
import { mulDiv, type Pence, pence, sum, ZERO } from "../money";
import type { AccountsTransaction } from "./types";

export const DEFAULT_EQUIPMENT_LIFE_YEARS = 3;

export interface DepreciatedAsset {
  transactionId: string;
  date: IsoDate;
  /** Cost: the money paid out (a refund or sale is a negative cost). */
  cost: Pence;
  monthsInUse: number;
  charge: Pence;
}

export interface DepreciationSchedule {
  lifeYears: number;
  assets: DepreciatedAsset[];
  onAdditions: Pence;
  onOpeningFixedAssets: Pence;
  total: Pence;
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
 * Straight-line depreciation, a full month's charge for the month of purchase and every later month to the period
 * end (FRS 105 section 13: the cost is spread over the useful life; the month convention is ours, a common
 * practice that needs no day counts). Opening fixed assets are depreciated only when their remaining life is known.
 */
export function depreciationSchedule(
  equipment: readonly AccountsTransaction[],
  period: Period,
  openingFixedAssets: Pence,
  lifeYears: number = DEFAULT_EQUIPMENT_LIFE_YEARS,
  openingRemainingMonths: number | null = null,
): DepreciationSchedule {
  if (!Number.isInteger(lifeYears) || lifeYears < 1)
    throw new RangeError(`useful life must be whole years ≥ 1, got ${lifeYears}`);
  const lifeMonths = lifeYears * 12;
  const assets = equipment.map((t) => {
    const cost = pence(-t.amount);
    const monthsInUse = monthsInclusive(t.date, period.end);
    return {
      transactionId: t.id,
      date: t.date,
      cost,
      monthsInUse,
      charge: straightLine(cost, monthsInUse, lifeMonths),
    };
  });
  const onAdditions = sum(assets.map((a) => a.charge));
  const onOpeningFixedAssets =
    openingRemainingMonths !== null && openingRemainingMonths > 0 && openingFixedAssets > 0
      ? straightLine(openingFixedAssets, monthsInclusive(period.start, period.end), openingRemainingMonths)
      : ZERO;
  return { lifeYears, assets, onAdditions, onOpeningFixedAssets, total: pence(onAdditions + onOpeningFixedAssets) };
}
