import { describe, expect, it } from "vitest";
import { bodyFromForm, EMPTY_FORM, effectOnProfitText } from "./adjustment-form";

describe("the year-end adjustment form", () => {
  it("sends the amount without pound sign or commas, and drops what the kind does not take", () => {
    const form = { ...EMPTY_FORM, kind: "closing-stock" as const, categoryId: "rent-rates", amount: "£1,200.50 " };
    expect(bodyFromForm({ ...form, vatRate: "standard", date: "2025-03-01" }, true)).toEqual({
      kind: "closing-stock",
      categoryId: null,
      description: "",
      amount: "1200.50",
      vatRate: null,
      date: null,
    });
    const debtor = { ...EMPTY_FORM, kind: "debtor" as const, categoryId: "sales", amount: "600", vatRate: "standard" };
    expect(bodyFromForm(debtor, true)).toMatchObject({ categoryId: "sales", vatRate: "standard" });
    expect(bodyFromForm(debtor, false)).toMatchObject({ categoryId: "sales", vatRate: null });
  });

  it("sends a write-off's date and no category or VAT rate", () => {
    const writeOff = {
      ...EMPTY_FORM,
      kind: "directors-loan-write-off" as const,
      categoryId: "rent-rates",
      amount: "4,000",
      vatRate: "standard",
      date: "2025-03-01",
    };
    expect(bodyFromForm(writeOff, true)).toMatchObject({
      kind: "directors-loan-write-off",
      categoryId: null,
      amount: "4000",
      vatRate: null,
      date: "2025-03-01",
    });
  });

  it("adds effects in pence and shows the direction with a sign", () => {
    // 0.1 + 0.2 in binary floating point is 0.30000000000000004; in pence it is 10 + 20 = 30.
    expect(effectOnProfitText([0.1, 0.2])).toBe("+£0.30");
    expect(effectOnProfitText([-500, 120.5])).toBe("-£379.50");
    expect(effectOnProfitText([])).toBe("£0.00");
  });
});
