import { reconcileTransactions } from "../../../core/reconcile";
import type { ReconcileIssue } from "../../../core/reconcile/types";
import type { IndexedRow } from "./filter-rows";

/** The reconciliation issues of the whole ledger (not the filtered view: a filter would break every balance). */
export function reconcileRows(rows: readonly IndexedRow[]): ReconcileIssue[] {
  return reconcileTransactions(rows.map((r) => r.domain));
}
