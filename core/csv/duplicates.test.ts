import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pence } from "../money";
import { duplicateKey, removeDuplicates, removeDuplicatesByGroup } from "./index";

describe("duplicates", () => {
  it("keys a row by date, amount to 2 decimals and trimmed lower-case description", () => {
    expect(duplicateKey({ date: "2024-01-02", amount: pence(-1250), description: "  TESCO Stores " })).toBe(
      "2024-01-02|-12.50|tesco stores",
    );
    expect(duplicateKey({ date: "2024-01-02T00:00:00.000Z", amount: pence(5), description: "x" })).toBe(
      "2024-01-02|0.05|x",
    );
  });

  it("keys a marked Monzo pot transfer as the bank wrote it, so a row saved before the mark is its duplicate", () => {
    const before = { date: "2025-03-01", amount: pence(-50000), description: "Tax pot" };
    const marked = { ...before, description: "Monzo pot transfer: Tax pot" };
    expect(duplicateKey(marked)).toBe("2025-03-01|-500.00|tax pot");
    expect(duplicateKey(marked)).toBe(duplicateKey(before));
    // A pot with no name: the mark alone keys as the empty description it was saved with.
    expect(duplicateKey({ ...before, description: "Monzo pot transfer:" })).toBe(
      duplicateKey({ ...before, description: "" }),
    );
  });

  it("keeps one row per duplicate key, the first, and counts the rest", () => {
    const rows = [
      { date: "2024-01-02", amount: pence(-1250), description: "TESCO", id: 1 },
      { date: "2024-01-02", amount: pence(-1250), description: " tesco ", id: 2 },
      { date: "2024-01-02", amount: pence(-1251), description: "TESCO", id: 3 },
      { date: "2024-01-03", amount: pence(-1250), description: "TESCO", id: 4 },
    ];
    expect(removeDuplicates(rows)).toEqual({ rows: [rows[0], rows[2], rows[3]], removed: 1 });
  });

  it("leaves no two rows with the same key, and removing again removes nothing", () => {
    const row = fc.record({
      date: fc.constantFrom("2024-01-01", "2024-01-02"),
      amount: fc.integer({ min: -3, max: 3 }).map(pence),
      description: fc.constantFrom("A", "a ", "B"),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), (rows) => {
        const once = removeDuplicates(rows);
        expect(new Set(once.rows.map(duplicateKey)).size).toBe(once.rows.length);
        expect(once.removed).toBe(rows.length - once.rows.length);
        expect(removeDuplicates(once.rows).removed).toBe(0);
      }),
    );
  });

  it("looks for duplicates only within one group (a bank account): the same row in two accounts is kept in both", () => {
    const row = (id: number) => ({ date: "2024-01-02", amount: pence(-1250), description: "TESCO", id });
    const result = removeDuplicatesByGroup([
      { group: "barclays", rows: [row(1)] },
      { group: "starling", rows: [row(2), row(3)] },
      { group: "barclays", rows: [row(4)] },
    ]);
    expect(result.parts.map((p) => p.map((r) => r.id))).toEqual([[1], [2], []]);
    expect(result.removed).toBe(2);
  });
});
