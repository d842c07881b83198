import { describe, expect, it } from "vitest";
import type { CategoryId } from "../categories";
import { fromPounds, fromPoundsNumber, type Pence } from "../money";
import { balanceSheetDifference, buildAccounts, drillDown, toReportJson } from "./index";
import type { AccountsTransaction } from "./types";

const gbp = (pounds: number): Pence => fromPoundsNumber(pounds)!;
let n = 0;
const tx = (date: string, pounds: number, categoryId: CategoryId | null, extra: Partial<AccountsTransaction> = {}) => ({
  id: `t${++n}`,
  date,
  amount: gbp(pounds),
  categoryId,
  ...extra,
});

const period = { start: "2024-04-01", end: "2025-03-31" };
const transactions: AccountsTransaction[] = [
  tx("2024-04-10", 12_000, "sales"),
  tx("2024-05-01", 8_000, "sales"),
  tx("2024-05-15", 50, "interest-received"),
  tx("2024-06-01", -2_000, "cost-of-sales"),
  tx("2024-06-15", -3_000, "salaries"),
  tx("2024-07-01", -1_200, "rent-rates"),
  tx("2024-07-15", -300, "entertainment"),
  tx("2024-08-01", -200, "sales"),
  tx("2024-09-01", -100, "corporation-tax"),
  tx("2024-10-01", -3_600, "equipment"),
  tx("2024-11-01", 1_000, "directors-loan"),
  tx("2024-12-01", -400, "directors-loan"),
  tx("2025-01-10", -2_000, "dividends"),
  tx("2025-01-15", -500, "vat"),
  tx("2025-02-01", -1_000, "transfers"),
  tx("2025-02-01", 1_000, "transfers"),
  tx("2025-02-15", 250, null),
  tx("2025-03-01", -100, null),
  tx("2025-04-02", 999, "sales"),
];
const openingBalances = {
  cash: fromPounds(5_100),
  creditorsWithinOneYear: fromPounds(100),
  corporationTax: fromPounds(100),
  calledUpShareCapital: fromPounds(100),
  profitLossAccount: fromPounds(4_900),
};
const accounts = buildAccounts({ transactions, period, openingBalances, statedBankBalance: gbp(13_000) });
const { profitAndLoss: pl, balanceSheet: bs } = accounts;

describe("profit and loss", () => {
  it("lists income and expense categories with counts, income net of refunds and expenses positive", () => {
    expect(pl.income.categories).toEqual([
      { categoryId: "sales", categoryName: "Sales", transactionCount: 3, amount: gbp(19_800) },
      { categoryId: "interest-received", categoryName: "Interest Received", transactionCount: 1, amount: gbp(50) },
    ]);
    expect(pl.expenses.categories.map((c) => [c.categoryId, c.amount])).toEqual([
      ["cost-of-sales", gbp(2_000)],
      ["salaries", gbp(3_000)],
      ["rent-rates", gbp(1_200)],
      ["entertainment", gbp(300)],
    ]);
    expect(pl.income.total).toBe(gbp(19_850));
    expect(pl.expenses.total).toBe(gbp(6_500));
    expect(pl.netProfit).toBe(gbp(13_350));
  });

  it("leaves out equipment, loans, tax, VAT, dividends, transfers and transactions outside the period", () => {
    expect(pl.period).toEqual({ startDate: "2024-04-01", endDate: "2025-03-31" });
    expect(pl.uncategorizedCount).toBe(2);
  });

  it("fills the micro-entity lines A–H with depreciation and the tax charge", () => {
    expect(pl.micro).toEqual({
      turnover: gbp(19_800),
      otherIncome: gbp(50),
      costOfRawMaterialsAndConsumables: gbp(2_000),
      staffCosts: gbp(3_000),
      depreciationAndOtherAmountsWrittenOff: gbp(600),
      otherCharges: gbp(1_500),
      profitBeforeTax: gbp(12_750),
      tax: gbp(1_909.5),
      profitAfterTax: gbp(10_840.5),
    });
  });

  it("computes corporation tax with entertainment and depreciation added back and equipment claimed", () => {
    const [ct] = accounts.corporationTax ?? [];
    expect(ct).toMatchObject({
      accountingProfit: gbp(12_750),
      addBacks: { entertainment: gbp(300), depreciation: gbp(600), total: gbp(900) },
      capitalAllowances: gbp(3_600),
      taxableProfit: gbp(10_050),
      tax: gbp(1_909.5),
    });
  });

  it("adds back client entertaining but allows staff entertaining (CTA 2009 ss1298, 1299(3))", () => {
    // 2,000 sales − 300 client lunch − 450 staff party = 1,250 profit; + 300 added back = 1,550 taxable.
    const a = buildAccounts({
      period,
      transactions: [
        tx("2024-05-01", 2_000, "sales"),
        tx("2024-06-01", -300, "entertainment"),
        tx("2024-12-15", -450, "staff-entertainment"),
      ],
    });
    const [ct] = a.corporationTax ?? [];
    expect(ct).toMatchObject({
      addBacks: { entertainment: gbp(300) },
      staffEntertainment: gbp(450),
      taxableProfit: gbp(1_550),
    });
  });

  it("charges s455 on the director's loan overdrawn at the end, relieved by what came back in nine months", () => {
    // £1,000 paid to the director on 1 Jun 2024 (nothing owed to them): a £1,000 loan. £400 paid back
    // after the period end, on 1 Dec 2025, within nine months of 31 Mar 2025 (by 31 Dec 2025): relieved.
    // A15 = 1,000 → A20 337.50; A40 = 400 → A45 135.00; A80 = box 480 = 202.50. The year's tax is unchanged; the
    // balance sheet's s455 creditor and equal debtor are 202.50 instead of 337.50, and net assets do not move.
    const lines = [tx("2024-05-01", 5_000, "sales"), tx("2024-06-01", -1_000, "directors-loan")];
    const without = buildAccounts({ period, transactions: lines });
    const a = buildAccounts({ period, transactions: [...lines, tx("2025-12-01", 400, "directors-loan")] });
    const [ct] = a.corporationTax ?? [];
    expect(ct?.ct600.ct600a).toMatchObject({ a15: gbp(1_000), a20: gbp(337.5), a40: gbp(400), a80: gbp(202.5) });
    expect(ct?.ct600.box480).toBe(gbp(202.5));
    expect(a.profitAndLoss.tax).toBe(without.profitAndLoss.tax);
    const s455Lines = (x: typeof a) =>
      x.balanceSheet.micro.creditorsWithinOneYear.lines.filter((l) => l.key === "s455-tax").map((l) => l.amount);
    expect(s455Lines(without)).toEqual([gbp(337.5)]);
    expect(s455Lines(a)).toEqual([gbp(202.5)]);
    expect(a.s455).toMatchObject({ chargeable: gbp(600), tax: gbp(202.5), repaidWithinNineMonths: gbp(400) });
    expect(a.balanceSheet.netAssets).toBe(without.balanceSheet.netAssets);
  });

  it("counts categorised transactions the fallback chose or with low confidence as needing review", () => {
    const review = buildAccounts({
      period,
      transactions: [
        tx("2024-05-01", 1, "sales", { stage: "default", confidence: 0.9 }),
        tx("2024-05-01", 1, "sales", { stage: "model", confidence: 0.4 }),
        tx("2024-05-01", 1, "sales", { stage: "user", confidence: 0.1 }),
        tx("2024-05-01", 1, "sales", { stage: "rule", confidence: 1 }),
        tx("2024-05-01", 1, null, { stage: "default", confidence: 0 }),
      ],
    });
    expect(review.profitAndLoss.needsReviewCount).toBe(2);
  });
});

describe("balance sheet", () => {
  it("balances: net assets equal capital and reserves", () => {
    expect(bs.netAssets).toBe(gbp(13_840.5));
    expect(bs.equity.total).toBe(gbp(13_840.5));
    expect(balanceSheetDifference(bs)).toBe(0);
  });

  it("shows fixed assets at cost less depreciation from the month of purchase", () => {
    expect(bs.micro.fixedAssets).toEqual({
      opening: 0,
      additions: gbp(3_600),
      depreciation: gbp(600),
      total: gbp(3_000),
    });
    expect(accounts.depreciation.assets[0]).toMatchObject({ monthsInUse: 6, charge: gbp(600) });
  });

  it("puts cash, VAT recoverable and the creditors in their places", () => {
    const m = bs.micro;
    expect(m.currentAssets.cashAtBank).toBe(gbp(13_000));
    expect(m.currentAssets.debtors.lines).toEqual([{ key: "vat", label: "VAT recoverable", amount: gbp(500) }]);
    expect(m.creditorsWithinOneYear.lines.map((l) => [l.key, l.amount])).toEqual([
      ["directors-loan", gbp(600)],
      ["corporation-tax", gbp(1_909.5)],
      ["uncategorised", gbp(150)],
    ]);
    expect(m.netCurrentAssets).toBe(gbp(10_840.5));
    expect(m.totalAssetsLessCurrentLiabilities).toBe(gbp(13_840.5));
    expect(m.balanceSheetTotal).toBe(gbp(16_500));
  });

  it("gives the reserve as opening + profit after tax − dividends", () => {
    expect(bs.micro.capitalAndReserves.profitAndLossAccount).toEqual({
      opening: gbp(4_900),
      profitAfterTax: gbp(10_840.5),
      dividends: gbp(2_000),
      loansWrittenOff: 0,
      total: gbp(13_740.5),
    });
  });

  it("fills the spec's simplified view consistently", () => {
    expect(bs.assets).toEqual({ cash: gbp(13_000), total: gbp(16_500) });
    expect(bs.liabilities).toEqual({ directorsLoan: gbp(600), total: gbp(2_659.5) });
    expect(bs.assets.total - bs.liabilities.total).toBe(bs.netAssets);
    expect(bs.equity.retainedEarnings).toBe(gbp(13_740.5));
  });

  it("checks cash against the bank's closing balance and reports a difference", () => {
    expect(bs.cashCheck).toEqual({ computed: gbp(13_000), stated: gbp(13_000), difference: 0 });
    const off = buildAccounts({ transactions, period, openingBalances, statedBankBalance: gbp(13_010) });
    expect(off.balanceSheet.cashCheck?.difference).toBe(gbp(10));
    expect(off.balanceSheet.explanations.join(" ")).toContain("differs from the cash worked out");
  });

  it("explains uncategorised money and transactions outside the period", () => {
    expect(bs.explanations).toContain(
      '2 transactions are not categorised (£250.00 received, £100.00 paid out). Their net amount is held in "Uncategorised transactions" so the balance sheet still balances; categorise them to put them in the right place.',
    );
    expect(bs.explanations).toContain("1 transaction is dated outside the period and left out.");
  });

  it("shows an overdrawn director's loan among debtors and an overdraft among creditors", () => {
    const a = buildAccounts({
      period,
      transactions: [tx("2024-05-01", -500, "directors-loan"), tx("2024-05-02", -100, "bank-charges")],
    });
    const m = a.balanceSheet.micro;
    // The loan is a debtor, never a negative creditor. Nothing is repaid after the period end, so s455 tax of
    // £500 × 33.75 % = £168.75 shows as a creditor and, recoverable when the loan is repaid, as a debtor (§9).
    expect(m.currentAssets.debtors.lines).toEqual([
      { key: "directors-loan", label: "Director's loan account (overdrawn)", amount: gbp(500) },
      {
        key: "s455-recoverable",
        label: "s455 tax recoverable when the director's loan is repaid",
        amount: gbp(168.75),
      },
    ]);
    expect(m.creditorsWithinOneYear.lines).toEqual([
      { key: "s455-tax", label: "Tax on the loan to a director (CTA 2010 s455)", amount: gbp(168.75) },
      { key: "bank-overdraft", label: "Bank overdraft", amount: gbp(600) },
    ]);
    expect(a.balanceSheet.liabilities.directorsLoan).toBe(0);
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
  });

  it("shows an opening balances difference when last year's figures do not balance", () => {
    const a = buildAccounts({
      period,
      transactions: [],
      openingBalances: { cash: fromPounds(1_000), calledUpShareCapital: fromPounds(1) },
    });
    expect(a.balanceSheet.equity.openingBalancesDifference).toBe(fromPounds(999));
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
    expect(a.balanceSheet.explanations[0]).toContain("The opening balances do not balance");
  });

  it("depreciates opening fixed assets only when their remaining life is given", () => {
    const openingFA = { fixedAssets: fromPounds(2_400), calledUpShareCapital: fromPounds(2_400) };
    const unknown = buildAccounts({ period, transactions: [], openingBalances: openingFA });
    expect(unknown.balanceSheet.micro.fixedAssets.total).toBe(fromPounds(2_400));
    expect(unknown.balanceSheet.explanations.join(" ")).toContain("not depreciated");
    const known = buildAccounts({
      period,
      transactions: [],
      openingBalances: openingFA,
      settings: { openingFixedAssetsRemainingMonths: 24 },
    });
    expect(known.balanceSheet.micro.fixedAssets.total).toBe(fromPounds(1_200));
    expect(balanceSheetDifference(known.balanceSheet)).toBe(0);
  });

  it("uses a corporation tax charge passed in instead of computing one", () => {
    const a = buildAccounts({ transactions, period, openingBalances, corporationTaxCharge: gbp(1_000) });
    expect(a.corporationTax).toBeNull();
    expect(a.profitAndLoss.tax).toBe(gbp(1_000));
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
  });

  it("computes tax for a 13-month first period as two accounting periods", () => {
    const a = buildAccounts({
      period: { start: "2025-01-15", end: "2026-01-31" },
      transactions: [tx("2025-03-01", 38_200, "sales")],
    });
    expect(a.corporationTax?.map((c) => c.endDate)).toEqual(["2026-01-14", "2026-01-31"]);
    expect(a.profitAndLoss.tax).toBe(a.corporationTax!.reduce((s, c) => s + c.tax, 0));
  });
});

describe("drill-down and monthly series", () => {
  it("lists the transactions behind a line", () => {
    expect(drillDown(accounts, "income:sales")).toEqual(["t1", "t2", "t8"]);
    expect(drillDown(accounts, "micro:F")).toEqual(["t6", "t7"]);
    expect(drillDown(accounts, "fixed-assets")).toEqual(["t10"]);
    expect(drillDown(accounts, "directors-loan")).toEqual(["t11", "t12"]);
    expect(drillDown(accounts, "uncategorised")).toEqual(["t17", "t18"]);
    expect(drillDown(accounts, "cash")).toHaveLength(18);
    expect(drillDown(accounts, "stocks")).toEqual([]);
  });

  it("gives income, expenses and the month-end cash balance for each month", () => {
    expect(accounts.monthly).toHaveLength(12);
    expect(accounts.monthly[0]).toEqual({
      month: "2024-04",
      monthEnd: "2024-04-30",
      income: gbp(12_000),
      expenses: 0,
      net: gbp(12_000),
      cashBalance: gbp(17_100),
    });
    expect(accounts.monthly.at(-1)?.cashBalance).toBe(gbp(13_000));
    expect(accounts.monthly.reduce((s, m) => s + m.income, 0)).toBe(pl.income.total);
  });
});

describe("report JSON", () => {
  it("converts money to pounds with 2 decimals and keeps counts", () => {
    const json = toReportJson(accounts);
    expect(json.profitAndLoss.income.categories[0]).toEqual({
      categoryId: "sales",
      categoryName: "Sales",
      transactionCount: 3,
      amount: 19_800,
    });
    expect(json.profitAndLoss.uncategorizedCount).toBe(2);
    expect(json.profitAndLoss.micro.tax).toBe(1_909.5);
    expect(json.balanceSheet.netAssets).toBe(13_840.5);
    expect(json.depreciation.assets[0]?.monthsInUse).toBe(6);
    expect(json.corporationTax?.[0]?.days).toBe(365);
    expect("ledger" in json).toBe(false);
  });
});
