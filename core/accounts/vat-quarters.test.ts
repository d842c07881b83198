import { describe, expect, it } from "vitest";
import { type Pence, sum } from "../money";
import type { VatRegistration, VatStagger } from "../vat";
import { type Accounts, buildAccounts, type VatQuarter, vatQuarters } from "./index";
import { adjustment, gbp, lineMaker, YEAR } from "./test-support";

const quartersOf = (a: Accounts, stagger: VatStagger, registeredFrom: string | null = null): VatQuarter[] =>
  vatQuarters({ period: a.period, stagger, registeredFrom, ledger: a.ledger, postings: a.postings });

/** The quarters' boxes and payments add up to the year's VAT summary, to the penny. */
function expectSumsToYear(a: Accounts, quarters: readonly VatQuarter[]) {
  const total = (k: keyof VatQuarter) => sum(quarters.map((q) => q[k] as Pence));
  expect(total("outputVat")).toBe(a.vat.outputVat);
  expect(total("flatRateVat")).toBe(a.vat.flatRateVat);
  expect(total("box1")).toBe(a.vat.outputVat + a.vat.flatRateVat);
  expect(total("box4")).toBe(a.vat.inputVat);
  expect(total("box5")).toBe(a.vat.outputVat + a.vat.flatRateVat - a.vat.inputVat);
  expect(total("paidToHmrc")).toBe(a.vat.paidToHmrc);
}

const standard: VatRegistration = { registered: true, scheme: "standard", flatRatePercent: null, registeredFrom: null };

/**
 * A standard-scheme company, year 1 June 2024 to 31 May 2025, VAT quarters ending Aug, Nov, Feb and May (its four
 * returns owed £1,279, £1,979, £1,779 and £2,179). The boxes as VAT Notice 700/12 (filling in the VAT return) reads
 * them: box 1 the VAT due on sales, box 4 the VAT reclaimed on purchases, box 5 = box 3 − box 4 (box 3 = box 1, no
 * box 2). VAT = gross × 20/120:
 *   Jun–Aug 2024  sale £9,000.00 → 1,500.00;  purchase £1,326.00 → 221.00;  box 5 1,279.00;  paid 7 Jul £1,000.00
 *                 (the return to May 2024, owed at the start)
 *   Sep–Nov 2024  sale £12,000.00 → 2,000.00; purchase £126.00 → 21.00;     box 5 1,979.00;  paid 7 Oct £1,279.00
 *   Dec–Feb 2025  sale £12,000.00 → 2,000.00; purchase £1,326.00 → 221.00;  box 5 1,779.00;  paid 7 Jan £1,979.00
 *   Mar–May 2025  sale £15,000.00 → 2,500.00; purchase £1,926.00 → 321.00;  box 5 2,179.00;  paid 7 Apr £1,779.00
 * Year: output 8,000.00, input 784.00, paid 6,037.00; owed at the end 1,000 + 8,000 − 784 − 6,037 = 2,179.00, the
 * last return, paid after the year.
 */
describe("VAT quarters of a standard-scheme year", () => {
  const line = lineMaker("q");
  const accounts = buildAccounts({
    period: { start: "2024-06-01", end: "2025-05-31" },
    vat: standard,
    openingBalances: {
      cash: gbp(6_000),
      creditorsWithinOneYear: gbp(1_000),
      vat: gbp(1_000),
      calledUpShareCapital: gbp(5_000),
    },
    transactions: [
      line("2024-06-15", 9_000, "sales"),
      line("2024-07-07", -1_000, "vat"),
      line("2024-07-10", -1_326, "office-costs"),
      line("2024-10-01", 12_000, "sales"),
      line("2024-10-07", -1_279, "vat"),
      line("2024-11-30", -126, "office-costs"),
      line("2024-12-01", 12_000, "sales"),
      line("2025-01-07", -1_979, "vat"),
      line("2025-02-28", -1_326, "office-costs"),
      line("2025-03-01", -1_926, "office-costs"),
      line("2025-04-07", -1_779, "vat"),
      line("2025-05-31", 15_000, "sales"),
    ],
  });
  const quarters = quartersOf(accounts, "may-aug-nov-feb");

  it("gives each quarter's boxes 1, 4 and 5 and what was paid to HMRC in it", () => {
    expect(quarters.map((q) => [q.start, q.end, q.part, q.box1, q.box4, q.box5, q.paidToHmrc])).toEqual([
      ["2024-06-01", "2024-08-31", false, gbp(1_500), gbp(221), gbp(1_279), gbp(1_000)],
      ["2024-09-01", "2024-11-30", false, gbp(2_000), gbp(21), gbp(1_979), gbp(1_279)],
      ["2024-12-01", "2025-02-28", false, gbp(2_000), gbp(221), gbp(1_779), gbp(1_979)],
      ["2025-03-01", "2025-05-31", false, gbp(2_500), gbp(321), gbp(2_179), gbp(1_779)],
    ]);
    expect(accounts.vat.liability).toBe(gbp(2_179));
  });

  it("adds up to the year's output VAT, input VAT and payments exactly", () => {
    expectSumsToYear(accounts, quarters);
  });

  it("moves the same VAT into other quarters on another stagger, the year unchanged", () => {
    const other = quartersOf(accounts, "mar-jun-sep-dec");
    expect(other.map((q) => [q.start, q.end, q.part])).toEqual([
      ["2024-06-01", "2024-06-30", true],
      ["2024-07-01", "2024-09-30", false],
      ["2024-10-01", "2024-12-31", false],
      ["2025-01-01", "2025-03-31", false],
      ["2025-04-01", "2025-05-31", true],
    ]);
    // June: the £9,000 sale only (1,500.00); 1 Apr–31 May 2025: the £15,000 sale (2,500.00), nothing reclaimed.
    expect(other[0]).toMatchObject({ box1: gbp(1_500), box4: 0, quarterStart: "2024-04-01", quarterEnd: "2024-06-30" });
    expect(other[4]).toMatchObject({ box1: gbp(2_500), box4: 0, box5: gbp(2_500), paidToHmrc: gbp(1_779) });
    expectSumsToYear(accounts, other);
  });
});

/**
 * Part quarters at both ends, with a year-end adjustment and a registration in the year. Year 1 April 2025 to
 * 31 March 2026, quarters ending Feb/May/Aug/Nov, registered from 15 April 2025:
 *   15 Apr–31 May 2025 (part of the quarter to 31 May 2025): a sale on 10 Apr (before registration, no VAT) and one
 *                       of £600.00 on 20 May → 100.00 output VAT
 *   Jun–Aug, Sep–Nov 2025: nothing; Dec 2025–Feb 2026: a refund to a customer −£60.00 → −10.00 output VAT, and a
 *                       £240.00 purchase → 40.00 input VAT: box 5 −50.00, a repayment
 *   1–31 Mar 2026 (part of the quarter to 31 May 2026): the year-end debtor £1,200.00 standard, dated the period end
 *                       (as the accounts post it) → 200.00 output VAT
 * Year: output 100 − 10 + 200 = 290.00, input 40.00.
 */
describe("VAT quarters cut at both ends of the period", () => {
  const line = lineMaker("p");
  const accounts = buildAccounts({
    period: { start: "2025-04-01", end: "2026-03-31" },
    vat: { ...standard, registeredFrom: "2025-04-15" },
    openingBalances: { cash: gbp(1_000), calledUpShareCapital: gbp(1_000) },
    transactions: [
      line("2025-04-10", 300, "sales"),
      line("2025-05-20", 600, "sales"),
      line("2026-01-05", -60, "sales"),
      line("2026-02-10", -240, "office-costs"),
    ],
    adjustments: [adjustment("debtor", "debtor", "sales", 1_200, "standard")],
  });
  const quarters = quartersOf(accounts, "may-aug-nov-feb", "2025-04-15");

  it("labels the first and last rows as parts of their quarters, with their real dates", () => {
    expect(quarters.map((q) => [q.start, q.end, q.quarterStart, q.quarterEnd, q.part])).toEqual([
      ["2025-04-15", "2025-05-31", "2025-03-01", "2025-05-31", true],
      ["2025-06-01", "2025-08-31", "2025-06-01", "2025-08-31", false],
      ["2025-09-01", "2025-11-30", "2025-09-01", "2025-11-30", false],
      ["2025-12-01", "2026-02-28", "2025-12-01", "2026-02-28", false],
      ["2026-03-01", "2026-03-31", "2026-03-01", "2026-05-31", true],
    ]);
  });

  it("puts each VAT amount in the quarter of its date, adjustments on the period end", () => {
    expect(quarters.map((q) => [q.box1, q.box4, q.box5])).toEqual([
      [gbp(100), 0, gbp(100)],
      [0, 0, 0],
      [0, 0, 0],
      [gbp(-10), gbp(40), gbp(-50)],
      [gbp(200), 0, gbp(200)],
    ]);
    expect(accounts.vat.outputVat).toBe(gbp(290));
    expectSumsToYear(accounts, quarters);
  });
});

/**
 * The flat rate scheme at 14.5 % (VAT Notice 733): box 1 is the VAT-inclusive turnover × the percentage, box 4 only
 * the VAT on one purchase of capital expenditure goods of £2,000 or more including VAT. Year 1 April 2024 to
 * 31 March 2025, quarters ending Mar/Jun/Sep/Dec, registered long before (no first-year 1 % off):
 *   Apr–Jun 2024  sale £100.10 → 100.10 × 14.5 % = 14.5145
 *   Jul–Sep 2024  sale £100.10 → 14.5145; paid HMRC 7 Aug £14.51
 *   Oct–Dec 2024  sale £1,000.00 → 145.00; a £120.00 purchase keeps its VAT (none reclaimed)
 *   Jan–Mar 2025  equipment £2,400.00 → 2,400 × 20/120 = 400.00 reclaimed (box 4), no turnover
 * The year's flat-rate VAT is rounded once: 14.5145 + 14.5145 + 145 = 174.029 → 174.03. The quarters round their
 * own parts (14.51, 14.51, 145.00 = 174.02) and the leftover penny goes to the last quarter with turnover, so they
 * add up to the year's figure: 14.51, 14.51, 145.01, 0.00.
 */
describe("VAT quarters on the flat rate scheme", () => {
  const line = lineMaker("f");
  const accounts = buildAccounts({
    period: YEAR,
    vat: { registered: true, scheme: "flat-rate", flatRatePercent: 14.5, registeredFrom: "2020-01-01" },
    openingBalances: { cash: gbp(5_000), calledUpShareCapital: gbp(5_000) },
    transactions: [
      line("2024-05-10", 100.1, "sales"),
      line("2024-08-07", -14.51, "vat"),
      line("2024-08-10", 100.1, "sales"),
      line("2024-11-10", 1_000, "sales"),
      line("2024-11-20", -120, "office-costs"),
      line("2025-02-10", -2_400, "equipment"),
    ],
  });
  const quarters = quartersOf(accounts, "mar-jun-sep-dec", "2020-01-01");

  it("gives box 1 from the flat rate and box 4 from capital goods only", () => {
    expect(accounts.vat.flatRateVat).toBe(gbp(174.03));
    expect(quarters.map((q) => [q.box1, q.box4, q.box5, q.paidToHmrc])).toEqual([
      [gbp(14.51), 0, gbp(14.51), 0],
      [gbp(14.51), 0, gbp(14.51), gbp(14.51)],
      [gbp(145.01), 0, gbp(145.01), 0],
      [0, gbp(400), gbp(-400), 0],
    ]);
    expect(quarters.every((q) => q.outputVat === 0)).toBe(true);
  });

  it("adds up to the year's flat-rate and input VAT exactly", () => {
    expectSumsToYear(accounts, quarters);
  });
});
