import { describe, expect, it } from "vitest";
import { fromPounds } from "../../money";
import { computeCorporationTax } from "../../tax";
import { returnBoxesFromCt600 } from "./boxes-from-ct600";

const pounds = fromPounds;

describe("the return's boxes from the CT600 workbook's (one computation for both)", () => {
  it("carries a plain year's boxes across, with 160, 170, 285 and the pools blank when there is nothing in them", () => {
    // FY2025, £20,000 at 19 %: £3,800.00.
    const ct = computeCorporationTax({ start: "2025-04-01", end: "2026-03-31", accountingProfit: pounds(20_000) });
    const b = returnBoxesFromCt600(ct.ct600);
    expect(b).toMatchObject({
      box155: pounds(20_000),
      box160: null,
      box315: pounds(20_000),
      box326: 0,
      box329: true,
      box440: pounds(3_800),
      box528: pounds(3_800),
      ct600a: null,
    });
    expect(b.financialYears).toEqual([
      { year: 2025, rows: [{ profit: pounds(20_000), ratePercent: 19, tax: pounds(3_800) }] },
    ]);
    expect(b.box170).toBeNull();
    expect(b.box285).toBeNull();
  });

  it("keeps each financial year of a straddle in its own block (330 and 380)", () => {
    const ct = computeCorporationTax({ start: "2023-01-01", end: "2023-12-31", accountingProfit: pounds(100_000) });
    const b = returnBoxesFromCt600(ct.ct600);
    expect(b.financialYears.map((fy) => fy.year)).toEqual([2022, 2023]);
    expect(b.financialYears.map((fy) => fy.rows.length)).toEqual([1, 1]);
    expect(b.box327).toBe(0);
    expect(b.box328).toBe(0);
  });

  it("maps the CT600A with the participator's name, A5 and the dated A25 rows", () => {
    // £10,000 outstanding, £4,000 repaid on 30 September 2026: A20 £3,375.00, A45 £1,350.00, A80 £2,025.00.
    const ct = computeCorporationTax({
      start: "2025-04-01",
      end: "2026-03-31",
      accountingProfit: pounds(20_000),
      loansToParticipators: { outstanding: pounds(10_000), repaidWithinNineMonths: pounds(4_000) },
    });
    const rows = [{ name: "Ada Lovelace", repaid: pounds(4_000), date: "2026-09-30" }];
    const b = returnBoxesFromCt600(ct.ct600, {
      ct600a: { participatorName: "Ada Lovelace", repaidBeforePeriodEnd: false, reliefRows: rows },
    });
    expect(b.ct600a).toEqual({
      a5: false,
      part1: { loans: [{ name: "Ada Lovelace", amount: pounds(10_000) }], a15: pounds(10_000), a20: pounds(3_375) },
      part2: { rows, totalRepaid: pounds(4_000), totalLoans: pounds(4_000), reliefDue: pounds(1_350) },
      part3: null,
      a75: pounds(10_000),
      a80: pounds(2_025),
    });
    expect(b.box480).toBe(pounds(2_025));
  });

  it("will not guess the CT600A's names or dates", () => {
    const ct = computeCorporationTax({
      start: "2025-04-01",
      end: "2026-03-31",
      accountingProfit: pounds(20_000),
      loansToParticipators: { outstanding: pounds(10_000), repaidWithinNineMonths: pounds(4_000) },
    });
    expect(() => returnBoxesFromCt600(ct.ct600)).toThrow(/participator's name/);
    expect(() =>
      returnBoxesFromCt600(ct.ct600, { ct600a: { participatorName: "Ada Lovelace", repaidBeforePeriodEnd: false } }),
    ).toThrow(/A25/);
  });
});
