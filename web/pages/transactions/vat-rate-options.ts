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

/**
 * Why the row carries its rate when the categoriser chose it ("Set by you for J BAKER", or the rule's reason), shown
 * under the rate; none when a person set the rate on this row or the row falls back to its category's default.
 */
export function vatReasonText(tx: { vatRate?: string | null; vatReason?: string | null }): string | null {
  return tx.vatRate && tx.vatReason ? tx.vatReason : null;
}
