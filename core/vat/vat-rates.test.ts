import { describe, expect, it } from "vitest";
import { pence } from "../money";
import { isVatRate, vatOfGross, vatRatePercent } from "./vat-rates";

describe("VAT rates (VATA 1994 s2, Sch 7A, Sch 8, Sch 9)", () => {
  it("charges 20 % standard, 5 % reduced and nothing on zero-rated, exempt or outside-scope supplies", () => {
    expect(["standard", "reduced", "zero", "exempt", "outside-scope"].map((r) => vatRatePercent(r as never))).toEqual([
      20, 5, 0, 0, 0,
    ]);
    expect(isVatRate("exempt")).toBe(true);
    expect(isVatRate("20%")).toBe(false);
  });

  it("takes the VAT fraction out of a VAT-inclusive amount, to the nearest penny (VAT Notice 700 §16.6)", () => {
    // £120.00 at 20 %: 12,000 × 20/120 = 2,000p exactly (the 1/6 fraction).
    expect(vatOfGross(pence(12_000), "standard")).toBe(2_000);
    // £10.01 at 20 %: 1,001/6 = 166.83p → 167p (nearest penny, not rounded down to 166p).
    expect(vatOfGross(pence(1_001), "standard")).toBe(167);
    // £10.04 at 20 %: 1,004/6 = 167.33p → 167p.
    expect(vatOfGross(pence(1_004), "standard")).toBe(167);
    // 3p at 20 %: 3/6 = 0.5p, a half, rounds away from zero → 1p.
    expect(vatOfGross(pence(3), "standard")).toBe(1);
    // £10.50 at 5 %: 1,050 × 5/105 = 50p exactly (the 1/21 fraction).
    expect(vatOfGross(pence(1_050), "reduced")).toBe(50);
    // £1.00 at 5 %: 100/21 = 4.76p → 5p.
    expect(vatOfGross(pence(100), "reduced")).toBe(5);
  });

  it("gives a refund the same VAT with the sign reversed, and no VAT on other rates", () => {
    // −£10.01: −1,001/6 = −166.83p → −167p, the mirror of the sale.
    expect(vatOfGross(pence(-1_001), "standard")).toBe(-167);
    expect(vatOfGross(pence(12_000), "zero")).toBe(0);
    expect(vatOfGross(pence(12_000), "exempt")).toBe(0);
    expect(vatOfGross(pence(12_000), "outside-scope")).toBe(0);
  });
});
