import { describe, expect, it } from "vitest";
import { fromPounds, pence } from "../money";
import { computeCorporationTax } from "./corporation-tax";

const pounds = fromPounds;
const year2025 = { start: "2025-04-01", end: "2026-03-31" } as const;

/*
 * Rule 1: tax is charged on the profits chargeable in whole pounds. The CT600 states box 315 in whole pounds and
 * HMRC's validation rules F035 (FY1) and F042 (FY2) require each tax box (345, 395) to equal its profit box (335,
 * 385) × the rate box (340, 390) ÷ 100, rounded to pence; so box 315 is rounded down first, and the rates, limits and
 * marginal relief (CTA 2010 ss18A–18B) apply to that figure.
 */
describe("tax on box 315 in whole pounds", () => {
  it("charges £35,000.99 as £35,000 at 19 %: £6,650.00, not £6,650.19", () => {
    // 35,000.99 → 315 = 35,000; 35,000 × 19 % = 6,650.00 (on the pence it would be 6,650.1881 → 6,650.19).
    const ct = computeCorporationTax({ ...year2025, accountingProfit: pence(3_500_099) });
    expect(ct.taxableProfit).toBe(pence(3_500_099));
    expect(ct.chargeableProfits).toBe(pounds(35_000));
    expect(ct.ct600.rows).toEqual([
      {
        financialYear: 2025,
        profitBox: 335,
        rateBox: 340,
        taxBox: 345,
        profit: pounds(35_000),
        ratePercent: 19,
        tax: pounds(6_650),
      },
    ]);
    expect(ct.ct600).toMatchObject({
      box315: pounds(35_000),
      box430: pounds(6_650),
      box435: null,
      box440: pounds(6_650),
    });
    expect(ct.tax).toBe(pounds(6_650));
  });

  it("charges £120,000.67 as £120,000 with marginal relief: £30,000.00 − £1,950.00 = £28,050.00", () => {
    // 315 = 120,000; 345 = 120,000 × 25 % = 30,000.00; 435 = 3/200 × (250,000 − 120,000) × 120,000/120,000
    // = 1,950.00; 440 = 28,050.00. On the pence it would be 30,000.1675 − 1,949.99 = 28,050.18.
    const ct = computeCorporationTax({ ...year2025, accountingProfit: pence(12_000_067) });
    expect(ct.ct600).toMatchObject({
      box315: pounds(120_000),
      box329: true,
      box430: pounds(30_000),
      box435: pounds(1_950),
      box440: pounds(28_050),
      box475: pounds(28_050),
    });
    expect(ct.ct600.rows[0]).toMatchObject({ profit: pounds(120_000), ratePercent: 25, tax: pounds(30_000) });
    expect(ct.tax).toBe(pounds(28_050));
  });

  it("rounds augmented profits from whole pounds too: box 315 + box 620", () => {
    // 315 = 49,000 (from 49,000.80); 620 = 1,000 (from 1,000.70); A = 50,000, not above L: 19 % → 9,310.00.
    const ct = computeCorporationTax({
      ...year2025,
      accountingProfit: pence(4_900_080),
      exemptDistributions: pence(100_070),
    });
    expect(ct.augmentedProfits).toBe(pounds(50_000));
    expect(ct.ct600.box620).toBe(pounds(1_000));
    expect(ct.tax).toBe(pounds(9_310));
  });
});

/*
 * Rule 2: a period straddling 1 April splits box 315 between the two financial years. HMRC's rule F032.4 wants box
 * 335 = box 315 × FY1 days / AP days, rounded half up to whole pounds, and F900.1 wants 315 = 335 + 385: so the
 * second year takes the remainder. Rounding each share down on its own can lose a pound.
 */
describe("profits split across two financial years", () => {
  it("gives the remainder to the second year, so 335 + 385 = 315", () => {
    // 1 Jan–31 Dec 2025: 90 days in FY2024, 275 in FY2025 (365). 1,000 × 90/365 = 246.58 → 247; 385 = 753.
    // Rounded down each: 246 + 753 = 999, a pound short. Tax: 247 × 19 % = 46.93; 753 × 19 % = 143.07; 190.00.
    const ct = computeCorporationTax({
      start: "2025-01-01",
      end: "2025-12-31",
      accountingProfit: pounds(1_000),
    });
    expect(ct.ct600.rows.map((r) => [r.profitBox, r.profit, r.taxBox, r.tax])).toEqual([
      [335, pounds(247), 345, pence(4_693)],
      [385, pounds(753), 395, pence(14_307)],
    ]);
    expect(ct.ct600.box315).toBe(pounds(1_000));
    expect(ct.tax).toBe(pounds(190));
  });

  it("rounds the first year's share half up (rule F032.4)", () => {
    // 1 Oct 2023–30 Sep 2024 (366 days), 183 in FY2023: 1,001 × 183/366 = 500.5 → 501; 385 = 500.
    const ct = computeCorporationTax({
      start: "2023-10-01",
      end: "2024-09-30",
      accountingProfit: pounds(1_001),
    });
    expect(ct.ct600.rows.map((r) => r.profit)).toEqual([pounds(501), pounds(500)]);
  });
});
