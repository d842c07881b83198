import { describe, expect, it } from "vitest";
import { quarterLabel, vatQuarterRows } from "./vat-quarter-rows";

const quarter = {
  start: "2024-06-01",
  end: "2024-08-31",
  quarterStart: "2024-06-01",
  quarterEnd: "2024-08-31",
  part: false,
  outputVat: 1_500,
  flatRateVat: 0,
  box1: 1_500,
  box4: 221,
  box5: 1_279,
  paidToHmrc: 1_000,
};

describe("the VAT card's quarter rows", () => {
  it("names a whole quarter by its dates, the year once when both ends share it", () => {
    expect(quarterLabel(quarter)).toBe("1 Jun – 31 Aug 2024");
    expect(quarterLabel({ ...quarter, start: "2024-12-01", end: "2025-02-28" })).toBe("1 Dec 2024 – 28 Feb 2025");
  });

  it("says a row is only part of its quarter, and which quarter", () => {
    const part = { start: "2025-04-01", end: "2025-05-31", quarterEnd: "2025-06-30", part: true };
    expect(quarterLabel(part)).toBe("1 Apr – 31 May 2025, part of the quarter to 30 Jun 2025");
  });

  it("shows each figure in pounds with 2 decimals, a repayment as a negative", () => {
    expect(vatQuarterRows({ quarters: [quarter, { ...quarter, start: "2024-09-01", box5: -400.5 }] })).toEqual([
      {
        key: "2024-06-01",
        label: "1 Jun – 31 Aug 2024",
        box1: "£1,500.00",
        box4: "£221.00",
        box5: "£1,279.00",
        paid: "£1,000.00",
      },
      expect.objectContaining({ key: "2024-09-01", box5: "-£400.50" }),
    ]);
  });

  it("has no rows when no VAT quarters are given", () => {
    expect(vatQuarterRows({ quarters: null })).toEqual([]);
    expect(vatQuarterRows({})).toEqual([]);
  });
});
