import { describe, expect, it } from "vitest";
import type { Pence } from "../../core/money";
import { rowsInPence, saveBody } from "./import";

describe("the parse answer", () => {
  it("turns pounds into exact pence, and counts rows whose amount cannot be read", () => {
    expect(
      rowsInPence([
        { date: "2024-01-01", description: "A", amount: 0.1, balance: 1089.5 },
        { date: "2024-01-02", description: "B", amount: 0.3 },
        { date: "2024-01-03", description: "C", amount: Number.NaN },
      ]),
    ).toEqual({
      rows: [
        { date: "2024-01-01", description: "A", amount: 10, balance: 108950 },
        { date: "2024-01-02", description: "B", amount: 30, balance: null },
      ],
      unreadable: 1,
    });
  });
});

describe("the save request", () => {
  it("sends amounts and balances as decimal strings, with null category and notes", () => {
    const body = saveBody({
      rows: [{ date: "2024-01-01", description: "Rent", amount: -45000 as Pence, balance: 5 as Pence }],
      fileNames: ["a.csv", "b.csv"],
      removeDuplicates: true,
      bankAccount: { name: "Main account" },
    });
    expect(body).toEqual({
      transactions: [
        { date: "2024-01-01", description: "Rent", amount: "-450.00", balance: "0.05", category: null, notes: null },
      ],
      fileName: "a.csv, b.csv",
      fileCount: 2,
      removeDuplicates: true,
      bankAccount: { name: "Main account" },
    });
  });
});
