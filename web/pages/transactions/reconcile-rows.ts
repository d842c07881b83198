import { reconcile } from "../../../core/reconcile";
import type { ReconcileIssue, ReconcileRow } from "../../../core/reconcile/types";
import type { IndexedRow } from "./filter-rows";

/**
 * Every saved row, in the list's order, as core/reconcile reads it. The list comes from the server by date and then
 * statement order; ids are UUIDs, so without `seq` same-day rows would be re-ordered by id and a correct running
 * balance could look broken. `seq` is the row's place in the list, which keeps the bank's order (core/reconcile
 * README: "pass rows already in order with seq = their index").
 */
export function toReconcileRows(rows: readonly IndexedRow[]): ReconcileRow[] {
  return rows.map((r, seq) => ({
    id: r.tx.id,
    date: r.date,
    amount: r.amount,
    balance: r.balance,
    importBatchId: r.tx.importBatchId,
    accountId: r.tx.bankAccountId,
    seq,
  }));
}

/** The reconciliation issues of the whole ledger (not the filtered view: a filter would break every balance). */
export function reconcileRows(rows: readonly IndexedRow[]): ReconcileIssue[] {
  return reconcile(toReconcileRows(rows));
}

export interface IssueCounts {
  error: number;
  warning: number;
  info: number;
}

export function countIssues(issues: readonly ReconcileIssue[]): IssueCounts {
  const counts: IssueCounts = { error: 0, warning: 0, info: 0 };
  for (const issue of issues) counts[issue.severity] += 1;
  return counts;
}
