import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readPlainSaveRow, SaveRow } from "./save-rows";
import { SaveTransactionsBody } from "./transactions";

const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom("2025-04-01", " 2025-02-29 ", "2024-02-29T10:00:00Z", "01/04/2025", "", "  ", "Coffee\u0000\t"),
  fc.constantFrom("-12.50", " 7 ", "1.234", "12,50", "1e3", "999999999999.99", "1000000000000.00", "+0.1"),
  fc.string({ minLength: 995, maxLength: 1005 }),
);
const value = fc.oneof(
  text,
  fc.constant(null),
  fc.constant(undefined),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
);
const rowLike = fc.oneof(
  fc.record(
    { date: value, description: value, amount: value, balance: value, category: value, notes: value, extra: value },
    { requiredKeys: [] },
  ),
  value,
);

describe("readPlainSaveRow", () => {
  it("accepts only rows SaveRow accepts, with the same result", () => {
    fc.assert(
      fc.property(rowLike, (row) => {
        const plain = readPlainSaveRow(row);
        if (plain === null) return;
        const checked = SaveRow.safeParse(row);
        expect(checked.success).toBe(true);
        expect(plain).toStrictEqual({ balance: undefined, category: undefined, notes: undefined, ...checked.data });
      }),
      { numRuns: 20_000 },
    );
  });

  it("reads the rows the upload page sends without falling back to zod", () => {
    const rows = [
      {
        date: "2025-04-01",
        description: "TESCO STORES 3297",
        amount: "-39.12",
        balance: "24960.88",
        category: null,
        notes: null,
      },
      { date: "2025-04-01", description: " Coffee ", amount: 12.5 },
      { date: "2025-04-01T00:00:00", description: "A\tB", amount: "7", balance: null, notes: "a\nnote" },
    ];
    expect(rows.map(readPlainSaveRow)).toEqual([
      {
        date: "2025-04-01",
        description: "TESCO STORES 3297",
        amount: -3912,
        balance: 2496088,
        category: null,
        notes: null,
      },
      { date: "2025-04-01", description: "Coffee", amount: 1250 },
      { date: "2025-04-01", description: "A B", amount: 700, balance: null, notes: "a\nnote" },
    ]);
  });
});

describe("SaveTransactionsBody rows", () => {
  it("names the row and field of each fault, as a plain array of rows would", () => {
    const good = { date: "2025-04-01", description: "Coffee", amount: "-1.00" };
    const r = SaveTransactionsBody.safeParse({ transactions: [good, { ...good, amount: "12,50" }, "nope"] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["transactions.1.amount", "must be an amount such as -12.50"],
      ["transactions.2", "Invalid input: expected object, received string"],
    ]);
  });

  it("still refuses an empty save", () => {
    expect(SaveTransactionsBody.safeParse({ transactions: [] }).error?.issues[0]?.message).toBe("No rows to save");
  });
});
