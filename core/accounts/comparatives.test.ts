import { describe, expect, it } from "vitest";
import { buildAccounts, buildComparatives, normaliseOpeningBalances } from "./index";
import { gbp, lineMaker, YEAR } from "./test-support";

const line = lineMaker("c");
const openingBalances = normaliseOpeningBalances({
  fixedAssets: gbp(1_000),
  stocks: gbp(200),
  debtors: gbp(800),
  cash: gbp(-300),
  prepaymentsAndAccruedIncome: gbp(50),
  creditorsWithinOneYear: gbp(400),
  accrualsAndDeferredIncome: gbp(25),
  directorsLoan: gbp(-500),
  calledUpShareCapital: gbp(100),
  profitLossAccount: gbp(1_225),
});
const current = buildAccounts({ period: YEAR, openingBalances, transactions: [line("2024-05-01", 1_000, "sales")] });

describe("comparatives (CA 2006 Sch 1 para 7, SI 2008/409)", () => {
  it("lays typed opening balances out as last year's balance sheet A–K, with typed P&L lines A–G", () => {
    // C = stock 200 + debtors 800 (the overdrawn loan of 500 is among them) + cash 0 = 1,000; the overdraft of 300
    // is a creditor: E = 400 + 300 = 700. F = 1,000 + 50 − 700 = 350; G = 1,000 + 350 = 1,350;
    // net assets 1,350 − 25 = 1,325 = K 100 + 1,225.
    // P&L typed: A 5,000, C 1,000, D 2,000, F 500, G 285: profit before tax 1,500, H 1,215.
    const c = buildComparatives(current, 2, {
      kind: "typed",
      period: { start: "2023-04-01", end: "2024-03-31" },
      openingBalances,
      profitAndLoss: {
        turnover: gbp(5_000),
        costOfRawMaterialsAndConsumables: gbp(1_000),
        staffCosts: gbp(2_000),
        otherCharges: gbp(500),
        tax: gbp(285),
      },
      averageEmployees: 1,
    });
    expect(c.prior?.balanceSheet).toEqual({
      calledUpShareCapitalNotPaid: 0,
      fixedAssets: gbp(1_000),
      currentAssets: gbp(1_000),
      currentAssetsParts: { stocks: gbp(200), debtors: gbp(800), cashAtBank: 0, other: 0 },
      prepaymentsAndAccruedIncome: gbp(50),
      creditorsWithinOneYear: gbp(700),
      netCurrentAssets: gbp(350),
      totalAssetsLessCurrentLiabilities: gbp(1_350),
      creditorsAfterOneYear: 0,
      provisions: 0,
      accrualsAndDeferredIncome: gbp(25),
      netAssets: gbp(1_325),
      calledUpShareCapital: gbp(100),
      profitAndLossAccount: gbp(1_225),
      openingBalancesDifference: 0,
      capitalAndReserves: gbp(1_325),
    });
    expect(c.prior?.profitAndLoss).toEqual({
      turnover: gbp(5_000),
      otherIncome: 0,
      costOfRawMaterialsAndConsumables: gbp(1_000),
      staffCosts: gbp(2_000),
      depreciationAndOtherAmountsWrittenOff: 0,
      otherCharges: gbp(500),
      profitBeforeTax: gbp(1_500),
      tax: gbp(285),
      profitAfterTax: gbp(1_215),
    });
    expect([c.current.averageEmployees, c.prior?.averageEmployees]).toEqual([2, 1]);
    // The current year's opening is the prior year's closing: the two columns join up.
    expect(c.current.balanceSheet.profitAndLossAccount).toBe(gbp(1_225 + 1_000 - 190));
  });

  it("takes the prior year from its rebuilt accounts, or leaves it out when there is none", () => {
    const prior = buildAccounts({ period: { start: "2023-04-01", end: "2024-03-31" }, transactions: [] });
    const c = buildComparatives(current, null, { kind: "accounts", accounts: prior, averageEmployees: 0 });
    expect(c.prior?.source).toBe("accounts");
    expect(c.prior?.profitAndLoss?.turnover).toBe(0);
    expect(buildComparatives(current, null, null).prior).toBeNull();
  });

  it("shows typed figures that do not balance with their difference, as the current year does", () => {
    const unbalanced = { ...openingBalances, profitLossAccount: gbp(1_000) };
    const c = buildComparatives(current, null, {
      kind: "typed",
      period: { start: null, end: "2024-03-31" },
      openingBalances: unbalanced,
    });
    expect(c.prior?.balanceSheet.openingBalancesDifference).toBe(gbp(225));
    expect(c.prior?.balanceSheet.capitalAndReserves).toBe(c.prior?.balanceSheet.netAssets);
    expect(c.prior?.profitAndLoss).toBeNull();
  });
});
