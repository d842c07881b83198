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
