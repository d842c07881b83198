import { describe, expect, it } from "vitest";
import type { TransactionDto } from "../../../core/contracts";
import { countIssues } from "../../../core/reconcile";
import { indexRows } from "./filter-rows";
import { reconcileRows } from "./reconcile-rows";

const tx = (id: string, date: string, amount: string, balance: string | null): TransactionDto => ({
  id,
  date,
  description: id,
  amount,
  balance,
  category: null,
  notes: null,
  categoryId: null,
  categoryConfidence: null,
  categoryReason: null,
  categoryStage: null,
  importBatchId: "batch-1",
  bankAccountId: "acc-1",
});

describe("reconcileRows", () => {
  it("keeps same-day rows in the list's order, whatever their ids", () => {
    const rows = indexRows([
      tx("ffff", "2025-04-01", "-10.00", "90.00"),
      tx("aaaa", "2025-04-01", "-20.00", "70.00"),
      tx("0000", "2025-04-01", "5.00", "75.00"),
    ]);
    expect(reconcileRows(rows)).toEqual({ issues: [], balances: "all" });
  });

  it("reports a stated balance that does not follow from the previous one", () => {
    const rows = indexRows([tx("a", "2025-04-01", "-10.00", "90.00"), tx("b", "2025-04-02", "-20.00", "75.00")]);
    const { issues } = reconcileRows(rows);
    expect(issues.map((i) => [i.type, i.severity, i.transactionId])).toEqual([["balance_mismatch", "error", "b"]]);
    expect(countIssues(issues)).toEqual({ error: 1, warning: 0, info: 0 });
  });

  it("says whether the statements gave balances to check: every row, some, or none (a Barclays export)", () => {
    const none = indexRows([tx("a", "2025-04-01", "-10.00", null), tx("b", "2025-04-02", "-20.00", null)]);
    expect(reconcileRows(none).balances).toBe("none");
    const some = indexRows([tx("a", "2025-04-01", "-10.00", "90.00"), tx("b", "2025-04-02", "-20.00", null)]);
    expect(reconcileRows(some).balances).toBe("some");
  });
});
