import { describe, expect, it } from "vitest";
import { DEFAULT_VAT_VALUE, VAT_RATE_OPTIONS, vatRateFromValue, vatReasonText } from "./vat-rate-options";

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
    expect(vatRateFromValue("no-vat")).toBe("no-vat");
    expect(vatRateFromValue(DEFAULT_VAT_VALUE)).toBeNull();
  });

  it("shows why a learned rate was chosen, and nothing for a rate set on the row or a category default", () => {
    expect(vatReasonText({ vatRate: "no-vat", vatReason: "Set by you for J BAKER" })).toBe("Set by you for J BAKER");
    expect(vatReasonText({ vatRate: "exempt", vatReason: null })).toBeNull();
    expect(vatReasonText({ vatRate: null, vatReason: null })).toBeNull();
    expect(vatReasonText({ vatRate: null, vatReason: "stale" })).toBeNull();
  });
});
