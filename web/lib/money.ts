import { formatGBP, fromDecimalString, type Pence } from "../../core/money";

/** Pence from the API's decimal strings; a missing or unreadable amount counts as 0 at the edge. */
export function penceOf(decimal: string | null | undefined): Pence {
  return (decimal ? fromDecimalString(decimal) : null) ?? (0 as Pence);
}

/** "£1,234.56"; `signed` shows "+" for positive amounts, as the tables do. */
export function money(decimal: string | null | undefined, signed = false): string {
  return formatGBP(penceOf(decimal), { signed });
}
