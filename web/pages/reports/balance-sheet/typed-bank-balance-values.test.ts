import { describe, expect, it } from "vitest";
import type { AccountCash } from "./cash-by-account-rows";
import {
  accountsToType,
  TYPED_BALANCE_ERROR,
  typedBalanceToSave,
  typedCheckText,
  typedFieldValue,
} from "./typed-bank-balance-values";

// Barclays: opening £1,000.00 + £250.00 − £80.50 = £1,169.50 in the books; its statements give no balance.
const barclays: AccountCash = {
  bankAccountId: "b",
  name: "Barclays",
  opening: 1000,
  movements: 169.5,
  closing: 1169.5,
  stated: null,
  statedBy: null,
  difference: null,
};

describe("the bank's balance typed where the statements give none", () => {
  it("is offered only for a saved account whose statements give no balance", () => {
    const starling = { ...barclays, bankAccountId: "s", stated: 10, statedBy: "statements" as const, difference: 0 };
    const loose = { ...barclays, bankAccountId: null };
    const typed = { ...barclays, bankAccountId: "t", stated: 5, statedBy: "director" as const };
    expect(accountsToType([barclays, starling, loose, typed]).map((a) => a.bankAccountId)).toEqual(["b", "t"]);
  });

  it("saves pounds and pence as the API takes them, a blank as a clear, and refuses what is not money", () => {
    expect(typedBalanceToSave("1169.5")).toEqual({ value: "1169.50" });
    expect(typedBalanceToSave("£1,169.50")).toEqual({ value: "1169.50" });
    expect(typedBalanceToSave("-250")).toEqual({ value: "-250.00" });
    expect(typedBalanceToSave("  ")).toEqual({ value: "" });
    expect(typedBalanceToSave("about a grand")).toEqual({ error: TYPED_BALANCE_ERROR });
  });

  it("shows the typed figure back, and says whether the books agree with it", () => {
    expect(typedFieldValue(barclays)).toBe("");
    expect(typedCheckText(barclays)).toBeNull();
    const agrees = { ...barclays, stated: 1169.5, statedBy: "director" as const, difference: 0 };
    expect(typedFieldValue(agrees)).toBe("1169.50");
    expect(typedCheckText(agrees)).toBe("The cash agrees with the balance you typed, £1,169.50.");
    const differs = { ...agrees, stated: 1200, difference: 30.5 };
    expect(typedCheckText(differs)).toBe(
      "The balance you typed, £1,200.00, differs from the cash in the books (£1,169.50) by £30.50.",
    );
  });
});
