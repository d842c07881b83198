import type { IsoDate } from "../dates";
import type { Pence } from "../money";

/** One saved bank transaction as reconciliation reads it. */
export interface ReconcileRow {
  id: string;
  date: IsoDate;
  /** Signed: money in is positive. */
  amount: Pence;
  /** The running balance the bank printed after this row, when the file had one. */
  balance: Pence | null;
  importBatchId: string | null;
  /** Rows of different bank accounts are checked separately; null or missing is one unnamed account. */
  accountId?: string | null;
  /**
   * The row's position in its statement (e.g. its line in the imported file). Ids are UUIDs and say nothing about
   * order, so within one date rows are ordered by `seq` when given, then by id (see `orderRows`).
   */
  seq?: number | null;
}

export type ReconcileIssueType = "balance_mismatch" | "missing_balance" | "date_gap" | "overlapping_dates";
export type ReconcileSeverity = "error" | "warning" | "info";

export interface ReconcileIssue {
  type: ReconcileIssueType;
  severity: ReconcileSeverity;
  message: string;
  transactionId: string;
  date: IsoDate;
}
