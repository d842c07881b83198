import type { IsoDate } from "../dates";
import type { Pence } from "../money";

/** Column names chosen for each role; names refer to `detectedHeaders` ("Column N" for a header-less file). */
export interface HeaderMap {
  date?: string;
  description?: string;
  amount?: string;
  debit?: string;
  credit?: string;
  balance?: string;
}

export interface ParsedRow {
  date: IsoDate;
  description: string;
  amount: Pence;
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
  /** Header cells as found (trimmed, trailing empty cells removed), or "Column 1".."Column N" for a header-less file. */
  detectedHeaders: string[];
  /** Every skipped or doubtful row, with its line number and the reason. */
  warnings: string[];
  /** When not ok: a sentence a person understands. */
  error: string | null;
  /** The mapping actually used (the first column of a joined description). */
  mapping: HeaderMap | null;
  /** A stable signature of the header layout, so a manual mapping can be remembered for files with the same headers. */
  layoutKey: string;
  account: DetectedAccount | null;
  /** A recognised layout name such as "Lloyds", or null for a generic file. */
  bank: string | null;
}
