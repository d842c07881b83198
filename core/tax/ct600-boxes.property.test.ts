import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysInPeriod, minIsoDate, twelveMonthEnd } from "../dates";
import { pence, sum } from "../money";
import { computeCorporationTax } from "./corporation-tax";
import { splitByFinancialYear } from "./financial-years";
import type { CorporationTaxInput } from "./types";

const money = (max: number) => fc.integer({ min: 0, max }).map(pence);
const loans = fc.option(
  fc
    .tuple(money(5e7), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([outstanding, repaid, earlier]) => ({
      outstanding: pence(outstanding + 1),
      repaidWithinNineMonths: pence(Math.floor(outstanding * repaid)),
      allOutstanding: pence(outstanding + 1 + Math.floor(outstanding * earlier)),
    })),
  { nil: undefined },
);

/** A company's accounting period of up to 12 months from FY2022 on, with every input the boxes depend on. */
const company = fc
  .record({
    start: fc.integer({ min: 0, max: 365 * 6 }).map((d) => addDays("2022-04-01", d)),
    days: fc.integer({ min: 0, max: 400 }),
    profit: fc.integer({ min: -2e8, max: 2e9 }).map(pence),
    entertainment: money(1e6),
    staff: money(1e6),
    depreciation: money(1e7),
    spend: money(3e8),
    distributions: money(5e7),
    turnover: money(5e9),
    associated: fc.integer({ min: 0, max: 4 }),
    secondYear: fc.integer({ min: 0, max: 4 }),
    loans,
  })
  .map(
    (r): CorporationTaxInput => ({
      start: r.start,
      end: minIsoDate(addDays(r.start, r.days), twelveMonthEnd(r.start)),
      accountingProfit: r.profit,
      addBacks: { entertainment: r.entertainment, depreciation: r.depreciation },
      staffEntertainment: r.staff,
      capitalExpenditure: r.spend,
      exemptDistributions: r.distributions,
      turnover: r.turnover,
      associatedCompanies: r.associated,
      associatedCompaniesByFinancialYear: { [Number(r.start.slice(0, 4)) + 1]: r.secondYear },
      ...(r.loans ? { loansToParticipators: r.loans } : {}),
    }),
  );

const whole = (p: number | null) => p === null || p % 100 === 0;
const halfUp = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

/*
 * Every relationship between the boxes the CT600 draft workbook shows, over many generated companies, so no rounding
 * path can break one (HMRC CT600 validation rule ids where HMRC states them).
 */
describe("CT600 box relationships (property)", () => {
  it("holds for every generated company", () => {
    fc.assert(
      fc.property(company, (input) => {
        const ct = computeCorporationTax(input);
        const b = ct.ct600;
        // Whole-pound boxes.
        for (const box of [b.box145, b.box155, b.box165, b.box235, b.box300, b.box315, b.box620, b.box690]) {
          expect(whole(box)).toBe(true);
        }
        for (const box of [b.box775, b.box780]) expect(whole(box)).toBe(true);
        // 155 = 165 = 235 = 300 = 315: no losses, donations or group relief; 315 = taxable profit rounded down.
        expect([b.box155, b.box165, b.box235, b.box300]).toEqual([b.box315, b.box315, b.box315, b.box315]);
        expect(b.box315).toBe(Math.max(0, ct.taxableProfit - (ct.taxableProfit % 100)));
        const fy1 = b.rows.filter((r) => r.profitBox === 335);
        const fy2 = b.rows.filter((r) => r.profitBox === 385);
        if (b.box315 > 0) {
          // F900.1: 315 = Σ335 + Σ385.
          expect(sum(b.rows.map((r) => r.profit))).toBe(b.box315);
          const parts = splitByFinancialYear(input.start, input.end);
          // F900.0: a second year's block whenever the period ends in the next financial year; F039: 380 = 330 + 1.
          expect(fy2.length > 0).toBe(parts.length > 1);
          if (parts.length > 1) {
            expect(b.box380).toBe(b.box330! + 1);
            // F032.4: 335 = 315 × FY1 days / AP days, rounded half up to whole pounds.
            const days = daysInPeriod(input.start, input.end);
            expect(fy1[0]!.profit / 100).toBe(halfUp((b.box315 / 100) * parts[0]!.days, days));
          }
        } else {
          expect(b.rows).toEqual([]);
          expect([b.box330, b.box380]).toEqual([null, null]);
        }
        // Rows in box order; F035 / F042: each tax box = its profit box × its rate, to the penny.
        expect(b.rows.map((r) => r.profitBox)).toEqual([...b.rows.map((r) => r.profitBox)].sort((x, y) => x - y));
        for (const r of b.rows) {
          expect(whole(r.profit)).toBe(true);
          expect(r.tax).toBe((r.profit * r.ratePercent) / 100);
          expect([r.rateBox, r.taxBox]).toEqual([r.profitBox + 5, r.profitBox + 10]);
        }
        // 430 = Σ row taxes; 440 = 430 − 435 (435 blank, never £0.00); 475 = 440 (no reliefs in 470).
        expect(b.box430).toBe(sum(b.rows.map((r) => r.tax)));
        expect(b.box435 === null || b.box435 > 0).toBe(true);
        expect(b.box440).toBe(b.box430 - (b.box435 ?? 0));
        expect(b.box475).toBe(b.box440);
        expect(ct.tax).toBe(b.box440);
        expect(ct.tax).toBeGreaterThanOrEqual(0);
        // 510 = 475 + 480; 525 = 510 − 515; F237: 528 = 525 + 526 + 527; 600 = 528 − 595.
        expect(b.box510).toBe(b.box475 + (b.box480 ?? 0));
        expect([b.box525, b.box528, b.box600]).toEqual([b.box510, b.box510, b.box510]);
        // 329 ticked only for the small profits rate or marginal relief, and then the associated companies are given.
        expect(b.box329 === true).toBe(ct.financialYears.some((y) => /small|marginal/.test(y.band)));
        if (b.box329) expect(b.box326 !== null || (b.box327 !== null && b.box328 !== null)).toBe(true);
        if (b.box326 !== null) expect(b.box327).toBeNull();
        // CT600A: A80 = A20 − A45 = box 480; A20 = A15 × 33.75 %; A45 = A40 × 33.75 %; box 95 ticked with it.
        const a = b.ct600a;
        expect(b.box95 === true).toBe(a !== null);
        if (a) {
          expect(b.box480).toBe(a.a80);
          expect(a.a80).toBe(a.a20 - (a.a45 ?? 0));
          expect(a.a20).toBe(halfUp(a.a15 * 3375, 10_000));
          expect(a.a45).toBe(a.a40 === null ? null : halfUp(a.a40 * 3375, 10_000));
          expect(a.a40 ?? 0).toBeLessThanOrEqual(a.a15);
          expect(a.a75).toBeGreaterThanOrEqual(a.a15);
        } else {
          expect(b.box480).toBeNull();
        }
      }),
      { numRuns: 1_000 },
    );
    // A thousand companies' computations: minutes at most on a busy machine, never a speed figure.
  }, 120_000);
});
