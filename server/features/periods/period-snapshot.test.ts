import { describe, expect, it } from "vitest";
import { decodeSettings, encodeSettings, PERIOD_SETTING_KEYS } from "./period-snapshot";

describe("the period snapshot's tax settings", () => {
  it("keeps the close investment-holding setting (CTA 2010 s34) with the others, no for a period closed before it", () => {
    expect(PERIOD_SETTING_KEYS).toContain("closeInvestmentHolding");
    const kept = encodeSettings({ ...decodeSettings({}), closeInvestmentHolding: true });
    expect(decodeSettings(JSON.parse(JSON.stringify(kept))).closeInvestmentHolding).toBe(true);
    expect(decodeSettings({ associatedCompanies: 0 }).closeInvestmentHolding).toBe(false);
  });
});

describe("the period snapshot's VAT stagger", () => {
  it("keeps the stagger, or none set, and reads a snapshot kept before it with no stagger at all", () => {
    const kept = encodeSettings({ ...decodeSettings({}), vatStagger: "apr-jul-oct-jan" });
    expect(decodeSettings(JSON.parse(JSON.stringify(kept))).vatStagger).toBe("apr-jul-oct-jan");
    expect(decodeSettings({ vatStagger: null })).toHaveProperty("vatStagger", null);
    // Missing, the key is absent rather than null: spread over the company, or written back to it, it changes nothing.
    expect(decodeSettings({ vatRegistered: true })).not.toHaveProperty("vatStagger");
    expect(decodeSettings({ vatStagger: "monthly" })).not.toHaveProperty("vatStagger");
  });
});
