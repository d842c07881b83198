import type { IsoDate } from "../dates";
import type { Pence } from "../money";

/**
 * A person's mapping. Column roles name `detectedHeaders` ("Column N" for a header-less file or an unnamed column);
 * once any column is named, a column role left out is not used, except `flag`, which is still detected unless it is
 * "". The last two are readings of the file rather than columns: left out, they are decided from the file.
 */
export interface HeaderMap {
  date?: string;
  description?: string;
  amount?: string;
  debit?: string;
  credit?: string;
  balance?: string;
  /** A column of debit/credit words (D/C, DR/CR, Debit/Credit) that signs an unsigned amount; "" for none. */
  flag?: string;
  /** Whether the balance column holds the balance after each row (most banks) or before it (some older exports). */
  balanceTiming?: BalanceTiming;
  /** What a positive amount in one amount column is: money in (bank accounts) or money out (card statements). */
  positive?: PositiveAmounts;
}

export type BalanceTiming = "after" | "before";
export type PositiveAmounts = "in" | "out";

/** The HeaderMap keys that name columns. */
export const COLUMN_ROLES = ["date", "description", "amount", "debit", "credit", "balance", "flag"] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];

export interface DetectedColumn {
  role: ColumnRole;
  /** 1-based position in the file. */
  column: number;
  /** The name a HeaderMap uses for it: the header cell, or "Column N" when it has none. */
  header: string;
}

/** What the reader took each column to be, for "Detected: Date = column 1, Paid in = column 5 …". */
export interface DetectedMapping {
  /** Date, each joined description column, amount or paid out / paid in, flag, balance, in that order. */
  columns: DetectedColumn[];
  /** Null without a balance column. */
  balanceTiming: BalanceTiming | null;
  /** How a single amount column without debit/credit marks was read; null when the file says it itself. */
  positive: PositiveAmounts | null;
  /** "Date = column 1, Description = column 3, Paid out = column 4, Paid in = column 5, Balance = column 6 (after each row)" */
  summary: string;
}

export interface ParsedRow {
  date: IsoDate;
  description: string;
  amount: Pence;
  /** The balance after this row (a file that prints the balance before each row is converted). */
  balance: Pence | null;
  /** 1-based line in the file where the row starts. */
  line: number;
}

export interface DetectedAccount {
  sortCode?: string;
  accountNumber?: string;
  name?: string;
}

export interface ParseResult {
  /** True when rows were read with a usable mapping. */
  ok: boolean;
  /** Oldest first (a newest-first file is reversed), so balances run forward. */
  rows: ParsedRow[];
  /**
   * Header cells as found (trimmed, trailing empty cells removed), with "Column N" for an unnamed column that holds
   * data; "Column 1".."Column N" for a header-less file.
   */
  detectedHeaders: string[];
  /** Every skipped or doubtful row, with its line number and the reason. */
  warnings: string[];
  /** When not ok: a sentence a person understands. */
  error: string | null;
  /** The mapping actually used (the first column of a joined description); sending it back reads the same rows. */
  mapping: HeaderMap | null;
  /** Where each role was found, with column numbers; as far as detection got when the file needs a mapping. */
  detectedMapping: DetectedMapping | null;
  /** A stable signature of the header layout, so a manual mapping can be remembered for files with the same headers. */
  layoutKey: string;
  account: DetectedAccount | null;
  /** A recognised layout name such as "Lloyds", or null for a generic file. */
  bank: string | null;
}
