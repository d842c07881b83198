import { describe, expect, it } from "vitest";
import { bodyFromForm, EMPTY_FORM, effectOnProfitText } from "./adjustment-form";

describe("the year-end adjustment form", () => {
  it("sends the amount without pound sign or commas, and drops what the kind does not take", () => {
    const form = { ...EMPTY_FORM, kind: "closing-stock" as const, categoryId: "rent-rates", amount: "£1,200.50 " };
    expect(bodyFromForm({ ...form, vatRate: "standard" }, true)).toEqual({
      kind: "closing-stock",
      categoryId: null,
      description: "",
      amount: "1200.50",
      vatRate: null,
    });
    const debtor = { ...EMPTY_FORM, kind: "debtor" as const, categoryId: "sales", amount: "600", vatRate: "standard" };
    expect(bodyFromForm(debtor, true)).toMatchObject({ categoryId: "sales", vatRate: "standard" });
    expect(bodyFromForm(debtor, false)).toMatchObject({ categoryId: "sales", vatRate: null });
  });

  it("adds effects in pence and shows the direction with a sign", () => {
    // 0.1 + 0.2 in binary floating point is 0.30000000000000004; in pence it is 10 + 20 = 30.
    expect(effectOnProfitText([0.1, 0.2])).toBe("+£0.30");
    expect(effectOnProfitText([-500, 120.5])).toBe("-£379.50");
    expect(effectOnProfitText([])).toBe("£0.00");
  });
});
