import { describe, expect, it } from "vitest";
import { amountRangeText, draftOf, EMPTY_DRAFT, ruleInputOf } from "./rule-text";

describe("ruleInputOf", () => {
  it("sends the trimmed text, the direction or null, and absolute amounts", () => {
    expect(
      ruleInputOf({ contains: " trainline ", categoryId: "travel", direction: "out", minAmount: "-£5", maxAmount: "" }),
    ).toEqual({
      input: { contains: "trainline", categoryId: "travel", direction: "out", minAmount: "5.00", maxAmount: null },
    });
    expect(ruleInputOf({ ...EMPTY_DRAFT, contains: "ab", categoryId: "sales" })).toEqual({
      input: { contains: "ab", categoryId: "sales", direction: null, minAmount: null, maxAmount: null },
    });
  });

  it("says what to fix first", () => {
    expect(ruleInputOf({ ...EMPTY_DRAFT, contains: "a" })).toEqual({
      error: "Enter at least 2 characters the description contains.",
    });
    expect(ruleInputOf({ ...EMPTY_DRAFT, contains: "abc" })).toEqual({ error: "Choose a category." });
    const base = { ...EMPTY_DRAFT, contains: "abc", categoryId: "sales" };
    expect(ruleInputOf({ ...base, minAmount: "ten" })).toEqual({ error: "Enter amounts such as 25.00." });
    expect(ruleInputOf({ ...base, minAmount: "50", maxAmount: "10" })).toEqual({
      error: "The minimum amount is above the maximum.",
    });
  });
});

describe("rule texts", () => {
  it("describes the amount range", () => {
    expect(amountRangeText(null, null)).toBe("Any amount");
    expect(amountRangeText("10.00", "1250.50")).toBe("£10.00 to £1,250.50");
    expect(amountRangeText("10.00", null)).toBe("From £10.00");
    expect(amountRangeText(null, "5.00")).toBe("Up to £5.00");
  });

  it("turns a saved rule back into a draft", () => {
    expect(
      draftOf({
        id: "r",
        name: null,
        contains: "X",
        categoryId: "sales",
        direction: null,
        minAmount: null,
        maxAmount: "9.00",
      }),
    ).toEqual({ contains: "X", categoryId: "sales", direction: "any", minAmount: "", maxAmount: "9.00" });
  });
});
