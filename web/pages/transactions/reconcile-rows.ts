import { type BalancesGiven, balancesGiven, reconcileTransactions } from "../../../core/reconcile";
import type { ReconcileIssue } from "../../../core/reconcile/types";
import type { IndexedRow } from "./filter-rows";

/** The reconciliation issues of the whole ledger (not the filtered view: a filter would break every balance). */
export function reconcileRows(rows: readonly IndexedRow[]): { issues: ReconcileIssue[]; balances: BalancesGiven } {
  const domain = rows.map((r) => r.domain);
  return { issues: reconcileTransactions(domain), balances: balancesGiven(domain) };
}
