import { describe, expect, it } from "vitest";
import { fromPounds, pence } from "../money";
import { computeCorporationTax } from "./corporation-tax";
import { corporationTaxToJson } from "./json";

const pounds = fromPounds;

describe("HMRC worked examples", () => {
  it("CTM03925: 12 months to 30 Sep 2026, £90,000 profits and £8,000 exempt distributions → £20,406.12", () => {
    const ct = computeCorporationTax({
      start: "2025-10-01",
      end: "2026-09-30",
      accountingProfit: pounds(90_000),
      exemptDistributions: pounds(8_000),
    });
    expect(ct.periodLength).toBe("twelve-months");
    expect(ct.augmentedProfits).toBe(pounds(98_000));
    expect(ct.taxBeforeRelief).toBe(pounds(22_500));
    expect(ct.marginalRelief).toBe(pence(209_388));
    expect(ct.tax).toBe(pence(2_040_612));
    expect(ct.financialYears.map((fy) => [fy.financialYear, fy.days, fy.band])).toEqual([
      [2025, 182, "marginal-relief"],
      [2026, 183, "marginal-relief"],
    ]);
  });

  it("CTM03930: 9 months 1 Jan–30 Sep 2024, £55,000 → £11,759.93 with limits reduced by days/365", () => {
    const ct = computeCorporationTax({
      start: "2024-01-01",
      end: "2024-09-30",
      accountingProfit: pounds(55_000),
    });
    expect(ct.periodLength).toBe("short");
    expect(ct.days).toBe(274);
    expect(ct.tax).toBe(pence(1_175_993));
    expect(ct.taxBeforeRelief).toBe(pence(1_375_000));
    // The limits of each part are annual × part days / 365; together 250,000 × 274/365.
    const upper = ct.financialYears.reduce((s, fy) => s + (fy.upperLimit ?? 0), 0);
    expect(Math.abs(upper - 18_767_123)).toBeLessThanOrEqual(1);
  });

  it("CTM03956: 1 Oct 2023–30 Sep 2024 (366 days), £55,000, two associated companies → £13,325 on full limits ÷ 3", () => {
    const ct = computeCorporationTax({
      start: "2023-10-01",
      end: "2024-09-30",
      accountingProfit: pounds(55_000),
      associatedCompanies: 2,
    });
    expect(ct.days).toBe(366);
    expect(ct.periodLength).toBe("twelve-months");
    expect(ct.marginalRelief).toBe(pounds(425));
    expect(ct.tax).toBe(pounds(13_325));
    expect(ct.ct600.box326).toBe(2);
  });

  it("CTM03935: three associated companies divide the limits by 4 (L £12,500, U £62,500)", () => {
    const ct = computeCorporationTax({
      start: "2023-04-01",
      end: "2024-03-31",
      accountingProfit: pounds(40_000),
      associatedCompanies: 3,
    });
    expect(ct.financialYears[0]).toMatchObject({ lowerLimit: pounds(12_500), upperLimit: pounds(62_500) });
    // 40,000 × 25 % − 3/200 × (62,500 − 40,000) = 10,000 − 337.50
    expect(ct.tax).toBe(pence(966_250));
  });

  it("ACCA: £200,000 profits for a year → £50,000 − £750 marginal relief = £49,250", () => {
    const ct = computeCorporationTax({
      start: "2024-04-01",
      end: "2025-03-31",
      accountingProfit: pounds(200_000),
    });
    expect(ct.tax).toBe(pounds(49_250));
  });
});

describe("rate bands at the limits", () => {
  const year = (profit: number) =>
    computeCorporationTax({ start: "2024-04-01", end: "2025-03-31", accountingProfit: pounds(profit) });

  it("charges exactly £50,000 at the small profits rate: £9,500", () => {
    expect(year(50_000)).toMatchObject({ tax: pounds(9_500), marginalRelief: 0 });
    expect(year(50_000).financialYears[0]?.band).toBe("small-profits-rate");
  });

  it("charges exactly £250,000 at the main rate with no relief: £62,500", () => {
    expect(year(250_000)).toMatchObject({ tax: pounds(62_500), marginalRelief: 0 });
  });

  it("gives marginal relief one pound above the lower limit", () => {
    const ct = computeCorporationTax({
      start: "2024-04-01",
      end: "2025-03-31",
      accountingProfit: pounds(50_001),
    });
    expect(ct.financialYears[0]?.band).toBe("marginal-relief");
    // 25 % × 50,001 − 3/200 × (250,000 − 50,001) = 12,500.25 − 2,999.985 (2,999.99 half up) = 9,500.26
    expect(ct.marginalRelief).toBe(pence(299_999));
    expect(ct.tax).toBe(pence(950_026));
  });

  it("charges a penny above the lower limit at the small profits rate: box 315 is whole pounds", () => {
    // £50,000.01 → box 315 £50,000 (rounded down), which is not above the £50,000 limit: 19 % → £9,500.00.
    const ct = computeCorporationTax({
      start: "2024-04-01",
      end: "2025-03-31",
      accountingProfit: pence(5_000_001),
    });
    expect(ct.financialYears[0]?.band).toBe("small-profits-rate");
    expect(ct.tax).toBe(pounds(9_500));
  });

  it("keeps the full limits for a 12-month period of 366 days", () => {
    const ct = computeCorporationTax({
      start: "2024-01-01",
      end: "2024-12-31",
      accountingProfit: pounds(50_000),
    });
    expect(ct.days).toBe(366);
    expect(ct.tax).toBe(pounds(9_500));
  });

  it("reduces the limits for a short period, so £50,000 in 6 months gets marginal relief", () => {
    const ct = computeCorporationTax({
      start: "2024-04-01",
      end: "2024-09-30",
      accountingProfit: pounds(50_000),
    });
    expect(ct.periodLength).toBe("short");
    expect(ct.financialYears[0]?.band).toBe("marginal-relief");
  });
});

describe("periods straddling 1 April", () => {
  it("splits 1 Jan–31 Dec 2023 into FY2022 (90 days, 19 % flat) and FY2023 (275 days, limits × 275/365)", () => {
    const ct = computeCorporationTax({
      start: "2023-01-01",
      end: "2023-12-31",
      accountingProfit: pounds(100_000),
    });
    const [fy22, fy23] = ct.financialYears;
    expect(fy22).toMatchObject({ financialYear: 2022, days: 90, band: "flat-rate", lowerLimit: null });
    expect(fy23).toMatchObject({ financialYear: 2023, days: 275, band: "marginal-relief" });
    expect(fy23?.lowerLimit).toBe(pence(3_767_123));
    expect(fy23?.upperLimit).toBe(pence(18_835_616));
    expect(fy22!.profits + fy23!.profits).toBe(pounds(100_000));
    // Box 335 = round(100,000 × 90/365 = 24,657.53) = 24,658 (rule F032.4); box 385 = 75,342 (F900.1).
    // FY2022: 24,658 × 19 % = 4,685.02. FY2023: 75,342 × 25 % = 18,835.50, less marginal relief (CTA 2010 s18B)
    // 3/200 × (188,356.16 − 75,342.47) × N/A, where N/A is box 385 over box 385 plus its (nil) exempt
    // distributions = 75,342 / 75,342 = 1 (uk-accounting-rules §4): 3/200 × 113,013.69 = 1,695.205… → 1,695.21
    // (not 1,695.20 as 75,342 / 75,342.47 would give) → 17,140.29. Total 4,685.02 + 17,140.29 = 21,825.31.
    expect(fy22!.profits).toBe(pounds(24_658));
    expect(fy22!.tax).toBe(pence(468_502));
    expect(fy23!.marginalRelief).toBe(pence(169_521));
    expect(ct.ct600.box435).toBe(pence(169_521));
    expect(ct.tax).toBe(pence(2_182_531));
    expect(fy22!.tax + fy23!.tax).toBe(ct.tax);
  });

  it("fills two CT600 financial year blocks when the rates differ", () => {
    const ct = computeCorporationTax({
      start: "2023-01-01",
      end: "2023-12-31",
      accountingProfit: pounds(300_000),
    });
    // 335: round(300,000 × 90/365) = 73,973 at 19 % = 14,054.87; 385: 226,027 at 25 % = 56,506.75 (A above U).
    expect(ct.tax).toBe(pence(7_056_162));
    expect(ct.ct600.box330).toBe(2022);
    expect(ct.ct600.box380).toBe(2023);
    expect(ct.ct600.rows.map((r) => [r.profitBox, r.ratePercent])).toEqual([
      [335, 19],
      [385, 25],
    ]);
    expect(ct.ct600.rows.reduce((s, r) => s + r.tax, 0)).toBe(ct.ct600.box430);
  });

  it("charges small profits in both parts of a straddle at 19 %", () => {
    const ct = computeCorporationTax({
      start: "2023-01-01",
      end: "2023-12-31",
      accountingProfit: pounds(30_000),
    });
    expect(ct.tax).toBe(pounds(5_700));
    expect(ct.financialYears.map((fy) => fy.band)).toEqual(["flat-rate", "small-profits-rate"]);
  });

  it("fills both financial year blocks for a straddle of two years with the same rules (FY2025/FY2026)", () => {
    // HMRC rule F900.0: box 380's block is required whenever box 315 > 0 and the period ends in the next financial
    // year. 335 = round(90,000 × 182/365 = 44,876.71) = 44,877; 385 = 45,123. Relief is unchanged by the split:
    // (U − A)/A is the same in both parts, so 3/200 × (250,000 − 98,000) × 90,000/98,000 = 2,093.88 (CTM03925).
    const ct = computeCorporationTax({
      start: "2025-10-01",
      end: "2026-09-30",
      accountingProfit: pounds(90_000),
      exemptDistributions: pounds(8_000),
    });
    expect(ct.ct600).toMatchObject({
      box315: pounds(90_000),
      box329: true,
      box330: 2025,
      box380: 2026,
      box430: pounds(22_500),
      box435: pence(209_388),
      box440: pence(2_040_612),
      box475: pence(2_040_612),
    });
    expect(ct.ct600.rows).toEqual([
      {
        financialYear: 2025,
        profitBox: 335,
        rateBox: 340,
        taxBox: 345,
        profit: pounds(44_877),
        ratePercent: 25,
        tax: pence(1_121_925),
      },
      {
        financialYear: 2026,
        profitBox: 385,
        rateBox: 390,
        taxBox: 395,
        profit: pounds(45_123),
        ratePercent: 25,
        tax: pence(1_128_075),
      },
    ]);
  });
});

describe("computation from accounting profit", () => {
  it("adds back entertainment and depreciation, then deducts the annual investment allowance", () => {
    const ct = computeCorporationTax({
      start: "2024-04-01",
      end: "2025-03-31",
      accountingProfit: pounds(20_000),
      addBacks: { entertainment: pounds(500), depreciation: pounds(1_000) },
      capitalExpenditure: pounds(3_000),
      turnover: pence(8_000_099),
    });
    expect(ct.addBacks.total).toBe(pounds(1_500));
    expect(ct.capitalAllowances).toBe(pounds(3_000));
    expect(ct.taxableProfit).toBe(pounds(18_500));
    expect(ct.tax).toBe(pounds(3_515));
    expect(ct.ct600).toMatchObject({ box145: pounds(80_000), box155: pounds(18_500), box235: pounds(18_500) });
  });

  it("charges no tax on a trading loss and reports the loss", () => {
    const ct = computeCorporationTax({
      start: "2024-04-01",
      end: "2025-03-31",
      accountingProfit: pounds(2_000),
      capitalExpenditure: pounds(5_000),
    });
    expect(ct.taxableProfit).toBe(pounds(-3_000));
    expect(ct.tradingLoss).toBe(pounds(3_000));
    expect(ct.tax).toBe(0);
    expect(ct.ct600).toMatchObject({ box155: 0, box315: 0, box430: 0, box440: 0, box780: pounds(3_000), rows: [] });
  });

  it("caps the annual investment allowance at £1,000,000, pro rata for a short period", () => {
    const ct = computeCorporationTax({
      start: "2024-04-01",
      end: "2024-09-30",
      accountingProfit: pounds(3_000_000),
      capitalExpenditure: pounds(2_000_000),
    });
    // 1,000,000 × 183/365
    expect(ct.capitalAllowances).toBe(pence(50_136_986));
    expect(ct.capitalExpenditureOverAllowance).toBe(pence(200_000_000 - 50_136_986));
  });

  it("charges FY2022 at a flat 19 % whatever the profits", () => {
    const ct = computeCorporationTax({
      start: "2022-04-01",
      end: "2023-03-31",
      accountingProfit: pounds(400_000),
    });
    expect(ct.tax).toBe(pounds(76_000));
    expect(ct.ct600.box326).toBeNull();
    expect(ct.ct600.box329).toBeNull();
  });

  it("charges nothing on profits under £1: box 315 is rounded down to whole pounds", () => {
    const ct = computeCorporationTax({ start: "2024-04-01", end: "2025-03-31", accountingProfit: pence(99) });
    expect(ct.chargeableProfits).toBe(0);
    expect(ct.tax).toBe(0);
    expect(ct.ct600.rows).toEqual([]);
  });

  it("refuses an accounting period longer than 12 months", () => {
    expect(() =>
      computeCorporationTax({ start: "2024-01-01", end: "2025-01-01", accountingProfit: pounds(1) }),
    ).toThrow(RangeError);
  });

  it("fills boxes 327 and 328 when a straddle of changed limits has different associated company counts", () => {
    const ct = computeCorporationTax({
      start: "2023-01-01",
      end: "2023-12-31",
      accountingProfit: pounds(100_000),
      associatedCompanies: 1,
      associatedCompaniesByFinancialYear: { 2022: 0 },
    });
    expect(ct.ct600).toMatchObject({ box326: null, box327: 0, box328: 1 });
  });

  it("converts to JSON in pounds, keeping days, years, rates and box numbers as they are", () => {
    const json = corporationTaxToJson(
      computeCorporationTax({ start: "2024-01-01", end: "2024-09-30", accountingProfit: pounds(55_000) }),
    );
    expect(json.tax).toBe(11_759.93);
    expect(json.days).toBe(274);
    expect(json.financialYears[0]).toMatchObject({ financialYear: 2023, days: 91, mainRatePercent: 25 });
    // 335 = round(55,000 × 91/274 = 18,266.42) = 18,266
    expect(json.ct600.rows[0]).toMatchObject({ profitBox: 335, ratePercent: 25, profit: 18_266 });
  });
});
