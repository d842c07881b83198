import { describe, expect, it } from "vitest";
import { fromPounds, pence, ZERO } from "../money";
import { corporationTaxForPeriodOfAccount } from "./period-of-account";
import { taxPaidTowardsPeriod } from "./tax-already-paid";

/*
 * CT600 box 595, "Tax already paid (and not already repaid)", and box 600, "Tax outstanding" = 528 − 595 (HMRC's
 * CT600 guide, boxes 595–600). Payments pay what was owed for earlier periods first (uk-accounting-rules §10).
 *
 * A company with years to 31 March (FY2024 and FY2025 rates: small profits rate 19 % up to £50,000):
 *   Year 1 (to 31 Mar 2025): profit £12,885, tax 19 % = £2,448.15. Paid 2 Jan 2026 (a line of year 2).
 *   Year 2 (to 31 Mar 2026): profit £22,884, tax 19 % = £4,347.96. Paid 2 Jan 2027 (a line of year 3).
 * Year 1's return, filed in 2027 with all lines imported: paid after its end 2,448.15 + 4,347.96 = 6,796.11, nothing
 *   owed before it: box 595 = the lesser of 6,796.11 and 2,448.15 = £2,448.15; box 600 = 0.
 * Year 2's return: owed at its start £2,448.15 (year 1's); paid in it 2,448.15, after it 4,347.96:
 *   6,796.11 − 2,448.15 = £4,347.96 towards year 2: box 595 £4,347.96, box 600 0.
 * Year 2's return filed before the January 2027 payment: paid 2,448.15 − owed 2,448.15 = nothing: box 595 blank,
 *   box 600 £4,347.96.
 */
const p = fromPounds;

describe("tax paid towards a period", () => {
  it("pays what was owed for earlier periods first, the rest this period's", () => {
    expect(
      taxPaidTowardsPeriod({ owedAtStart: ZERO, inPeriod: [], afterEnd: [pence(-244_815), pence(-434_796)] }),
    ).toBe(pence(679_611));
    expect(
      taxPaidTowardsPeriod({ owedAtStart: pence(244_815), inPeriod: [pence(-244_815)], afterEnd: [pence(-434_796)] }),
    ).toBe(pence(434_796));
    expect(taxPaidTowardsPeriod({ owedAtStart: pence(244_815), inPeriod: [pence(-244_815)], afterEnd: [] })).toBe(ZERO);
  });

  it("counts a repayment from HMRC against what was paid, and never goes below nothing", () => {
    // Paid £1,000, £150 repaid: £850 paid and not repaid.
    expect(taxPaidTowardsPeriod({ owedAtStart: ZERO, inPeriod: [], afterEnd: [p(-1_000), p(150)] })).toBe(p(850));
    // Only a repayment of an earlier period's overpayment: nothing paid towards this one.
    expect(taxPaidTowardsPeriod({ owedAtStart: ZERO, inPeriod: [p(200)], afterEnd: [] })).toBe(ZERO);
  });
});

describe("boxes 595 and 600 of each accounting period", () => {
  const year1 = { start: "2024-04-01", end: "2025-03-31", accountingProfit: p(12_885) } as const;

  it("fills box 595 with what was paid, at most box 528, and box 600 with the rest", () => {
    const [paid] = corporationTaxForPeriodOfAccount({ ...year1, taxPaid: pence(679_611) });
    expect(paid!.ct600).toMatchObject({ box528: pence(244_815), box595: pence(244_815), box600: ZERO });
    const [part] = corporationTaxForPeriodOfAccount({ ...year1, taxPaid: p(1_000) });
    expect(part!.ct600).toMatchObject({ box595: p(1_000), box600: pence(144_815) });
  });

  it("leaves box 595 blank when nothing was paid", () => {
    const [none] = corporationTaxForPeriodOfAccount({ ...year1, taxPaid: ZERO });
    expect(none!.ct600).toMatchObject({ box595: null, box600: pence(244_815) });
  });

  /*
   * A 15-month period of account, 1 Jan 2025 – 31 Mar 2026 (CTA 2009 s10): AP1 to 31 Dec 2025 (365 days), AP2 to
   * 31 Mar 2026 (90 days). Profit £45,500 by days (£100 a day): AP1 £36,500, tax 19 % = £6,935.00; AP2 £9,000 with
   * limits × 90/365 (L £12,328.77): 19 % = £1,710.00. Paid £8,000: AP1's tax first, £6,935.00 (box 600 nil), then
   * £1,065.00 of AP2's (box 600 £645.00).
   */
  it("pays a long period's first accounting period first", () => {
    const [ap1, ap2] = corporationTaxForPeriodOfAccount({
      start: "2025-01-01",
      end: "2026-03-31",
      accountingProfit: p(45_500),
      taxPaid: p(8_000),
    });
    expect(ap1!.ct600).toMatchObject({ box528: p(6_935), box595: p(6_935), box600: ZERO });
    expect(ap2!.ct600).toMatchObject({ box528: p(1_710), box595: p(1_065), box600: p(645) });
  });
});
