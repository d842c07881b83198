import { describe, expect, it } from "vitest";
import { firstScreenFromWire, SaveTransactionsBody, type TransactionDto, transactionFromWire } from "./transactions";

const body = (row: object) => ({
  transactions: [{ date: "2025-04-01", description: "Coffee", amount: "-1.00", ...row }],
});

describe("SaveTransactionsBody", () => {
  it("reads amounts and balances to exact pence, from strings or numbers", () => {
    const parsed = SaveTransactionsBody.parse(body({ amount: " -12.5 ", balance: 1234.56 }));
    expect(parsed.transactions[0]).toMatchObject({ amount: -1250, balance: 123456 });
    expect(SaveTransactionsBody.parse(body({ amount: 0.1 })).transactions[0]!.amount).toBe(10);
  });

  it("keeps a missing balance absent and a null balance null", () => {
    expect(SaveTransactionsBody.parse(body({})).transactions[0]!.balance).toBeUndefined();
    expect(SaveTransactionsBody.parse(body({ balance: null })).transactions[0]!.balance).toBeNull();
  });

  it("refuses what is not an amount, or is beyond numeric(14,2), with a message a person understands", () => {
    for (const amount of ["12,50", "abc", "", "1.234", "1000000000000.00"]) {
      const r = SaveTransactionsBody.safeParse(body({ amount }));
      expect(r.success, amount).toBe(false);
      expect(r.error?.issues[0]?.message).toBe("must be an amount such as -12.50");
    }
    expect(SaveTransactionsBody.safeParse(body({ amount: "999999999999.99" })).success).toBe(true);
  });

  it("trims descriptions, turns control characters into spaces and cuts dates to YYYY-MM-DD", () => {
    const parsed = SaveTransactionsBody.parse(body({ date: "2025-04-01T10:00:00Z", description: "  A\u0000B\tC  " }));
    expect(parsed.transactions[0]).toMatchObject({ date: "2025-04-01", description: "A B C" });
  });
});

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
      rows: [{ id: "t1", amount: -12_830 }],
    });
    expect(firstScreenFromWire({ total: 1, inflow: "n/a", outflow: "-1.00", rows: [] }).inflow).toBe(0);
  });
});
