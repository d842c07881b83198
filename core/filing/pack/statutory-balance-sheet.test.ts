import { describe, expect, it } from "vitest";
import { type AccountsTransaction, buildAccounts, type OpeningBalances } from "../../accounts";
import { fromPounds, type Pence } from "../../money";
import { currentBalanceSheet, priorBalanceSheet } from "./statutory-balance-sheet";

type Movement = [AccountsTransaction["categoryId"], number];

/** The whole-pound sheet of a year with these movements (pence) and no tax charge. */
function sheetOf(movements: Movement[], openingBalances?: Partial<OpeningBalances>) {
  const transactions = movements.map(([categoryId, amount], i) => ({
    id: `t${i}`,
    date: "2025-10-01",
    amount: amount as Pence,
    categoryId,
  }));
  const period = { start: "2025-04-01", end: "2026-03-31" };
  const accounts = buildAccounts({ transactions, period, openingBalances, corporationTaxCharge: 0 as Pence });
  return currentBalanceSheet(accounts.balanceSheet);
}

describe("the statutory balance sheet in whole pounds", () => {
  /*
   * Opening cash £6,400, share capital £100, reserve £6,300. Sales £24,000.40; equipment £3,600 in October,
   * depreciated 6 of 36 months = £600 (fixed assets £3,000); £1,500 paid to the director (an overdrawn loan, a
   * debtor) and £1,250.60 of VAT paid (recoverable, a debtor); no tax charge. The loan is still owed nine months
   * on, so s455 tax of 33.75 % × 1,500 = £506.25 is a creditor and an equal debtor (uk-accounting-rules §9).
   * Cash 6,400 + 24,000.40 − 3,600 − 1,500 − 1,250.60 = £24,049.80 → 24,050; debtors 1,500 + 1,250.60 + 506.25 =
   * £3,256.85 → 3,257; C = 27,307; creditors £506.25 → 506; net assets 3,000 + 27,307 − 506 = 29,801; reserve
   * 29,801 − 100 = 29,701. The books' reserve is 6,300 + 24,000.40 − 600 = £29,700.40 → 29,700, so rounding moved
   * £1 into it.
   */
  const bs = sheetOf(
    [
      ["sales", 2_400_040],
      ["equipment", -360_000],
      ["directors-loan", -150_000],
      ["vat", -125_060],
    ],
    { cash: fromPounds(6_400), calledUpShareCapital: fromPounds(100), profitLossAccount: fromPounds(6_300) },
  );

  it("rounds each line and balances through the profit and loss account, saying by how much", () => {
    expect(bs).toEqual({
      calledUpShareCapitalNotPaid: 0,
      fixedAssets: 3_000,
      currentAssets: 27_307,
      currentAssetsParts: { stocks: 0, debtors: 3_257, cash: 24_050, other: 0 },
      prepaymentsAndAccruedIncome: 0,
      creditorsWithinOneYear: 506,
      netCurrentAssets: 26_801,
      totalAssetsLessCurrentLiabilities: 29_801,
      creditorsAfterOneYear: 0,
      provisions: 0,
      accrualsAndDeferredIncome: 0,
      netAssets: 29_801,
      calledUpShareCapital: 100,
      profitAndLossAccount: 29_701,
      capitalAndReserves: 29_801,
      reserveAdjustment: 1,
      openingBalancesDifference: 0,
    });
  });

  it("adds up: F = C + D − E, G = A + B + F, net assets = G − H − I − J = K", () => {
    expect(bs.netCurrentAssets).toBe(bs.currentAssets + bs.prepaymentsAndAccruedIncome - bs.creditorsWithinOneYear);
    expect(bs.totalAssetsLessCurrentLiabilities).toBe(
      bs.calledUpShareCapitalNotPaid + bs.fixedAssets + bs.netCurrentAssets,
    );
    expect(bs.netAssets).toBe(
      bs.totalAssetsLessCurrentLiabilities - bs.creditorsAfterOneYear - bs.provisions - bs.accrualsAndDeferredIncome,
    );
    expect(bs.capitalAndReserves).toBe(bs.netAssets);
    expect(bs.calledUpShareCapital + bs.profitAndLossAccount).toBe(bs.capitalAndReserves);
  });

  it("puts rounding leftovers in the profit and loss reserve so the rounded sheet balances", () => {
    // Cash £50.00; VAT recoverable £50.50 → 51. Net assets 101; the books' reserve £100.50 → 101: nothing moved.
    const bs = sheetOf([
      ["sales", 10_050],
      ["vat", -5_050],
    ]);
    expect([bs.currentAssets, bs.creditorsWithinOneYear, bs.netAssets]).toEqual([101, 0, 101]);
    expect(bs.capitalAndReserves).toBe(bs.netAssets);
    expect(bs.reserveAdjustment).toBe(0);
  });

  it("rounds current assets part by part, as the Companies House form does", () => {
    // Cash £0.50 → 1 and an overdrawn director's loan £0.50 → 1: C = 2, where £1.00 in one sum would be 1.
    // The books' reserve is £1.00, the rounded sheet's 2: £1 moved.
    const bs = sheetOf([
      ["sales", 100],
      ["directors-loan", -50],
    ]);
    expect(bs.currentAssetsParts).toEqual({ stocks: 0, debtors: 1, cash: 1, other: 0 });
    expect([bs.currentAssets, bs.profitAndLossAccount, bs.reserveAdjustment]).toEqual([2, 2, 1]);
  });

  /*
   * An opening balances difference is never plugged into a reserve: a prior period's figures that do not
   * balance are an error to correct (FRS 105 Section 8, errors corrected retrospectively), and the micro-entity
   * balance sheet's capital and reserves (SI 2008/409 Sch 1 Part 1 Section C, item K) hold only real capital and
   * reserves. So the difference is its own figure and the sheet shows that it does not balance.
   */
  it("takes the prior year from the opening balances, keeping the reserve as entered and the difference apart", () => {
    // Net assets 1,000 − 300 = 700; capital 1 and reserve 650 as entered, so K = 651: £49 not yet explained, shown
    // on its own. Whole pounds throughout: no rounding moved.
    const prior = priorBalanceSheet({
      cash: fromPounds(1_000),
      creditorsWithinOneYear: fromPounds(300),
      calledUpShareCapital: fromPounds(1),
      profitLossAccount: fromPounds(650),
    });
    expect(prior).toMatchObject({
      currentAssets: 1_000,
      currentAssetsParts: { stocks: 0, debtors: 0, cash: 1_000, other: 0 },
      creditorsWithinOneYear: 300,
      netAssets: 700,
      calledUpShareCapital: 1,
      profitAndLossAccount: 650,
      capitalAndReserves: 651,
      reserveAdjustment: 0,
      openingBalancesDifference: 49,
    });
    expect(prior.netAssets - prior.capitalAndReserves).toBe(prior.openingBalancesDifference);
  });

  it("shows a typed overdraft in the prior year as a creditor, never as negative cash", () => {
    /*
     * Last year closed £1,200 overdrawn at the bank, owing suppliers £300, with equipment of £2,000, capital £100
     * and a reserve of £400. Assets and liabilities are not set off (SI 2008/409 Sch 1 para 8): cash at bank 0,
     * current assets 0, creditors within one year 300 + 1,200 = 1,500, net current liabilities −1,500, net assets
     * 2,000 − 1,500 = 500 = capital and reserves 100 + 400, nothing unexplained.
     */
    const prior = priorBalanceSheet({
      cash: fromPounds(-1_200),
      fixedAssets: fromPounds(2_000),
      creditorsWithinOneYear: fromPounds(300),
      calledUpShareCapital: fromPounds(100),
      profitLossAccount: fromPounds(400),
    });
    expect(prior).toMatchObject({
      currentAssets: 0,
      currentAssetsParts: { stocks: 0, debtors: 0, cash: 0, other: 0 },
      creditorsWithinOneYear: 1_500,
      netCurrentAssets: -1_500,
      netAssets: 500,
      capitalAndReserves: 500,
      openingBalancesDifference: 0,
    });
  });

  it("shows this year's opening balances difference on its own, the reserve taking only rounding", () => {
    /*
     * Opening cash £1,000 against capital £1 and no reserve: net assets 1,000 − capital and reserves 1 = £999 not
     * yet explained. Sales £100.00, £0.50 to the director: cash £1,099.50 → 1,100, the overdrawn loan £0.50 → 1
     * (with any s455 debtor and creditor, each under 50p). Net assets 1,101. The books' reserve is £100.00 → 100;
     * the reserve shown is 1,101 − 1 − 999 = 101, so rounding moved £1, and nothing else. K = 1 + 101 = 102, short
     * of net assets by exactly the £999: the sheet shows it does not balance instead of a reserve of 1,100.
     */
    const bs = sheetOf(
      [
        ["sales", 10_000],
        ["directors-loan", -50],
      ],
      { cash: fromPounds(1_000), calledUpShareCapital: fromPounds(1) },
    );
    expect(bs).toMatchObject({
      currentAssets: 1_101,
      netAssets: 1_101,
      calledUpShareCapital: 1,
      profitAndLossAccount: 101,
      capitalAndReserves: 102,
      reserveAdjustment: 1,
      openingBalancesDifference: 999,
    });
    expect(bs.netAssets - bs.capitalAndReserves).toBe(999);
    expect(bs.calledUpShareCapital + bs.profitAndLossAccount).toBe(bs.capitalAndReserves);
  });
});
