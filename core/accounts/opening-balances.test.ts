import { describe, expect, it } from "vitest";
import { normaliseOpeningBalances, openingBalancesFromWholePounds, openingDifference } from "./index";

describe("opening balances as the Company page stores them", () => {
  it("turns whole pounds into pence and leaves out what is not a whole number of pounds", () => {
    // £1,200 cash → 120,000p; −£300 director's loan (overdrawn) → −30,000p; £12.50 is not whole pounds: left out.
    expect(openingBalancesFromWholePounds({ cash: 1_200, directorsLoan: -300, debtors: 12.5 })).toEqual({
      cash: 120_000,
      directorsLoan: -30_000,
    });
    expect(openingBalancesFromWholePounds(null)).toBeNull();
  });

  it("balance when net assets equal capital and reserves, and show the difference when they do not", () => {
    // Assets 5,000 cash + 1,000 debtors − 2,000 creditors = 4,000 net assets; capital 100 + reserve 3,900 = 4,000.
    const typed = { cash: 5_000, debtors: 1_000, creditorsWithinOneYear: 2_000, calledUpShareCapital: 100 };
    const balanced = normaliseOpeningBalances(openingBalancesFromWholePounds({ ...typed, profitLossAccount: 3_900 }));
    expect(openingDifference(balanced)).toBe(0);
    // With a reserve of 3,850 typed by mistake, net assets exceed capital and reserves by £50 (5,000p).
    const off = normaliseOpeningBalances(openingBalancesFromWholePounds({ ...typed, profitLossAccount: 3_850 }));
    expect(openingDifference(off)).toBe(5_000);
  });
});
