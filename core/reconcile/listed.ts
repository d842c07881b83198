import type { Transaction } from "../domain";
import { reconcile } from "./reconcile";
import type { ReconcileIssue } from "./types";

/** What reconciliation reads of a saved transaction. */
export type ListedTransaction = Pick<
  Transaction,
  "id" | "date" | "amount" | "balance" | "importBatchId" | "bankAccountId"
>;

/**
 * The reconciliation issues of the saved list, rows in the list's order (the Transactions page, and the server's
 * drawing of it). The list comes from the server by date and then statement order; ids are UUIDs, so without `seq`
 * same-day rows would be re-ordered by id and a correct running balance could look broken. `seq` is the row's place
 * in the list, which keeps the bank's order (README: "pass rows already in order with seq = their index").
 */
export function reconcileTransactions(rows: readonly ListedTransaction[]): ReconcileIssue[] {
  return reconcile(
    rows.map((tx, seq) => ({
      id: tx.id,
      date: tx.date,
      amount: tx.amount,
      balance: tx.balance,
      importBatchId: tx.importBatchId,
      accountId: tx.bankAccountId,
      seq,
    })),
  );
}

/** How many issues the Balance Reconciliation card lists until "Show all": the first few say where to start. */
export const ISSUES_FIRST_SHOWN = 5;

/** The card's link to the rest of a long list of issues. */
export function showAllIssuesText(count: number): string {
  return `Show all ${count.toLocaleString("en-GB")} issues`;
}

/** How many issues of each severity, for the card's summary line. */
export function countIssues(issues: readonly ReconcileIssue[]): Record<ReconcileIssue["severity"], number> {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const issue of issues) counts[issue.severity] += 1;
  return counts;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** Whether the statements state a balance on every saved row, on some, or on none (a Barclays export has none). */
export type BalancesGiven = "all" | "some" | "none";

export function balancesGiven(rows: readonly Pick<ListedTransaction, "balance">[]): BalancesGiven {
  const stated = rows.filter((r) => r.balance !== null).length;
  return stated === rows.length ? "all" : stated === 0 ? "none" : "some";
}

/** What a running balance check could cover, said so when the statements did not give one to check against. */
const BALANCES_NOTE: Record<BalancesGiven, string> = {
  all: "",
  some: " Running balances are checked only where the statements give one.",
  none: " These statements give no balances, so running balances cannot be checked.",
};

/** The Balance Reconciliation card's line under its title. */
export function issuesSummaryText(issues: readonly ReconcileIssue[], given: BalancesGiven = "all"): string {
  if (issues.length === 0) {
    return given === "all"
      ? "Running balances, gaps and overlapping imports are checked across all your transactions."
      : `Gaps and overlapping imports are checked across all your transactions.${BALANCES_NOTE[given]}`;
  }
  const counts = countIssues(issues);
  const parts = [
    counts.error && plural(counts.error, "error"),
    counts.warning && plural(counts.warning, "warning"),
    counts.info && plural(counts.info, "note"),
  ].filter(Boolean);
  return `${parts.join(", ")}. Select one to see its transaction.${BALANCES_NOTE[given]}`;
}

/** The card's line when nothing was found: no balances checked is not "no issues". */
export function noIssuesText(given: BalancesGiven): string {
  return given === "none" ? "No gaps or overlapping imports found" : "No issues found";
}
