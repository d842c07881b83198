import { describe, expect, it } from "vitest";
import { fromPounds } from "../money";
import { buildAccounts } from "./build-accounts";
import type { AccountsTransaction } from "./types";

const PERIOD = { start: "2025-04-01", end: "2026-03-31" };
const fee: AccountsTransaction = {
  id: "fee",
  date: "2025-09-01",
  amount: fromPounds(-50),
  categoryId: "general-admin",
  description: "COMPANIES HOUSE CONFIRMATION STATEMENT",
};

// A dormant company is not within the charge to corporation tax (CTA 2009 s2, s9: no accounting period begins while
// it is not), and a company with no trade has no trading loss: the £50 paid to Companies House for its
// confirmation statement (CA 2006 s1169(3)(b)) stays a charge in the accounts but is no trading expense.
describe("the corporation tax computation of a dormant company", () => {
  it("adds the £50 Companies House fee back, so no £50 loss reaches box 780", () => {
    const accounts = buildAccounts({ transactions: [fee], period: PERIOD });
    expect(accounts.dormant).toBe(true);
    // The accounts keep the fee: F Other charges £50, a £50 loss for the year.
    expect(accounts.profitAndLoss.micro.profitBeforeTax).toBe(fromPounds(-50));
    // The computation: −£50 per the accounts + £50 not of a trade = £0; no trading loss, box 780 empty.
    const [c] = accounts.corporationTax!;
    expect(c!.addBacks).toEqual({
      entertainment: 0,
      depreciation: 0,
      notOfATrade: fromPounds(50),
      total: fromPounds(50),
    });
    expect(c!.tradingProfit).toBe(0);
    expect(c!.tradingLoss).toBe(0);
    expect(c!.ct600.box780 ?? 0).toBe(0);
    expect(c!.tax).toBe(0);
  });

  it("leaves a trading company's loss alone: the same fee beside a £5 bank charge is a £55 loss (box 780)", () => {
    const charge: AccountsTransaction = {
      id: "c",
      date: "2025-05-01",
      amount: fromPounds(-5),
      categoryId: "bank-charges",
    };
    const accounts = buildAccounts({ transactions: [fee, charge], period: PERIOD });
    expect(accounts.dormant).toBe(false);
    const [c] = accounts.corporationTax!;
    expect(c!.addBacks.notOfATrade).toBeUndefined();
    expect(c!.tradingLoss).toBe(fromPounds(55));
    expect(c!.ct600.box780).toBe(fromPounds(55));
  });
});
