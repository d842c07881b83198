import { describe, expect, it } from "vitest";
import { pence } from "../money";
import { compareIds, orderRows, reconcile } from "./index";
import type { ReconcileRow } from "./types";

let next = 0;
const row = (
  date: string,
  amount: number,
  balance: number | null,
  extra: Partial<ReconcileRow> = {},
): ReconcileRow => ({
  id: String(++next),
  date,
  amount: pence(amount),
  balance: balance === null ? null : pence(balance),
  importBatchId: "b1",
  ...extra,
});

describe("balance mismatches", () => {
  it("accepts rows whose balance is the previous balance plus the amount", () => {
    expect(
      reconcile([row("2025-01-01", 0, 10_000), row("2025-01-02", -2_550, 7_450), row("2025-01-03", 50, 7_500)]),
    ).toEqual([]);
  });

  it("tolerates a difference of exactly £0.01", () => {
    expect(reconcile([row("2025-01-01", 0, 10_000), row("2025-01-02", -100, 9_901)])).toEqual([]);
  });

  it("reports a difference of £0.02 as an error with the amounts in pounds", () => {
    const r = row("2025-01-02", -100, 9_902);
    const [issue] = reconcile([row("2025-01-01", 0, 10_000), r]);
    expect(issue).toEqual({
      type: "balance_mismatch",
      severity: "error",
      message:
        "Balance mismatch on 2 January 2025: the balance before this row (£100.00) and this transaction (-£1.00) give £99.00, but the statement shows £99.02 (a difference of £0.02).",
      transactionId: r.id,
      date: "2025-01-02",
    });
  });

  it("restarts from the stated balance after a mismatch so one error is reported once", () => {
    const issues = reconcile([
      row("2025-01-01", 0, 10_000),
      row("2025-01-02", -100, 5_000),
      row("2025-01-03", -100, 4_900),
    ]);
    expect(issues.map((i) => i.type)).toEqual(["balance_mismatch"]);
  });

  it("bridges rows without a balance using their amounts", () => {
    const rows = [row("2025-01-01", 0, 10_000), row("2025-01-02", -1_000, null), row("2025-01-03", -1_000, 8_000)];
    expect(reconcile(rows).map((i) => i.type)).toEqual(["missing_balance"]);
    const wrong = [row("2025-01-01", 0, 10_000), row("2025-01-02", -1_000, null), row("2025-01-03", -1_000, 9_000)];
    expect(reconcile(wrong).map((i) => i.type)).toEqual(["missing_balance", "balance_mismatch"]);
  });

  it("checks each bank account on its own", () => {
    const rows = [
      row("2025-01-01", 0, 10_000, { accountId: "current" }),
      row("2025-01-02", 0, 50_000, { accountId: "savings" }),
      row("2025-01-03", -100, 9_900, { accountId: "current" }),
    ];
    expect(reconcile(rows)).toEqual([]);
  });
});

describe("missing balances", () => {
  it("warns once per run of rows without a balance after rows that had one", () => {
    const first = row("2025-01-02", -100, null);
    const issues = reconcile([
      row("2025-01-01", 0, 10_000),
      first,
      row("2025-01-03", -100, null),
      row("2025-01-04", -100, null),
    ]);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ type: "missing_balance", severity: "warning", transactionId: first.id });
    expect(issues[0]?.message).toContain("3 rows from here to 4 January 2025 have no balance");
  });

  it("says nothing when no row ever had a balance", () => {
    expect(reconcile([row("2025-01-01", 5, null), row("2025-01-02", 5, null)])).toEqual([]);
  });
});

describe("date gaps", () => {
  it("accepts exactly 60 days between transactions", () => {
    expect(reconcile([row("2025-01-01", 1, null), row("2025-03-02", 1, null)])).toEqual([]);
  });

  it("warns at 61 days, on the later transaction", () => {
    const later = row("2025-03-03", 1, null);
    const [issue] = reconcile([row("2025-01-01", 1, null), later]);
    expect(issue).toMatchObject({ type: "date_gap", severity: "warning", transactionId: later.id, date: "2025-03-03" });
    expect(issue?.message).toBe(
      "Gap of 61 days between transactions on 1 January 2025 and 3 March 2025: a statement may be missing.",
    );
  });

  it("counts a leap day in the gap", () => {
    expect(reconcile([row("2024-01-01", 1, null), row("2024-03-01", 1, null)])).toEqual([]);
    expect(reconcile([row("2024-01-01", 1, null), row("2024-03-02", 1, null)]).map((i) => i.type)).toEqual([
      "date_gap",
    ]);
  });
});

describe("overlapping dates", () => {
  it("notes a date with transactions from two import batches", () => {
    const first = row("2025-01-05", 1, null, { importBatchId: "b1" });
    const second = row("2025-01-05", 1, null, { importBatchId: "b2" });
    const issues = reconcile([second, first]);
    expect(issues).toEqual([
      {
        type: "overlapping_dates",
        severity: "info",
        message: "Transactions on 5 January 2025 come from 2 different imports: check the statements do not overlap.",
        transactionId: second.id,
        date: "2025-01-05",
      },
    ]);
  });

  it("ignores one batch on a date and rows with no batch", () => {
    expect(
      reconcile([
        row("2025-01-05", 1, null),
        row("2025-01-05", 1, null),
        row("2025-01-05", 1, null, { importBatchId: null }),
      ]),
    ).toEqual([]);
  });
});

describe("ordering", () => {
  it("compares digit ids as numbers and other ids as strings", () => {
    expect(compareIds("9", "10")).toBeLessThan(0);
    expect(compareIds("b", "a")).toBeGreaterThan(0);
    expect(compareIds("a10", "a9")).toBeLessThan(0);
  });

  it("orders by date, then statement sequence, then id", () => {
    const rows = [
      { ...row("2025-01-02", 0, null), id: "c", seq: 2 },
      { ...row("2025-01-02", 0, null), id: "a" },
      { ...row("2025-01-02", 0, null), id: "b", seq: 1 },
      { ...row("2025-01-01", 0, null), id: "z" },
    ];
    expect(orderRows(rows).map((r) => r.id)).toEqual(["z", "b", "c", "a"]);
  });

  it("uses statement order within a day so a running balance with UUID ids checks out", () => {
    const rows = [
      { ...row("2025-01-01", 0, 1_000), id: "f3c1", seq: 0 },
      { ...row("2025-01-02", -100, 900), id: "e9aa", seq: 1 },
      { ...row("2025-01-02", -100, 800), id: "0b12", seq: 2 },
    ];
    expect(reconcile(rows)).toEqual([]);
  });
});
