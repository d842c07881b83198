import { describe, expect, it } from "vitest";
import { OpeningBalancesBody } from "./company";

describe("the opening balances PUT /api/company accepts", () => {
  it("takes exactly the CH form's fields, the director's loan and last year's creditors settled this year, by these names", () => {
    expect(Object.keys(OpeningBalancesBody.shape)).toEqual([
      "fixedAssets",
      "stocks",
      "debtors",
      "cash",
      "otherCurrentAssets",
      "creditorsWithinOneYear",
      "creditorsAfterOneYear",
      "provisions",
      "calledUpShareCapital",
      "profitLossAccount",
      "directorsLoan",
      // Parts of last year's creditors within one year (VAT negative: a repayment due, part of debtors).
      "vat",
      "corporationTax",
      "payeNic",
      "loans",
      // Item A of last year's balance sheet: shares issued and not yet paid for, a part of the share capital.
      "calledUpShareCapitalNotPaid",
    ]);
  });

  it("accepts any subset in whole pounds and refuses the accounts' other keys and pence", () => {
    expect(OpeningBalancesBody.safeParse({ cash: 1_000, directorsLoan: -300 }).success).toBe(true);
    expect(OpeningBalancesBody.safeParse({}).success).toBe(true);
    expect(OpeningBalancesBody.safeParse({ vat: -10, corporationTax: 1_900 }).success).toBe(true);
    expect(OpeningBalancesBody.safeParse({ accruals: 10 }).success).toBe(false);
    expect(OpeningBalancesBody.safeParse({ corporationTax: 0.5 }).success).toBe(false);
    expect(OpeningBalancesBody.safeParse({ cash: 10.5 }).success).toBe(false);
  });
});
