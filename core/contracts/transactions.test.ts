import { describe, expect, it } from "vitest";
import { SaveTransactionsBody } from "./transactions";

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
