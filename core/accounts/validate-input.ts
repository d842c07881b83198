import { validateAdjustment } from "./adjustments";
import { validateOpeningItem, validateRegisteredAsset } from "./opening-items";
import type { AccountsInput } from "./types";

/**
 * Refuses input the engine cannot turn into accounts, with the reason: a period ending before it starts, a remaining
 * life that is not whole months, an adjustment or opening item the validators reject. (Bad input from a person is
 * caught earlier by the same validators, with a 400; reaching here is a programming error.)
 */
export function validateInput(input: AccountsInput): void {
  const { start, end } = input.period;
  if (end < start) throw new RangeError(`period ends (${end}) before it starts (${start})`);
  const months = input.settings?.openingFixedAssetsRemainingMonths;
  if (months != null && (!Number.isInteger(months) || months < 1)) {
    throw new RangeError(`remaining life must be whole months ≥ 1, got ${months}`);
  }
  const vatRegistered = input.vat?.registered === true;
  for (const a of input.adjustments ?? []) {
    const error = validateAdjustment(a, { vatRegistered, period: input.period });
    if (error) throw new RangeError(`adjustment ${a.id}: ${error}`);
  }
  const items = input.openingItems;
  for (const item of items?.items ?? []) {
    const error = validateOpeningItem(item);
    if (error) throw new RangeError(`opening item ${item.id}: ${error}`);
  }
  for (const asset of items?.fixedAssets ?? []) {
    const error = validateRegisteredAsset(asset);
    if (error) throw new RangeError(`fixed asset ${asset.id}: ${error}`);
  }
}
