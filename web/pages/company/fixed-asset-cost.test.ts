import { describe, expect, it } from "vitest";
import { fixedAssetCost } from "./fixed-asset-cost";

describe("fixedAssetCost", () => {
  it("shows the cost without the VAT reclaimed, and what was paid", () => {
    expect(fixedAssetCost({ cost: "1800.00", vatReclaimed: "300.00" })).toEqual({
      cost: "£1,500.00",
      paid: "£1,800.00 paid, less £300.00 VAT reclaimed",
    });
  });

  it("shows what was paid when no VAT was reclaimed", () => {
    expect(fixedAssetCost({ cost: "20000.00", vatReclaimed: "0.00" })).toEqual({ cost: "£20,000.00", paid: null });
  });
});
