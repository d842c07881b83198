import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, minIsoDate, twelveMonthEnd } from "../dates";
import { pence, sum } from "../money";
import { computeCorporationTax } from "./corporation-tax";

const start = fc.integer({ min: 0, max: 365 * 6 }).map((d) => addDays("2022-04-01", d));
const input = fc
  .record({
    start,
    daysShort: fc.integer({ min: 0, max: 400 }),
    profit: fc.integer({ min: -1e9, max: 1e9 }).map(pence),
    distributions: fc.integer({ min: 0, max: 1e8 }).map(pence),
    associated: fc.integer({ min: 0, max: 4 }),
  })
  .map((r) => {
    const twelve = twelveMonthEnd(r.start);
    const end = addDays(r.start, r.daysShort);
    return { ...r, end: minIsoDate(end, twelve) };
  });

describe("corporation tax invariants (property)", () => {
  it("adds up: parts sum to totals, box 430 − box 435 = box 440, tax between the small and main rates", () => {
    fc.assert(
      fc.property(input, (r) => {
        const ct = computeCorporationTax({
          start: r.start,
          end: r.end,
          accountingProfit: r.profit,
          exemptDistributions: r.distributions,
          associatedCompanies: r.associated,
        });
        // Box 315: the profit rounded down to whole pounds.
        const n = Math.max(0, r.profit - (r.profit % 100));
        expect(sum(ct.financialYears.map((fy) => fy.tax))).toBe(ct.tax);
        expect(sum(ct.financialYears.map((fy) => fy.marginalRelief))).toBe(ct.marginalRelief);
        expect(sum(ct.financialYears.map((fy) => fy.profits))).toBe(n);
        expect(ct.ct600.box430 - (ct.ct600.box435 ?? 0)).toBe(ct.ct600.box440);
        expect(sum(ct.ct600.rows.map((row) => row.tax))).toBe(ct.ct600.box430);
        expect(ct.tax).toBeGreaterThanOrEqual(Math.floor((n * 19) / 100));
        expect(ct.tax).toBeLessThanOrEqual(Math.ceil((n * 25) / 100));
        expect(ct.marginalRelief).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it("never charges more tax on less profit", () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 1e8 }), (r, extra) => {
        const tax = (profit: number) =>
          computeCorporationTax({ start: r.start, end: r.end, accountingProfit: pence(profit) }).tax;
        expect(tax(r.profit + extra)).toBeGreaterThanOrEqual(tax(r.profit));
      }),
      { numRuns: 300 },
    );
  });
});
