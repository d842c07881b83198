import { formatGBP, penceOf } from "../../core/money";

/** "£1,234.56"; `signed` shows "+" for positive amounts, as the tables do. */
export function money(decimal: string | null | undefined, signed = false): string {
  return formatGBP(penceOf(decimal), { signed });
}
