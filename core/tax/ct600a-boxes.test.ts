import { describe, expect, it } from "vitest";
import { fromPounds, pence } from "../money";
import { computeCorporationTax } from "./corporation-tax";
import { ct600aBoxes } from "./ct600a-boxes";

const pounds = fromPounds;

/*
 * s455 (CTA 2010): a close company's loan to a participator outstanding at the end of the accounting period is
 * charged at 33.75 % (loans made on or after 6 April 2022), less relief for the part repaid within nine months
 * (s458). The CT600A: A15 loans outstanding, A20 = A15 × rate, A40 repaid within nine months, A45 = A40 × rate,
 * A80 = A20 − A45, which is box 480 of the CT600; box 95 says the CT600A is attached.
 */
describe("the CT600A from given loans", () => {
  it("charges £10,000.50 outstanding, £4,000.25 repaid within nine months: £3,375.00 − £1,350.00 = £2,025.00", () => {
    // A15 = 10,000 (whole pounds); A20 = 10,000 × 33.75 % = 3,375.00; A40 = 4,000; A45 = 1,350.00; A80 = 2,025.00.
    expect(ct600aBoxes({ outstanding: pence(1_000_050), repaidWithinNineMonths: pence(400_025) })).toMatchObject({
      a15: pounds(10_000),
      a20: pounds(3_375),
      a30: pounds(4_000),
      a40: pounds(4_000),
      a45: pounds(1_350),
      a75: pounds(10_000),
      a80: pounds(2_025),
      ratePercent: 33.75,
    });
  });

  it("rounds each tax to pence, half up: £1,001 × 33.75 % = £337.8375 → £337.84", () => {
    const a = ct600aBoxes({ outstanding: pounds(1_001), repaidWithinNineMonths: pounds(0) });
    expect(a).toMatchObject({ a20: pence(33_784), a40: null, a45: null, a80: pence(33_784) });
  });

  it("charges loans made before 6 April 2022 at 32.5 %", () => {
    // 6,000 × 33.75 % = 2,025.00 plus 4,000 × 32.5 % = 1,300.00: A20 = 3,325.00.
    const a = ct600aBoxes({
      outstanding: pounds(10_000),
      repaidWithinNineMonths: pounds(0),
      lentBefore6April2022: { outstanding: pounds(4_000), repaidWithinNineMonths: pounds(0) },
    });
    expect(a.a20).toBe(pounds(3_325));
  });

  it("shows every loan outstanding in A75, earlier periods' included", () => {
    const a = ct600aBoxes({
      outstanding: pounds(600),
      repaidWithinNineMonths: pounds(0),
      allOutstanding: pounds(1_100),
    });
    expect(a).toMatchObject({ a15: pounds(600), a75: pounds(1_100) });
  });
});

describe("the CT600 with a CT600A", () => {
  const withLoan = computeCorporationTax({
    start: "2025-04-01",
    end: "2026-03-31",
    accountingProfit: pounds(20_000),
    loansToParticipators: { outstanding: pounds(10_000), repaidWithinNineMonths: pounds(4_000) },
  });

  it("ticks box 95 and puts the s455 tax in 480, which 510, 525 and 528 carry but the year's tax does not", () => {
    // 440 = 20,000 × 19 % = 3,800.00; 480 = 2,025.00; 510 = 525 = 528 = 5,825.00.
    expect(withLoan.ct600).toMatchObject({
      box95: true,
      box440: pounds(3_800),
      box475: pounds(3_800),
      box480: pounds(2_025),
      box510: pounds(5_825),
      box525: pounds(5_825),
      box528: pounds(5_825),
    });
    expect(withLoan.tax).toBe(pounds(3_800));
  });

  it("fills 480 even when the whole loan was repaid in time: £0.00 payable", () => {
    const ct = computeCorporationTax({
      start: "2025-04-01",
      end: "2026-03-31",
      accountingProfit: pounds(1_000),
      loansToParticipators: { outstanding: pounds(500), repaidWithinNineMonths: pounds(500) },
    });
    expect(ct.ct600).toMatchObject({ box95: true, box480: 0 });
    expect(ct.ct600.ct600a).toMatchObject({ a20: pence(16_875), a45: pence(16_875), a80: 0 });
  });
});
