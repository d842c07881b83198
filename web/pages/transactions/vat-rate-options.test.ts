import { describe, expect, it } from "vitest";
import { DEFAULT_VAT_VALUE, VAT_RATE_OPTIONS, vatRateFromValue } from "./vat-rate-options";

describe("the VAT rate choices on the Transactions page", () => {
  it("offers every rate of core/vat, and reads the default choice back as null", () => {
    expect(VAT_RATE_OPTIONS.map((o) => o.label)).toEqual([
      "Standard 20%",
      "Reduced 5%",
      "Zero 0%",
      "Exempt",
      "Outside the scope",
      "No VAT charged: supplier not VAT-registered",
    ]);
    expect(vatRateFromValue("zero")).toBe("zero");
    expect(vatRateFromValue(DEFAULT_VAT_VALUE)).toBeNull();
  });
});
