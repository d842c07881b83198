import { describe, expect, it } from "vitest";
import type { DatedAmount, VatTimeline } from "../../accounts";
import { fromPounds, pence, ZERO } from "../../money";
import { vatPaidBeyondOwed } from "./vat-payments";

const at = (date: string, pounds: number): DatedAmount => ({ date, amount: fromPounds(pounds) });

/**
 * A standard-scheme year to 31 March 2026 whose returns were paid exactly as made (uk-accounting-rules §10):
 *   Q1 output 2,455 (20 May)                                   paid 2,455 on 7 August
 *   Q2 output 2,835 (20 August)                                paid 2,835 on 7 November
 *   Q3 output 1,000 (15 October), input 2,145 (20 November)    −1,145: repaid by HMRC on 7 February
 *   Q4 output 2,555 (20 January), input 5,000 (a £30,000 lathe on 10 March): −2,445, a repayment due at the end
 * Year's net VAT 8,845 − 7,145 = 1,700; paid 2,455 + 2,835 − 1,145 = 4,145; VAT recoverable 1,700 − 4,145 = −2,445.
 * Comparing the totals says 4,145 − 1,700 = 2,445 "paid more than was owed": wrong, the year ends with a repayment due.
 * Payment by payment, the running balance 0 → 2,455 → 5,290 → 6,290 → 4,145 → 6,700 → 1,700 at its highest so far:
 *   7 Aug: 2,455 paid ≤ 2,455;  7 Nov: 5,290 paid ≤ 5,290;  7 Feb: 4,145 paid ≤ 6,700.  Nothing paid over.
 */
const year: VatTimeline = {
  opening: ZERO,
  accrued: [
    at("2025-05-20", 2_455),
    at("2025-08-20", 2_835),
    at("2025-10-15", 1_000),
    at("2025-11-20", -2_145),
    at("2026-01-20", 2_555),
    at("2026-03-10", -5_000),
  ],
  paid: [at("2025-08-07", 2_455), at("2025-11-07", 2_835), at("2026-02-07", -1_145)],
};

describe("VAT paid beyond what was owed", () => {
  it("finds nothing paid over in a year that ends with a VAT repayment due", () => {
    expect(vatPaidBeyondOwed(year)).toBe(0);
  });

  it("finds last year's VAT paid without an opening balance", () => {
    // £1,900 of last year's last quarter paid on 7 May, the opening VAT not entered: nothing of this year had
    // accrued by then, so 1,900 − 0 = £1,900 paid more than was owed (and still 4,355 − 2,455 = 1,900 on 7 August).
    const missing = { ...year, paid: [at("2025-05-07", 1_900), ...year.paid] };
    expect(vatPaidBeyondOwed(missing)).toBe(fromPounds(1_900));
    // With the £1,900 entered as VAT owed at the start: 1,900 paid ≤ 1,900 owed.
    expect(vatPaidBeyondOwed({ ...missing, opening: fromPounds(1_900) })).toBe(0);
  });

  it("takes pennies of rounding between a return and the books for rounding, not a missing balance", () => {
    // 2,455.40 paid against 2,455.00 accrued: 40p apart, under the £1 tolerance.
    const rounded = { ...year, paid: [{ date: "2025-08-07", amount: pence(245_540) }] };
    expect(vatPaidBeyondOwed(rounded)).toBe(0);
  });

  it("counts VAT accrued on the day of a payment, and a repayment received of a repayment due at the start", () => {
    // Opening −300 (HMRC owed 300): its repayment of 300 received is −300 paid, within −300 owed.
    expect(vatPaidBeyondOwed({ opening: fromPounds(-300), accrued: [], paid: [at("2025-05-07", -300)] })).toBe(0);
    expect(vatPaidBeyondOwed({ opening: ZERO, accrued: [at("2025-06-30", 500)], paid: [at("2025-06-30", 500)] })).toBe(
      0,
    );
  });
});
