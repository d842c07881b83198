import { describe, expect, it } from "vitest";
import type { BankAccount } from "../../api/transactions";
import { OPENING_CASH_ERROR, openingCashEntries, typedTotal, valuesFromAccounts } from "./opening-cash-values";

const account = (id: string, openingCash: string | null): BankAccount => ({
  id,
  name: id,
  sortCode: null,
  accountNumber: null,
  bank: null,
  openingCash,
});

describe("opening cash by bank account", () => {
  it("starts from the saved figures, blank where none is given", () => {
    expect(valuesFromAccounts([account("a", "100.00"), account("b", null)])).toEqual({ a: "100.00", b: "" });
  });

  it("reads pounds and pence exactly, a blank as clearing the figure, and names a field that is not money", () => {
    const accounts = [account("a", null), account("b", null), account("c", null)];
    expect(openingCashEntries(accounts, { a: "£1,234.56", b: "", c: "-300.5" })).toEqual({
      entries: [
        { id: "a", openingCash: 123_456 },
        { id: "b", openingCash: null },
        { id: "c", openingCash: -30_050 },
      ],
      errors: {},
    });
    expect(openingCashEntries(accounts, { a: "lots" }).errors).toEqual({ a: OPENING_CASH_ERROR });
  });

  it("totals the figures typed, or says none is when all are blank", () => {
    expect(typedTotal({ a: "100.10", b: "0.20", c: "" })).toBe(10_030);
    expect(typedTotal({ a: " ", b: "" })).toBeNull();
  });
});
