import { describe, expect, it } from "vitest";
import { pence } from "../money";
import { carriesVatRate, categoryKindOf, validateAdjustment } from "./adjustments";

const ok = { kind: "debtor", categoryId: "sales", amount: pence(120_000), vatRate: null };
const registered = { vatRegistered: true };
const unregistered = { vatRegistered: false };

describe("validating a year-end adjustment", () => {
  it("accepts each kind with its right category", () => {
    expect(validateAdjustment(ok, unregistered)).toBeNull();
    expect(validateAdjustment({ ...ok, kind: "creditor", categoryId: "rent-rates" }, unregistered)).toBeNull();
    expect(validateAdjustment({ ...ok, kind: "prepayment", categoryId: "insurance" }, unregistered)).toBeNull();
    expect(validateAdjustment({ ...ok, kind: "accrual", categoryId: "utilities" }, unregistered)).toBeNull();
    expect(validateAdjustment({ ...ok, kind: "closing-stock", categoryId: null }, unregistered)).toBeNull();
    // Stock of nil is a fact worth entering (all of the opening stock was used); a debtor of nil is not.
    expect(validateAdjustment({ ...ok, kind: "closing-stock", categoryId: null, amount: 0 }, unregistered)).toBeNull();
  });

  it("names an unknown kind and lists the known ones", () => {
    expect(validateAdjustment({ ...ok, kind: "provision" }, registered)).toBe(
      'Unknown kind "provision": use closing-stock, debtor, creditor, prepayment, accrual or ' +
        "directors-loan-write-off.",
    );
  });

  it("refuses negative or nil amounts and negative stock", () => {
    expect(validateAdjustment({ ...ok, amount: -1 }, registered)).toBe("A debtor must be an amount greater than nil.");
    expect(validateAdjustment({ ...ok, kind: "accrual", categoryId: "utilities", amount: 0 }, registered)).toBe(
      "An accrual must be an amount greater than nil.",
    );
    expect(validateAdjustment({ ...ok, kind: "closing-stock", categoryId: null, amount: -500 }, registered)).toBe(
      "Closing stock cannot be negative.",
    );
    expect(validateAdjustment({ ...ok, amount: 12.5 }, registered)).toBe("The amount must be a sum of money.");
  });

  it("refuses a category of the wrong kind, an unknown one, or any category on closing stock", () => {
    expect(validateAdjustment({ ...ok, categoryId: "rent-rates" }, registered)).toBe(
      "A debtor needs an income category; Rent & Rates is not one.",
    );
    expect(validateAdjustment({ ...ok, kind: "creditor", categoryId: "sales" }, registered)).toBe(
      "A creditor needs an expense category; Sales is not one.",
    );
    expect(validateAdjustment({ ...ok, kind: "prepayment", categoryId: "equipment" }, registered)).toBe(
      "A prepayment needs an expense category; Equipment is not one.",
    );
    expect(validateAdjustment({ ...ok, kind: "accrual", categoryId: null }, registered)).toBe(
      "An accrual needs an expense category.",
    );
    expect(validateAdjustment({ ...ok, categoryId: "nope" }, registered)).toBe('Unknown category "nope".');
    expect(validateAdjustment({ ...ok, kind: "closing-stock", categoryId: "cost-of-sales" }, registered)).toBe(
      "Closing stock has no category: it always adjusts cost of sales.",
    );
  });

  it("refuses a VAT rate when the company is not VAT-registered, and on stock, prepayments and accruals", () => {
    expect(validateAdjustment({ ...ok, vatRate: "standard" }, unregistered)).toBe(
      "The company is not VAT-registered, so an adjustment cannot carry a VAT rate.",
    );
    expect(validateAdjustment({ ...ok, vatRate: "standard" }, registered)).toBeNull();
    expect(
      validateAdjustment({ ...ok, kind: "prepayment", categoryId: "insurance", vatRate: "exempt" }, registered),
    ).toBe("A prepayment carries no VAT: leave its VAT rate empty.");
    expect(validateAdjustment({ ...ok, kind: "closing-stock", categoryId: null, vatRate: "zero" }, registered)).toBe(
      "Closing stock carries no VAT: leave its VAT rate empty.",
    );
    expect(validateAdjustment({ ...ok, vatRate: "20%" }, registered)).toBe('Unknown VAT rate "20%".');
  });
});

describe("what an adjustment of each kind takes (uk-accounting-rules §9)", () => {
  it("offers income categories for debtors, expense categories for creditors, prepayments and accruals", () => {
    expect(categoryKindOf("debtor")).toBe("income");
    expect(categoryKindOf("creditor")).toBe("expense");
    expect(categoryKindOf("prepayment")).toBe("expense");
    expect(categoryKindOf("accrual")).toBe("expense");
    expect(categoryKindOf("closing-stock")).toBeNull();
  });

  it("asks for a VAT rate only on debtors and creditors of a VAT-registered company", () => {
    expect(carriesVatRate("debtor", true)).toBe(true);
    expect(carriesVatRate("creditor", true)).toBe(true);
    expect(carriesVatRate("accrual", true)).toBe(false);
    expect(carriesVatRate("debtor", false)).toBe(false);
  });
});
