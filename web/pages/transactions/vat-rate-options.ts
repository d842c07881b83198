import { defaultVatRate } from "../../../core/categories";
import type { TransactionDto } from "../../../core/contracts";
import { isVatRate, VAT_RATES, type VatRate } from "../../../core/vat";

/** What each VAT rate is called on the page (VATA 1994: s2 standard, s29A reduced, Sch 8 zero, Sch 9 exempt). */
export const VAT_RATE_LABELS: Readonly<Record<VatRate, string>> = {
  standard: "Standard 20%",
  reduced: "Reduced 5%",
  zero: "Zero 0%",
  exempt: "Exempt",
  "outside-scope": "Outside the scope",
};

export const VAT_RATE_OPTIONS: readonly { value: VatRate; label: string }[] = VAT_RATES.map((value) => ({
  value,
  label: VAT_RATE_LABELS[value],
}));

/** The Select's value for "the category's default" (a Select item cannot have an empty or null value). */
export const DEFAULT_VAT_VALUE = "default";

export interface RowVatRate {
  rate: VatRate;
  /** True when the row has no rate of its own and follows its category's default. */
  isDefault: boolean;
}

/** The rate the accounts apply to a row: its own, else its category's default (an uncategorised row has none). */
export function rowVatRate(tx: Pick<TransactionDto, "vatRate" | "categoryId">): RowVatRate {
  if (isVatRate(tx.vatRate)) return { rate: tx.vatRate, isDefault: false };
  return { rate: defaultVatRate(tx.categoryId), isDefault: true };
}

/** A Select value back to the PATCH body's `vatRate` (null: the category's default). */
export function vatRateFromValue(value: string): VatRate | null {
  return isVatRate(value) ? value : null;
}
