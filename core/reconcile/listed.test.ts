import { describe, expect, it } from "vitest";
import type { Pence } from "../money";
import {
  issuesSummaryText,
  type ListedTransaction,
  noIssuesText,
  reconcileTransactions,
  showAllIssuesText,
} from "./listed";

/** A saved row; amounts in pence. */
const row = (id: string, date: string, amount: number, balance: number | null): ListedTransaction => ({
  id,
  date,
  amount: amount as Pence,
  balance: balance as Pence | null,
  importBatchId: "batch-1",
  bankAccountId: "acc-1",
});

describe("reconciling the saved list", () => {
  it("keeps same-day rows in the list's order, whatever their ids", () => {
    // 100.00 → -10.00 = 90.00 → -20.00 = 70.00 → +5.00 = 75.00, all on one day, ids in reverse order.
    const rows = [
      row("ffff", "2025-04-01", -1000, 9000),
      row("aaaa", "2025-04-01", -2000, 7000),
      row("0000", "2025-04-01", 500, 7500),
    ];
    expect(reconcileTransactions(rows)).toEqual([]);
    expect(issuesSummaryText([])).toBe(
      "Running balances, gaps and overlapping imports are checked across all your transactions.",
    );
  });

  it("names a stated balance that does not follow, and counts the issues by kind", () => {
    // 90.00 - 20.00 = 70.00, but the bank printed 75.00.
    const issues = reconcileTransactions([row("a", "2025-04-01", -1000, 9000), row("b", "2025-04-02", -2000, 7500)]);
    expect(issues.map((i) => [i.type, i.severity, i.transactionId])).toEqual([["balance_mismatch", "error", "b"]]);
    expect(issuesSummaryText(issues)).toBe("1 error. Select one to see its transaction.");
    expect(
      issuesSummaryText([...issues, { ...issues[0]!, severity: "warning" }, { ...issues[0]!, severity: "warning" }]),
    ).toBe("1 error, 2 warnings. Select one to see its transaction.");
    expect(showAllIssuesText(1234)).toBe("Show all 1,234 issues");
  });

  it("does not call a list clean when its statements gave no balances to check", () => {
    // A Barclays export has no balance column: gaps and overlapping imports are still checked, balances cannot be.
    expect(issuesSummaryText([], "none")).toBe(
      "Gaps and overlapping imports are checked across all your transactions. These statements give no balances, so running balances cannot be checked.",
    );
    expect(noIssuesText("none")).toBe("No gaps or overlapping imports found");
    expect(issuesSummaryText([], "some")).toBe(
      "Gaps and overlapping imports are checked across all your transactions. Running balances are checked only where the statements give one.",
    );
    expect(noIssuesText("some")).toBe("No issues found");
    expect(noIssuesText("all")).toBe("No issues found");
  });
});
