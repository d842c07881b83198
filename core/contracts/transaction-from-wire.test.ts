import { describe, expect, it } from "vitest";
import { firstScreenFromWire, transactionFromWire } from "./transaction-from-wire";
import type { TransactionDto } from "./transactions";

describe("a listed transaction, from the wire to the domain", () => {
  const dto: TransactionDto = {
    id: "t1",
    date: "2025-04-01T00:00:00.000Z",
    description: "TRAINLINE",
    amount: "-128.30",
    balance: "1071.70",
    category: "Travel",
    notes: null,
    categoryId: "travel",
    categoryConfidence: "0.950",
    categoryReason: "Built-in rule",
    categoryStage: "builtin",
    importBatchId: "b1",
    bankAccountId: "a1",
    vatRate: "zero",
    vatReason: null,
  };

  it("takes money to pence, the date to its date part and the confidence to a number", () => {
    expect(transactionFromWire(dto)).toEqual({
      id: "t1",
      date: "2025-04-01",
      description: "TRAINLINE",
      amount: -12_830,
      balance: 107_170,
      category: "Travel",
      categoryId: "travel",
      confidence: 0.95,
      stage: "builtin",
      vatRate: "zero",
      bankAccountId: "a1",
      importBatchId: "b1",
    });
  });

  it("reads what is missing or unreadable as none: no balance, no confidence, no rate of its own", () => {
    const bare = transactionFromWire({ ...dto, balance: null, categoryConfidence: "n/a", vatRate: undefined });
    expect(bare).toMatchObject({ balance: null, confidence: null, vatRate: null });
    expect(transactionFromWire({ ...dto, vatRate: "not-a-rate" }).vatRate).toBeNull();
  });

  it("reads the first screen's totals into pence, a total it cannot read as nothing rather than a wrong number", () => {
    expect(firstScreenFromWire({ total: 50_000, inflow: "1200.00", outflow: "-128.30", rows: [dto] })).toMatchObject({
      total: 50_000,
      inflow: 120_000,
      outflow: -12_830,
    });
    // The rows are drawn as sent; each maps on its own where a row is read in the domain's terms.
    expect(transactionFromWire(dto)).toMatchObject({ id: "t1", amount: -12_830 });
    expect(firstScreenFromWire({ total: 1, inflow: "n/a", outflow: "-1.00", rows: [] }).inflow).toBe(0);
  });
});
