import { defaultVatRate } from "../categories";
import type { Transaction } from "../domain";
import type { VatRate } from "./vat-rates";

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
