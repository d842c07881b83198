import { describe, expect, it } from "vitest";
import { fromPounds, pence, ZERO } from "../money";
import { computeCorporationTax } from "./corporation-tax";
import { lossesCarriedForward } from "./losses";
import { corporationTaxForPeriodOfAccount } from "./period-of-account";

const pounds = fromPounds;

describe("trading losses carried forward (CTA 2010 Part 4; uk-accounting-rules §10)", () => {
  it("a two-year case: a £5,000 loss, then £20,000 profit taxed on £15,000 (£2,850, not £3,800)", () => {
    // Year 1, 12 months to 31 March 2025: a loss of £5,000 (box 780); no tax; box 326 blank, not 0. It carries
    // forward (s45A). Year 2, 12 months to 31 March 2026: box 155 = 20,000; box 285 = the £5,000 brought forward,
    // claimed against total profits (s45A); box 315 = 15,000, within the £50,000 lower limit, so 19 % (CTA 2010
    // s18A): 15,000 × 19 % = 2,850.00. Without the loss: 20,000 × 19 % = 3,800.00. Nothing is left to carry on.
    const first = computeCorporationTax({ start: "2024-04-01", end: "2025-03-31", accountingProfit: pounds(-5_000) });
    expect(first.ct600.box780).toBe(pounds(5_000));
    expect(first.tax).toBe(ZERO);
    expect(first.ct600.box326).toBeNull();
    expect(first.losses).toMatchObject({
      broughtForward: 0,
      arising: pounds(5_000),
      used: 0,
      carriedForward: pounds(5_000),
    });
    const second = computeCorporationTax({
      start: "2025-04-01",
      end: "2026-03-31",
      accountingProfit: pounds(20_000),
      lossesBroughtForward: lossesCarriedForward(first.losses),
    });
    expect(second.ct600).toMatchObject({
      box155: pounds(20_000),
      box160: null,
      box165: pounds(20_000),
      box235: pounds(20_000),
      box285: pounds(5_000),
      box295: pounds(5_000),
      box300: pounds(15_000),
      box315: pounds(15_000),
      box326: 0,
      box780: null,
    });
    expect(second.tax).toBe(pounds(2_850));
    expect(second.losses).toMatchObject({
      broughtForward: pounds(5_000),
      arising: 0,
      used: pounds(5_000),
      carriedForward: 0,
    });
  });

  it("a loss used against profit plus interest: pre-2017 losses against the trade, later ones against the total", () => {
    // Accounting profit £9,200 of which bank interest £1,200 (a non-trading credit, CTA 2009 Part 5: box 170), so
    // the trade made £8,000 (box 155). Brought forward: £3,000 of losses of periods before 1 April 2017 and £4,000
    // since. The pre-2017 loss goes against the trade only, automatically (s45): box 160 = 3,000, box 165 = 5,000.
    // Box 235 = 5,000 + 1,200 = 6,200. The later loss is claimed against total profits (s45A): box 285 = 4,000.
    // Box 315 = 2,200; 12 months to 31 March 2026: 2,200 × 19 % = 418.00. Both pools are used up.
    const ct = computeCorporationTax({
      start: "2025-04-01",
      end: "2026-03-31",
      accountingProfit: pounds(9_200),
      interestReceived: pounds(1_200),
      lossesBroughtForward: { sinceApril2017: pounds(4_000), before2017: pounds(3_000) },
    });
    expect(ct.ct600).toMatchObject({
      box155: pounds(8_000),
      box160: pounds(3_000),
      box165: pounds(5_000),
      box170: pounds(1_200),
      box235: pounds(6_200),
      box285: pounds(4_000),
      box300: pounds(2_200),
      box315: pounds(2_200),
    });
    expect(ct.tax).toBe(pounds(418));
    expect(ct.losses.before2017).toMatchObject({
      broughtForward: pounds(3_000),
      used: pounds(3_000),
      carriedForward: 0,
    });
    expect(ct.losses.sinceApril2017).toMatchObject({ used: pounds(4_000), carriedForward: 0 });
  });

  it("losses entered larger than the profit: only as much is used as covers it, the rest carries on", () => {
    // Profit £12,000; £50,000 of losses since 2017 brought forward. Box 285 = 12,000 (only what covers the total
    // profits, s45A), box 315 = 0, no tax, box 326 blank; £38,000 carries forward.
    const ct = computeCorporationTax({
      start: "2025-04-01",
      end: "2026-03-31",
      accountingProfit: pounds(12_000),
      lossesBroughtForward: { sinceApril2017: pounds(50_000), before2017: ZERO },
    });
    expect(ct.ct600).toMatchObject({ box285: pounds(12_000), box315: 0, box326: null, box329: null });
    expect(ct.ct600.rows).toEqual([]);
    expect(ct.tax).toBe(ZERO);
    expect(ct.losses.carriedForward).toBe(pounds(38_000));
  });

  it("a claim for less than the whole: £7,000 of £50,000 claimed against £12,000", () => {
    // s45A relief is a claim and may be for less: box 285 = 7,000, box 315 = 5,000, 5,000 × 19 % = 950.00;
    // 50,000 − 7,000 = £43,000 carries forward.
    const ct = computeCorporationTax({
      start: "2025-04-01",
      end: "2026-03-31",
      accountingProfit: pounds(12_000),
      lossesBroughtForward: { sinceApril2017: pounds(50_000), before2017: ZERO, claim: pounds(7_000) },
    });
    expect(ct.ct600.box285).toBe(pounds(7_000));
    expect(ct.ct600.box315).toBe(pounds(5_000));
    expect(ct.tax).toBe(pounds(950));
    expect(ct.losses).toMatchObject({ claimed: pounds(7_000), used: pounds(7_000), carriedForward: pounds(43_000) });
  });

  it("a trading loss beside interest: set against the interest (s37(3)(a)), the rest carries forward, carry-back offered", () => {
    // Accounting result −£3,000 including £500 interest: the trade lost £3,500 (box 780). The interest is box 170
    // (235 = 500); the period's own loss is set against it (s37(3)(a), box 275 = 500), so box 315 = 0 and no tax.
    // 3,500 − 500 = £3,000 carries forward; carrying it back instead (s37(3)(b)) is the director's claim: offered.
    const ct = computeCorporationTax({
      start: "2025-04-01",
      end: "2026-03-31",
      accountingProfit: pounds(-3_000),
      interestReceived: pounds(500),
    });
    expect(ct.ct600).toMatchObject({
      box155: 0,
      box170: pounds(500),
      box235: pounds(500),
      box275: pounds(500),
      box295: pounds(500),
      box315: 0,
      box780: pounds(3_500),
    });
    expect(ct.tax).toBe(ZERO);
    expect(ct.losses).toMatchObject({
      arising: pounds(3_500),
      usedAgainstSamePeriod: pounds(500),
      carriedForward: pounds(3_000),
    });
    expect(ct.losses.claimsAvailable.map((c) => [c.kind, c.amount])).toEqual([["carry-back", pounds(3_000)]]);
    // The company's first period has no earlier profits to carry the loss back against: nothing is offered.
    const first = computeCorporationTax({
      start: "2025-04-01",
      end: "2026-03-31",
      accountingProfit: pounds(-3_000),
      interestReceived: pounds(500),
      noEarlierPeriod: true,
    });
    expect(first.losses.claimsAvailable).toEqual([]);
    expect(first.losses.carriedForward).toBe(pounds(3_000));
    // A first period of account over 12 months: its second accounting period has the first before it (CTA 2009
    // s10), so a loss there may go back against the first's profits. A loss of £4,560 over 1 Jan 2024 – 31 Mar 2025
    // (366 + 90 days) is 3,660 and 900: the first offers nothing, the second £900.
    const [a, b] = corporationTaxForPeriodOfAccount({
      start: "2024-01-01",
      end: "2025-03-31",
      accountingProfit: pounds(-4_560),
      noEarlierPeriod: true,
    });
    expect(a!.losses.claimsAvailable).toEqual([]);
    expect(b!.losses.claimsAvailable.map((c) => [c.kind, c.amount])).toEqual([["carry-back", pounds(900)]]);
  });

  it("a loss the interest covers is set against it on the pence: box 315 is the total profits rounded down once", () => {
    // Interest £200.00, the trade lost £100.50: total profits after the s37(3)(a) relief are £99.50, so box 315 =
    // 99 and 99 × 19 % = £18.81. Rounding the loss down first (275 = 780 = 100) gave 315 = 200 − 100 = 100 and
    // £19.00, 19p on a pound the company never made. The relief is worked before the entries (CTM93220: no
    // rounding in the arithmetic that precedes them), as box 170 already is for a profit: 170 = 200, 235 = 200,
    // 275 = 295 = 235 − 99 = 101, 300 = 315 = 99. The loss, all used, is 780 = 101 (its £100.50 rounded up, the
    // one way 275 never exceeds 780); nothing carries forward and nothing is left to carry back.
    const ct = computeCorporationTax({
      start: "2025-04-01",
      end: "2026-03-31",
      accountingProfit: pence(9_950),
      interestReceived: pounds(200),
    });
    expect(ct.tradingLoss).toBe(pence(10_050));
    expect(ct.ct600).toMatchObject({
      box155: 0,
      box170: pounds(200),
      box235: pounds(200),
      box275: pounds(101),
      box295: pounds(101),
      box300: pounds(99),
      box315: pounds(99),
      box780: pounds(101),
    });
    expect(ct.tax).toBe(pence(1_881));
    expect(ct.losses).toMatchObject({ arising: pounds(101), usedAgainstSamePeriod: pounds(101), carriedForward: 0 });
    expect(ct.losses.claimsAvailable).toEqual([]);
    // Interest £200.80 and the same loss: £100.30 left, box 315 = 100; 275 = 780 = 100 (the loss rounded down).
    const other = computeCorporationTax({
      start: "2025-04-01",
      end: "2026-03-31",
      accountingProfit: pence(10_030),
      interestReceived: pence(20_080),
    });
    expect(other.ct600).toMatchObject({ box275: pounds(100), box315: pounds(100), box780: pounds(100) });
    expect(other.losses.carriedForward).toBe(ZERO);
  });

  it("interest received is box 170, not trading profits (box 155)", () => {
    // £30,000 profit of which £1,000 interest: box 155 = 29,000, box 170 = 1,000, box 315 = 30,000 → 5,700.00.
    const ct = computeCorporationTax({
      start: "2025-04-01",
      end: "2026-03-31",
      accountingProfit: pounds(30_000),
      interestReceived: pence(100_000),
    });
    expect(ct.ct600).toMatchObject({ box155: pounds(29_000), box170: pounds(1_000), box315: pounds(30_000) });
    expect(ct.tax).toBe(pounds(5_700));
  });

  it("a period of account over 12 months hands the first accounting period's losses to the second", () => {
    // 18 months 1 April 2025 – 30 September 2026 (548 days), profit £36,500 by days (CTA 2009 s52): 365 days →
    // 24,311.13, 183 days → 12,188.87. Losses brought forward £30,000: the first accounting period uses 24,311 (its
    // whole-pound box 155, box 285) and carries 5,689 into the second, which uses all of it: 12,188 − 5,689 = 6,499
    // chargeable → 6,499 × 19 % = 1,234.81 (limits × 183/365 = 25,068.49, so the small profits rate).
    const [first, second] = corporationTaxForPeriodOfAccount({
      start: "2025-04-01",
      end: "2026-09-30",
      accountingProfit: pounds(36_500),
      lossesBroughtForward: { sinceApril2017: pounds(30_000), before2017: ZERO },
    });
    expect(first!.ct600.box315).toBe(0);
    expect(first!.losses.carriedForward).toBe(pounds(30_000) - first!.ct600.box285!);
    expect(second!.losses.broughtForward).toBe(first!.losses.carriedForward);
    expect(first!.ct600.box285).toBe(pounds(24_311));
    expect(second!.ct600.box285).toBe(pounds(5_689));
    expect(second!.ct600.box315).toBe(pounds(6_499));
    expect(second!.tax).toBe(pence(123_481));
  });

  it("a claim for part of the losses brought forward is not used up by the first period's own loss against interest", () => {
    // 1 Jan 2024 – 31 Mar 2025 (456 days: 366 + 90). Profit £45,600 including interest £4,560, by days: 36,600 and
    // 9,000, interest 3,660 and 900. £50,000 of equipment bought in the first (AIA): trading 36,600 − 3,660 −
    // 50,000 = a loss of 16,940, set against its interest, box 275 = 3,660 (s37(3)(a)). Brought forward £50,000 with
    // a claim of £10,000 (s45A): the first period claims none of it (nothing left after box 275). The second has
    // total profits 8,100 + 900 = 9,000: box 285 = 9,000 of the £10,000 claim, box 315 = 0, no tax. The claim is
    // not £10,000 − 3,660 = 6,340 (which left 2,660 taxed at 19 %, £505.40).
    const [first, second] = corporationTaxForPeriodOfAccount({
      start: "2024-01-01",
      end: "2025-03-31",
      accountingProfit: pounds(45_600),
      interestReceived: pounds(4_560),
      equipmentPurchases: [{ date: "2024-06-01", cost: pounds(50_000) }],
      lossesBroughtForward: { sinceApril2017: pounds(50_000), before2017: ZERO, claim: pounds(10_000) },
    });
    expect(first!.ct600.box275).toBe(pounds(3_660));
    expect(first!.ct600.box285 ?? ZERO).toBe(ZERO);
    expect(second!.ct600.box285).toBe(pounds(9_000));
    expect(second!.ct600.box315).toBe(0);
    expect(second!.tax).toBe(0);
  });
});
