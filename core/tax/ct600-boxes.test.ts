import { describe, expect, it } from "vitest";
import { fromPounds, pence } from "../money";
import { computeCorporationTax } from "./corporation-tax";

const pounds = fromPounds;
const year2025 = { start: "2025-04-01", end: "2026-03-31" } as const;

/*
 * Rule 3: a box whose schema type is a non-zero amount is left blank rather than written as £0.00 (435 marginal
 * relief, 620, 690, 775, 780), and a tick box that only means "yes" (329, 95) is ticked or left blank, never "No".
 */
describe("blank boxes where the form wants nothing", () => {
  it("leaves 435 blank without marginal relief, and ticks 329 for the small profits rate", () => {
    // 20,000 × 19 % = 3,800.00: the small profits rate (A ≤ £50,000), so 329 is ticked and 435 is blank.
    const ct = computeCorporationTax({ ...year2025, accountingProfit: pounds(20_000) });
    expect(ct.ct600).toMatchObject({ box329: true, box435: null, box440: pounds(3_800), box780: null });
  });

  it("leaves 329 blank at the main rate and for a flat-rate year", () => {
    const main = computeCorporationTax({ ...year2025, accountingProfit: pounds(300_000) });
    expect(main.ct600).toMatchObject({ box329: null, box435: null, box440: pounds(75_000) });
    const flat = computeCorporationTax({
      start: "2021-04-01",
      end: "2022-03-31",
      accountingProfit: pounds(10),
    });
    expect(flat.ct600.box329).toBeNull();
  });

  it("leaves 620, 690, 775 and 780 blank when there is nothing to put in them", () => {
    const ct = computeCorporationTax({ ...year2025, accountingProfit: pounds(1_000) });
    expect(ct.ct600).toMatchObject({
      box95: null,
      box160: null,
      box480: null,
      box620: null,
      box690: null,
      box775: null,
    });
  });
});

/*
 * Rule 4: the boxes after 440 (CT600 (2026) Version 3): 475 net liability = 440 (no reliefs in 470); 510 tax
 * chargeable = 475 + 480; 525 self-assessment of tax payable before restitution tax = 510 − 515 (no income tax
 * deducted); 528 self-assessment of tax payable = 525 + 526 + 527 (rule F237); 600 tax outstanding = 528 − 595.
 * Capital allowances: the annual investment allowance is box 690, its qualifying spending box 775 (other machinery
 * and plant). Exempt distributions go in 620 when they feed augmented profits.
 */
describe("the boxes after 440, capital allowances and distributions", () => {
  it("carries the tax to 475, 510, 525, 528 and 600", () => {
    const ct = computeCorporationTax({ ...year2025, accountingProfit: pounds(20_000) });
    expect(ct.ct600).toMatchObject({
      box440: pounds(3_800),
      box475: pounds(3_800),
      box510: pounds(3_800),
      box525: pounds(3_800),
      box528: pounds(3_800),
      box600: pounds(3_800),
    });
  });

  it("puts the annual investment allowance in 690 and the spending in 775", () => {
    // 20,000 profit + 1,000 depreciation − 3,600.40 AIA = 17,399.60 → 315 = 17,399; 690 = 775 = 3,600.
    const ct = computeCorporationTax({
      ...year2025,
      accountingProfit: pounds(20_000),
      addBacks: { depreciation: pounds(1_000) },
      capitalExpenditure: pence(360_040),
    });
    expect(ct.ct600).toMatchObject({ box155: pounds(17_399), box315: pounds(17_399), box690: pounds(3_600) });
    expect(ct.ct600.box775).toBe(pounds(3_600));
  });

  it("claims at most the allowance in 690 while 775 keeps the whole spending", () => {
    // 6 months: the allowance is 1,000,000 × 183/365 = 501,369.86; 775 = 600,000.
    const ct = computeCorporationTax({
      start: "2025-04-01",
      end: "2025-09-30",
      accountingProfit: pounds(900_000),
      capitalExpenditure: pounds(600_000),
    });
    expect(ct.ct600).toMatchObject({ box690: pounds(501_369), box775: pounds(600_000) });
  });

  it("fills 620 with exempt distributions that feed augmented profits, not in a flat-rate year", () => {
    // CTM03925: 90,000 profits, 8,000 distributions: A = 98,000 → marginal relief; 620 = 8,000.
    const ct = computeCorporationTax({
      start: "2025-10-01",
      end: "2026-09-30",
      accountingProfit: pounds(90_000),
      exemptDistributions: pounds(8_000),
    });
    expect(ct.ct600.box620).toBe(pounds(8_000));
    const flat = computeCorporationTax({
      start: "2022-04-01",
      end: "2023-03-31",
      accountingProfit: pounds(90_000),
      exemptDistributions: pounds(8_000),
    });
    expect(flat.ct600.box620).toBeNull();
  });
});

/*
 * Rule 6: a period straddling 1 April 2023 (FY2022 flat 19 %, FY2023 with limits) gives the associated companies of
 * each year in 327 and 328 instead of 326 (CT600 guide: the limits changed; filing software locks 326), and its rows
 * come in box order, 330–345 then 380–395. A straddle of years with the same limits uses 326.
 */
describe("straddling 1 April 2023", () => {
  it("fills 327 and 328, not 326, with the rows in box order", () => {
    const ct = computeCorporationTax({
      start: "2022-10-01",
      end: "2023-09-30",
      accountingProfit: pounds(60_000),
      associatedCompanies: 1,
    });
    expect(ct.ct600).toMatchObject({ box326: null, box327: 1, box328: 1, box330: 2022, box380: 2023 });
    expect(ct.ct600.rows.map((r) => [r.profitBox, r.rateBox, r.taxBox])).toEqual([
      [335, 340, 345],
      [385, 390, 395],
    ]);
  });

  it("uses 326 for a straddle of years with the same limits, counting the most companies associated", () => {
    const ct = computeCorporationTax({
      start: "2024-10-01",
      end: "2025-09-30",
      accountingProfit: pounds(60_000),
      associatedCompanies: 1,
      associatedCompaniesByFinancialYear: { 2025: 2 },
    });
    expect(ct.ct600).toMatchObject({ box326: 2, box327: null, box328: null });
  });

  it("leaves 326–328 blank for a period ending before 1 April 2023", () => {
    const ct = computeCorporationTax({ start: "2022-01-01", end: "2022-12-31", accountingProfit: pounds(10) });
    expect(ct.ct600).toMatchObject({ box326: null, box327: null, box328: null });
  });
});

/*
 * Rule 7: staff entertaining is allowable (CTA 2009 s1299(3), Case B), client entertaining is not (s1298).
 */
describe("entertaining", () => {
  it("adds back client entertaining but not staff entertaining, and shows both", () => {
    // 20,000 + 500 client entertaining = 20,500 taxable; the 800 of staff entertaining stays deducted.
    const ct = computeCorporationTax({
      ...year2025,
      accountingProfit: pounds(20_000),
      addBacks: { entertainment: pounds(500) },
      staffEntertainment: pounds(800),
    });
    expect(ct.addBacks.entertainment).toBe(pounds(500));
    expect(ct.staffEntertainment).toBe(pounds(800));
    expect(ct.taxableProfit).toBe(pounds(20_500));
    expect(ct.tax).toBe(pounds(3_895));
  });
});
