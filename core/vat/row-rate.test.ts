import { describe, expect, it } from "vitest";
import { rowVatRate } from "./row-rate";

describe("a row's VAT rate", () => {
  it("is the row's own rate when it has one", () => {
    expect(rowVatRate({ vatRate: "reduced", categoryId: "sales" })).toEqual({ rate: "reduced", isDefault: false });
  });

  it("else follows its category's default: sales standard, insurance exempt, uncategorised outside the scope", () => {
    expect(rowVatRate({ vatRate: null, categoryId: "sales" })).toEqual({ rate: "standard", isDefault: true });
    expect(rowVatRate({ vatRate: null, categoryId: "insurance" })).toEqual({ rate: "exempt", isDefault: true });
    expect(rowVatRate({ vatRate: null, categoryId: null })).toEqual({ rate: "outside-scope", isDefault: true });
  });
});
