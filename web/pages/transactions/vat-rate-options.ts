import { isVatRate, VAT_RATE_LABELS, VAT_RATES, type VatRate } from "../../../core/vat";

export const VAT_RATE_OPTIONS: readonly { value: VatRate; label: string }[] = VAT_RATES.map((value) => ({
  value,
  label: VAT_RATE_LABELS[value],
}));

/** The Select's value for "the category's default" (a Select item cannot have an empty or null value). */
export const DEFAULT_VAT_VALUE = "default";

/** A Select value back to the PATCH body's `vatRate` (null: the category's default). */
export function vatRateFromValue(value: string): VatRate | null {
  return isVatRate(value) ? value : null;
}
