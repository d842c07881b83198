import { describe, expect, it } from "vitest";
import { DEFAULT_VAT_VALUE, rowVatRate, VAT_RATE_OPTIONS, vatRateFromValue } from "./vat-rate-options";

describe("a row's VAT rate on the Transactions page", () => {
  it("is the row's own rate when it has one", () => {
    expect(rowVatRate({ vatRate: "reduced", categoryId: "sales" })).toEqual({ rate: "reduced", isDefault: false });
  });

  it("else follows its category's default: sales standard, insurance exempt, uncategorised outside the scope", () => {
    expect(rowVatRate({ vatRate: null, categoryId: "sales" })).toEqual({ rate: "standard", isDefault: true });
    expect(rowVatRate({ vatRate: undefined, categoryId: "insurance" })).toEqual({ rate: "exempt", isDefault: true });
    expect(rowVatRate({ vatRate: null, categoryId: null })).toEqual({ rate: "outside-scope", isDefault: true });
  });

  it("offers every rate of core/vat, and reads the default choice back as null", () => {
    expect(VAT_RATE_OPTIONS.map((o) => o.label)).toEqual([
      "Standard 20%",
      "Reduced 5%",
      "Zero 0%",
      "Exempt",
      "Outside the scope",
    ]);
    expect(vatRateFromValue("zero")).toBe("zero");
    expect(vatRateFromValue(DEFAULT_VAT_VALUE)).toBeNull();
  });
});
