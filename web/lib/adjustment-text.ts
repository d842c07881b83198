import { formatGBP, fromDecimalString } from "../../core/money";

// The words and amounts shared by the Reports page's year-end adjustments and the Company page's opening items
// (both list debtors, creditors, prepayments and accruals), so the two pages name them alike.

/** Short names of the adjustment kinds for lists. */
export const KIND_NAMES: Record<string, string> = {
  "closing-stock": "Closing stock",
  debtor: "Debtor",
  creditor: "Creditor",
  prepayment: "Prepayment",
  accrual: "Accrual",
  "directors-loan-write-off": "Director's loan written off",
};

/** "£1,250.00" for an amount the API carries as a decimal string ("1250.00"), formatted by core from pence. */
export function formatDecimalPounds(amount: string): string {
  const p = fromDecimalString(amount);
  return p === null ? amount : formatGBP(p);
}
