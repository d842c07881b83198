import type { FixedAssetDto } from "../../../core/contracts";
import { formatGBP, penceOf, sub } from "../../../core/money";

/**
 * The register's cost as the accounts take it: what was paid less the VAT reclaimed on it, so a laptop paid £1,800
 * with £300 VAT reclaimed reads £1,500, the figure capitalised and claimed. `paid` says where it came from, and is
 * null when no VAT was reclaimed (the cost is what was paid).
 */
export function fixedAssetCost(asset: Pick<FixedAssetDto, "cost" | "vatReclaimed">): {
  cost: string;
  paid: string | null;
} {
  const paid = penceOf(asset.cost);
  const vat = penceOf(asset.vatReclaimed);
  if (vat === 0) return { cost: formatGBP(paid), paid: null };
  return { cost: formatGBP(sub(paid, vat)), paid: `${formatGBP(paid)} paid, less ${formatGBP(vat)} VAT reclaimed` };
}
