import { defaultVatRate } from "../categories";
import type { Transaction } from "../domain";
import type { VatRate } from "./vat-rates";

/**
 * What each VAT rate is called in the Transactions table (VATA 1994: s2 standard, s29A reduced, Sch 8 zero, Sch 9
 * exempt): the page's VAT rate column and the server's drawing of it.
 */
export const VAT_RATE_LABELS: Readonly<Record<VatRate, string>> = {
  standard: "Standard 20%",
  reduced: "Reduced 5%",
  zero: "Zero 0%",
  exempt: "Exempt",
  "outside-scope": "Outside the scope",
  "no-vat": "No VAT charged: supplier not VAT-registered",
};

export interface RowVatRate {
  rate: VatRate;
  /** True when the row has no rate of its own and follows its category's default. */
  isDefault: boolean;
}

/** The rate the accounts apply to a row: its own, else its category's default (an uncategorised row has none). */
export function rowVatRate(tx: Pick<Transaction, "vatRate" | "categoryId">): RowVatRate {
  if (tx.vatRate !== null) return { rate: tx.vatRate, isDefault: false };
  return { rate: defaultVatRate(tx.categoryId), isDefault: true };
}
