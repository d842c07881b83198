import { describe, expect, it } from "vitest";
import { fromPounds } from "../money";
import { computeCorporationTax } from "./corporation-tax";
import { rulesForCompany } from "./financial-years";

const pounds = fromPounds;

/**
 * A close investment-holding company (CTA 2010 s34) is charged at the main rate with no small profits rate and no
 * marginal relief (s18N; CTM03905, uk-accounting-rules §4 "Exclusions"), so the CT600 does not tick box 329 (HMRC's
 * rule F213.1: 329 must not be completed for company type 2) and has no box 435.
 */
describe("close investment-holding company (CTA 2010 s18N)", () => {
  it("12 months to 31 March 2026 with £100 interest: 100 × 25 % = £25, box 329 and 435 blank", () => {
    // Box 170 = £100 of interest, box 315 = £100; FY2025 main rate 25 % → £25.00 (not £19 at the small profits rate).
    const input = {
      start: "2025-04-01",
      end: "2026-03-31",
      accountingProfit: pounds(100),
      interestReceived: pounds(100),
    } as const;
    const ct = computeCorporationTax({ ...input, closeInvestmentHolding: true });
    expect(ct.ct600.box170).toBe(pounds(100));
    expect(ct.chargeableProfits).toBe(pounds(100));
    expect(ct.tax).toBe(pounds(25));
    expect(ct.financialYears.map((fy) => [fy.financialYear, fy.band, fy.appliedRatePercent])).toEqual([
      [2025, "main-rate", 25],
    ]);
    expect(ct.financialYears[0]?.smallProfitsRatePercent).toBeNull();
    expect(ct.ct600.box329).toBeNull();
    expect(ct.ct600.box435).toBeNull();
    expect(ct.ct600.rows.map((r) => [r.profitBox, r.profit, r.ratePercent, r.tax])).toEqual([
      [335, pounds(100), 25, pounds(25)],
    ]);
    // The same company not set as one: £100 × 19 % = £19 and box 329 ticked.
    const ordinary = computeCorporationTax(input);
    expect(ordinary.tax).toBe(pounds(19));
    expect(ordinary.ct600.box329).toBe(true);
  });

  it("straddling 1 April 2023: FY2022 stays at 19 % for everyone, FY2023 at 25 %", () => {
    // 1 Jan–31 Dec 2023, 365 days, box 315 £36,500 (s1172, by days): FY2022 90 days → £9,000; FY2023 275 days →
    // £27,500. FY2022: 9,000 × 19 % = 1,710 (FA 2021 s6(2)(a), one rate). FY2023: 27,500 × 25 % = 6,875 (s18N).
    // Tax £8,585. Not set: FY2023's £27,500 is under L = 50,000 × 275/365 = £37,671.23, so 19 % → £6,935.
    const input = { start: "2023-01-01", end: "2023-12-31", accountingProfit: pounds(36_500) } as const;
    const ct = computeCorporationTax({ ...input, closeInvestmentHolding: true });
    expect(ct.financialYears.map((fy) => [fy.financialYear, fy.days, fy.profits, fy.band, fy.tax])).toEqual([
      [2022, 90, pounds(9_000), "flat-rate", pounds(1_710)],
      [2023, 275, pounds(27_500), "main-rate", pounds(6_875)],
    ]);
    expect(ct.tax).toBe(pounds(8_585));
    expect(ct.ct600.box329).toBeNull();
    expect(ct.ct600.rows.map((r) => [r.profitBox, r.ratePercent, r.tax])).toEqual([
      [335, 19, pounds(1_710)],
      [385, 25, pounds(6_875)],
    ]);
    expect(computeCorporationTax(input).tax).toBe(pounds(6_935));
  });

  it("no marginal relief: 12 months to 31 March 2025, £100,000 → £25,000 (not £22,750), box 435 blank", () => {
    // Not set: 25,000 − 3/200 × (250,000 − 100,000) = 25,000 − 2,250 = £22,750 (s18B). Set: 100,000 × 25 % only.
    const input = { start: "2024-04-01", end: "2025-03-31", accountingProfit: pounds(100_000) } as const;
    const ct = computeCorporationTax({ ...input, closeInvestmentHolding: true });
    expect(ct.marginalRelief).toBe(0);
    expect(ct.tax).toBe(pounds(25_000));
    expect(ct.ct600.box430).toBe(pounds(25_000));
    expect(ct.ct600.box435).toBeNull();
    expect(ct.ct600.box329).toBeNull();
    const ordinary = computeCorporationTax(input);
    expect(ordinary.tax).toBe(pounds(22_750));
    expect(ordinary.ct600.box435).toBe(pounds(2_250));
  });

  it("exempt distributions do not fill box 620: they only move a small profits band the company does not have", () => {
    const ct = computeCorporationTax({
      start: "2024-04-01",
      end: "2025-03-31",
      accountingProfit: pounds(10_000),
      exemptDistributions: pounds(8_000),
      closeInvestmentHolding: true,
    });
    expect(ct.tax).toBe(pounds(2_500));
    expect(ct.ct600.box620).toBeNull();
  });

  it("a period wholly before FY2023 is unchanged: one flat 19 % for every company", () => {
    // 12 months to 31 March 2023, £10,000: 10,000 × 19 % = £1,900 either way (FA 2021 s6(2)(a)).
    const input = { start: "2022-04-01", end: "2023-03-31", accountingProfit: pounds(10_000) } as const;
    expect(computeCorporationTax({ ...input, closeInvestmentHolding: true }).tax).toBe(pounds(1_900));
    expect(computeCorporationTax(input).tax).toBe(pounds(1_900));
    expect(rulesForCompany(2022, true)).toEqual(rulesForCompany(2022, false));
    expect(rulesForCompany(2025, true)).toMatchObject({ mainRatePercent: 25, smallProfits: null });
  });
});
