import { add, type Pence, sub, ZERO } from "../../../core/money";
import type { PreviewRow } from "../../api/import";

/** One bank account's part of the preview. */
export interface AccountLine {
  key: string;
  label: string;
  rows: number;
  /** Money in: the sum of positive amounts. */
  inflow: Pence;
  /** Money out as a positive figure. */
  outflow: Pence;
  /** The latest balance its files state (by date, the later row on the same day); null when they state none. */
  closingBalance: Pence | null;
}

/**
 * The rows to save per account: `accounts[i]` is file i's account (files with the same key are one account) and
 * `fileRows[i]` its rows, oldest first. Accounts in the order their first file was chosen.
 */
export function accountLines(
  accounts: readonly { key: string; label: string }[],
  fileRows: readonly (readonly PreviewRow[])[],
): AccountLine[] {
  const lines = new Map<string, AccountLine & { closingDate: string }>();
  accounts.forEach(({ key, label }, i) => {
    let line = lines.get(key);
    if (!line) {
      line = { key, label, rows: 0, inflow: ZERO, outflow: ZERO, closingBalance: null, closingDate: "" };
      lines.set(key, line);
    }
    for (const row of fileRows[i] ?? []) {
      line.rows++;
      if (row.amount > 0) line.inflow = add(line.inflow, row.amount);
      else line.outflow = sub(line.outflow, row.amount);
      if (row.balance !== null && row.date >= line.closingDate) {
        line.closingBalance = row.balance;
        line.closingDate = row.date;
      }
    }
  });
  return [...lines.values()].map(({ closingDate: _date, ...line }) => line);
}
