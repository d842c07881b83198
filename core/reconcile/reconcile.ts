import { balanceIssues, gapIssues, overlapIssues } from "./checks";
import { groupByAccount } from "./order";
import type { ReconcileIssue, ReconcileRow } from "./types";

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

/**
 * Reconciliation of saved transactions (spec part 1 §5), per bank account on rows ordered by date then seq then id:
 * balance mismatches (error), missing balances (warning), gaps over 60 days (warning), dates with rows from more
 * than one import (info). Issues come back by date, then severity.
 */
export function reconcile(rows: readonly ReconcileRow[]): ReconcileIssue[] {
  const issues = groupByAccount(rows).flatMap((account) => [
    ...balanceIssues(account),
    ...gapIssues(account),
    ...overlapIssues(account),
  ]);
  return issues.sort(
    (a, b) =>
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) || SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity],
  );
}
