import { describe, expect, it } from "vitest";
import { fromPounds, type Pence } from "../../money";
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

  it("maps the draft's CT600A as it is: the participator, A5, the dated A25 rows and the totals", () => {
    // CTA 2010 s455: £10,000 lent in the year and outstanding at its end, A20 = 10,000 × 33.75 % = £3,375.00; part of
    // an earlier draw repaid before the end (A5 yes). s458: £4,000 repaid on 30 September 2026, within nine months:
    // A30 = A40 = 4,000, A45 = 4,000 × 33.75 % = £1,350.00; A80 = 3,375.00 − 1,350.00 = £2,025.00 = box 480.
    const ct = computeCorporationTax({
      start: "2025-04-01",
      end: "2026-03-31",
      accountingProfit: pounds(20_000),
      loansToParticipators: {
        outstanding: pounds(10_000),
        repaidWithinNineMonths: pounds(4_000),
        participatorName: "Ada Lovelace",
        repaidBeforePeriodEnd: true,
        withinNineMonths: [{ name: "Ada Lovelace", repaid: pounds(4_000), writtenOff: 0 as Pence, date: "2026-09-30" }],
      },
    });
    const b = returnBoxesFromCt600(ct.ct600);
    expect(b.ct600a).toEqual({
      a5: true,
      part1: { loans: [{ name: "Ada Lovelace", amount: pounds(10_000) }], a15: pounds(10_000), a20: pounds(3_375) },
      part2: {
        rows: [{ name: "Ada Lovelace", repaid: pounds(4_000), releasedOrWrittenOff: null, date: "2026-09-30" }],
        totalRepaid: pounds(4_000),
        totalReleasedOrWrittenOff: null,
        totalLoans: pounds(4_000),
        reliefDue: pounds(1_350),
      },
      part3: null,
      a75: pounds(10_000),
      a80: pounds(2_025),
    });
    expect(b.box480).toBe(pounds(2_025));
    expect(b.box485).toBeUndefined();
  });

  it("carries part 3 (relief now for the period's own loan cleared later) and ticks box 485", () => {
    // CTA 2010 s455: £10,000 lent in the year and outstanding at its end, A20 = 10,000 × 33.75 % = £3,375.00. s458:
    // £1,000 of it written off on 1 February 2027, more than nine months after the end: A50 row, A60 = A65 = 1,000,
    // A70 = 1,000 × 33.75 % = £337.50 (within A20, rule SA076.1); A80 = 3,375.00 − 337.50 = £3,037.50 = box 480.
    const ct = computeCorporationTax({
      start: "2025-04-01",
      end: "2026-03-31",
      accountingProfit: pounds(20_000),
      loansToParticipators: {
        outstanding: pounds(10_000),
        repaidWithinNineMonths: 0 as Pence,
        participatorName: "Ada Lovelace",
        laterRelief: [{ name: "Ada Lovelace", repaid: 0 as Pence, writtenOff: pounds(1_000), date: "2027-02-01" }],
      },
    });
    const b = returnBoxesFromCt600(ct.ct600);
    expect(b.ct600a?.part1?.a20).toBe(pounds(3_375));
    expect(b.ct600a?.part3).toEqual({
      rows: [{ name: "Ada Lovelace", repaid: null, releasedOrWrittenOff: pounds(1_000), date: "2027-02-01" }],
      totalRepaid: null,
      totalReleasedOrWrittenOff: pounds(1_000),
      totalLoans: pounds(1_000),
      reliefDue: 33_750 as Pence,
    });
    expect(b.ct600a?.a80).toBe(303_750);
    expect(b.box480).toBe(303_750);
    expect(b.box485).toBe(true);
  });

  it("will not send part 2 without its dated rows", () => {
    const ct = computeCorporationTax({
      start: "2025-04-01",
      end: "2026-03-31",
      accountingProfit: pounds(20_000),
      loansToParticipators: { outstanding: pounds(10_000), repaidWithinNineMonths: pounds(4_000) },
    });
    expect(() => returnBoxesFromCt600(ct.ct600)).toThrow(/A25/);
  });
});
