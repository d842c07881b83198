import { describe, expect, it } from "vitest";
import { pence, ZERO } from "../money";
import { buildAccounts } from "./index";
import { gbp, lineMaker } from "./test-support";

/*
 * CT600 box 595 from the bank lines (HMRC's CT600 guide: tax already paid for the period, and not already repaid).
 * Year 1, 1 April 2024 – 31 March 2025: sales £12,885 into a new company: profit £12,885, corporation tax at the
 * small profits rate 19 % = £2,448.15 (FY2024). Its tax was paid on 2 January 2026, a line of the next year that
 * the year's figures leave out; £400.00 paid on 2 January 2027 towards year 2's tax.
 * Year 1's return: paid after its end 2,448.15 + 400.00, nothing owed before: box 595 = £2,448.15 (at most box 528),
 *   box 600 nil.
 * Year 2 (opening corporation tax owed £2,448.15): the January 2026 payment pays year 1's first; only the £400.00 of
 *   January 2027 is year 2's.
 */
const line = lineMaker("t");
const year1 = { start: "2024-04-01", end: "2025-03-31" } as const;
const transactions = [
  line("2024-06-01", 12_885, "sales"),
  line("2026-01-02", -2_448.15, "corporation-tax"),
  line("2027-01-02", -400, "corporation-tax"),
];

describe("tax already paid, from the bank lines after the period end", () => {
  it("fills year 1's box 595 from its payment in the next year, and leaves the year's figures alone", () => {
    const a = buildAccounts({ period: year1, transactions, openingBalances: {} });
    const [ct] = a.corporationTax!;
    expect(ct!.ct600).toMatchObject({ box528: pence(244_815), box595: pence(244_815), box600: ZERO });
    // The payment is next year's line: the year's cash and its tax creditor are as at 31 March 2025.
    expect(a.balanceSheet.micro.currentAssets.cashAtBank).toBe(gbp(12_885));
    expect(a.profitAndLoss.micro.tax).toBe(pence(244_815));
  });

  it("counts a payment first against what was owed for earlier years", () => {
    const a = buildAccounts({
      period: { start: "2025-04-01", end: "2026-03-31" },
      transactions: [line("2025-06-01", 2_105, "sales"), ...transactions.slice(1)],
      openingBalances: { cash: gbp(12_885), corporationTax: pence(244_815), profitLossAccount: pence(1_043_685) },
    });
    // Profit £2,105, tax 19 % = £399.95; of the payments (2,448.15 + 400.00) the first pays year 1's, and of the
    // second £399.95 is year 2's (at most its box 528).
    const [ct] = a.corporationTax!;
    expect(ct!.ct600).toMatchObject({ box528: pence(39_995), box595: pence(39_995), box600: ZERO });
  });

  it("leaves box 595 blank while no payment is in the bank lines", () => {
    const a = buildAccounts({ period: year1, transactions: transactions.slice(0, 1), openingBalances: {} });
    expect(a.corporationTax![0]!.ct600).toMatchObject({ box595: null, box600: pence(244_815) });
  });
});
