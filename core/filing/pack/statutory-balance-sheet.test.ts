import { describe, expect, it } from "vitest";
import { buildAccounts } from "../../accounts";
import { fromPounds, type Pence } from "../../money";
import { directorsLoanNote } from "./directors-loan-note";
import { currentBalanceSheet, priorBalanceSheet } from "./statutory-balance-sheet";
import { statutoryProfitAndLoss } from "./statutory-profit-and-loss";

const p = (n: number) => n as Pence;

describe("the statutory balance sheet in whole pounds", () => {
  it("adds up: F = C + D − E, G = A + B + F, net assets = G − H − I − J = K", () => {
    const accounts = buildAccounts({
      transactions: [
        { id: "s", date: "2025-04-10", amount: p(2_400_040), categoryId: "sales" },
        { id: "e", date: "2025-10-01", amount: p(-360_000), categoryId: "equipment" },
        { id: "d", date: "2025-11-01", amount: p(-150_000), categoryId: "directors-loan" },
        { id: "v", date: "2026-01-15", amount: p(-125_060), categoryId: "vat" },
      ],
      period: { start: "2025-04-01", end: "2026-03-31" },
      openingBalances: {
        cash: fromPounds(6_400),
        calledUpShareCapital: fromPounds(100),
        profitLossAccount: fromPounds(6_300),
      },
    });
    const bs = currentBalanceSheet(accounts.balanceSheet);
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
    const accounts = buildAccounts({
      transactions: [
        { id: "a", date: "2025-05-01", amount: p(10_050), categoryId: "sales" },
        { id: "b", date: "2025-05-02", amount: p(-5_050), categoryId: "vat" },
      ],
      period: { start: "2025-04-01", end: "2026-03-31" },
      corporationTaxCharge: p(0),
    });
    const bs = currentBalanceSheet(accounts.balanceSheet);
    expect([bs.currentAssets, bs.creditorsWithinOneYear, bs.netAssets]).toEqual([101, 0, 101]);
    expect(bs.capitalAndReserves).toBe(bs.netAssets);
  });

  it("takes the prior year from the opening balances, balancing it through the reserve", () => {
    const prior = priorBalanceSheet({
      cash: fromPounds(1_000),
      creditorsWithinOneYear: fromPounds(300),
      calledUpShareCapital: fromPounds(1),
      profitLossAccount: fromPounds(650),
    });
    expect(prior).toMatchObject({
      currentAssets: 1_000,
      creditorsWithinOneYear: 300,
      netAssets: 700,
      calledUpShareCapital: 1,
      profitAndLossAccount: 699,
      capitalAndReserves: 700,
    });
  });

  it("rounds the profit and loss lines and keeps the profit lines their sums", () => {
    const pl = statutoryProfitAndLoss({
      turnover: p(100_050),
      otherIncome: p(49),
      costOfRawMaterialsAndConsumables: p(20_050),
      staffCosts: p(0),
      depreciationAndOtherAmountsWrittenOff: p(0),
      otherCharges: p(10_049),
      profitBeforeTax: p(70_000),
      tax: p(13_300),
      profitAfterTax: p(56_700),
    });
    expect(pl).toMatchObject({
      turnover: 1_001,
      otherIncome: 0,
      costOfRawMaterialsAndConsumables: 201,
      otherCharges: 100,
      profitBeforeTax: 700,
      tax: 133,
      profitAfterTax: 567,
    });
  });
});

describe("the directors' advances note (CA 2006 s413)", () => {
  const t = (date: string, amount: number) => ({
    id: date,
    date,
    amount: p(amount),
    categoryId: "directors-loan" as const,
  });

  it("counts only the part of a payment that takes the account overdrawn as an advance", () => {
    const note = directorsLoanNote(p(50_000), [t("2025-06-01", -150_000), t("2025-07-01", 40_000)]);
    expect(note).toMatchObject({
      advancesMade: 100_000,
      advancesRepaid: 40_000,
      advancesOutstanding: 60_000,
      closingBalance: -60_000,
    });
  });

  it("walks the account in date order and carries an overdrawn opening balance forward", () => {
    const note = directorsLoanNote(p(-20_000), [t("2025-09-01", 30_000), t("2025-05-01", -5_000)]);
    expect(note).toMatchObject({
      advancesBroughtForward: 20_000,
      advancesMade: 5_000,
      advancesRepaid: 25_000,
      advancesOutstanding: 0,
      closingBalance: 5_000,
    });
  });

  it("reports no advances when the company only owes its director", () => {
    const note = directorsLoanNote(p(10_000), [t("2025-05-01", 5_000), t("2025-06-01", -12_000)]);
    expect(note).toMatchObject({ advancesMade: 0, advancesOutstanding: 0, closingBalance: 3_000 });
  });
});
