import type { TransactionDto } from "../../../core/contracts";
import { writeCsv } from "../../../core/csv/write-csv";

export const CSV_COLUMNS = ["Date", "Description", "Amount", "Balance", "Category"];

/** "transactions_2025-04-30.csv", dated by the person's own calendar day. */
export function exportFileName(today: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `transactions_${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.csv`;
}

/**
 * The filtered rows as the spec's CSV. core's writeCsv keeps amounts numeric and turns any text that a spreadsheet
 * would run as a formula (a description starting with "=", say) into plain text.
 */
export function transactionsCsv(rows: readonly TransactionDto[]): string {
  return writeCsv(
    CSV_COLUMNS,
    rows.map((t) => [t.date.slice(0, 10), t.description, t.amount, t.balance, t.category ?? "Uncategorized"]),
  );
}
