import { describe, expect, it } from "vitest";
import { buildAccounts } from "../accounts";
import { fromPounds, pence } from "../money";
import {
  type ChFormDraft,
  chFormFromAccounts,
  chFormTotals,
  emptyChFormDraft,
  invalidChAmountFields,
  parseWholePounds,
  validateChForm,
} from "./index";
import { currentBalanceSheet, priorBalanceSheet } from "./pack";

const valid = (): ChFormDraft => ({
  ...emptyChFormDraft(),
  balanceSheetDate: "2025-03-31",
  balanceSheetStatement: true,
  directorName: "Jane Smith",
  approvalDate: "2025-06-01",
  cashCurrent: "12,345",
  calledUpShareCapitalCurrent: "100",
  profitLossAccountCurrent: "12245",
});

describe("CH form amounts", () => {
  it("reads whole pounds and treats blank or unparseable text as 0", () => {
    expect(parseWholePounds("1234")).toBe(1234);
    expect(parseWholePounds(" -1,234 ")).toBe(-1234);
    expect(parseWholePounds("1234.00")).toBe(1234);
    expect(parseWholePounds("12.50")).toBeNull();
    expect(parseWholePounds("abc")).toBeNull();
    expect(parseWholePounds("")).toBeNull();
    expect(parseWholePounds("-0")).toBe(0);
    expect(invalidChAmountFields({ ...emptyChFormDraft(), stocksCurrent: "12.5", cashPrior: "x" })).toEqual([
      "stocksCurrent",
      "cashPrior",
    ]);
  });

  it("derives the totals of the balance sheet", () => {
    const d = {
      ...emptyChFormDraft(),
      fixedAssetsCurrent: "3000",
      stocksCurrent: "100",
      debtorsCurrent: "500",
      cashCurrent: "13000",
      otherCurrentAssetsCurrent: "abc",
      creditorsWithinOneYearCurrent: "2660",
      creditorsAfterOneYearCurrent: "1000",
      provisionsCurrent: "40",
      calledUpShareCapitalCurrent: "100",
      profitLossAccountCurrent: "12800",
    };
    expect(chFormTotals(d, "Current")).toEqual({
      totalCurrentAssets: 13_600,
      netCurrentAssets: 10_940,
      totalAssetsLessCurrentLiabilities: 13_940,
      totalNetAssets: 12_900,
      totalCapitalAndReserves: 12_900,
    });
  });
});

describe("CH form validation (spec part 2 §5)", () => {
  it("accepts a complete, balanced draft", () => {
    expect(validateChForm(valid())).toEqual([]);
  });

  it("lists every message in order for an empty draft with unbalanced figures", () => {
    const d = { ...emptyChFormDraft(), cashCurrent: "12345", stocksPrior: "-1000" };
    expect(validateChForm(d)).toEqual([
      "Balance sheet date is required",
      "Current Year: Total net assets (£12,345) must equal Capital and reserves (£0)",
      "Prior Year: Total net assets (-£1,000) must equal Capital and reserves (£0)",
      "Balance sheet statement must be checked",
      "Director name is required for approval",
      "Approval date is required",
    ]);
  });

  it("checks the prior year only when some prior field holds a non-zero amount", () => {
    expect(validateChForm({ ...valid(), cashPrior: "0", stocksPrior: "" })).toEqual([]);
    expect(validateChForm({ ...valid(), cashPrior: "5" })).toEqual([
      "Prior Year: Total net assets (£5) must equal Capital and reserves (£0)",
    ]);
  });

  it("trims the director's name", () => {
    expect(validateChForm({ ...valid(), directorName: "   " })).toEqual(["Director name is required for approval"]);
  });

  it("refuses an approval date before the balance sheet date but accepts the same day", () => {
    expect(validateChForm({ ...valid(), approvalDate: "2025-03-30" })).toEqual([
      "Approval date cannot be before balance sheet date",
    ]);
    expect(validateChForm({ ...valid(), approvalDate: "2025-03-31" })).toEqual([]);
  });
});

describe("fill from my accounts", () => {
  const openingBalances = {
    cash: fromPounds(5_100),
    creditorsWithinOneYear: fromPounds(100),
    calledUpShareCapital: fromPounds(100),
    profitLossAccount: fromPounds(4_900),
  };
  const accounts = buildAccounts({
    period: { start: "2024-04-01", end: "2025-03-31" },
    openingBalances,
    transactions: [
      { id: "a", date: "2024-05-01", amount: pence(1_000_049), categoryId: "sales" },
      { id: "b", date: "2024-06-01", amount: pence(-360_050), categoryId: "equipment" },
      { id: "c", date: "2024-07-01", amount: pence(-20_050), categoryId: "directors-loan" },
    ],
  });

  it("fills both years in whole pounds and balances the current year through the profit and loss account", () => {
    const fill = chFormFromAccounts(accounts.balanceSheet, openingBalances);
    const draft = { ...valid(), ...fill.amounts, balanceSheetDate: fill.balanceSheetDate };
    expect(validateChForm(draft)).toEqual([]);
    expect(fill.balanceSheetDate).toBe("2025-03-31");
    expect(fill.amounts).toMatchObject({
      cashPrior: "5100",
      creditorsWithinOneYearPrior: "100",
      calledUpShareCapitalPrior: "100",
      profitLossAccountPrior: "4900",
      calledUpShareCapitalCurrent: "100",
    });
    const t = chFormTotals(fill.amounts, "Current");
    expect(t.totalNetAssets).toBe(t.totalCapitalAndReserves);
  });

  it("folds last year's prepayments (D) and accruals (J) into the prior year's lines, so it still balances", () => {
    // Prior: cash 5,100, prepayments 300, creditors 100, accruals 200 → net assets 5,100 = 100 + 5,000.
    // The form has no D or J: other current assets 0 + 300 = 300, creditors 100 + 200 = 300.
    const withDJ = {
      ...openingBalances,
      prepaymentsAndAccruedIncome: fromPounds(300),
      accrualsAndDeferredIncome: fromPounds(200),
      profitLossAccount: fromPounds(5_000),
    };
    const fill = chFormFromAccounts(accounts.balanceSheet, withDJ);
    expect(fill.amounts).toMatchObject({ otherCurrentAssetsPrior: "300", creditorsWithinOneYearPrior: "300" });
    const t = chFormTotals(fill.amounts, "Prior");
    expect(t.totalNetAssets).toBe(t.totalCapitalAndReserves);
  });

  it("puts the rounding difference in the profit and loss account and says so", () => {
    // Cash £0.50 and an overdrawn director's loan of £0.50 each round up to £1; tax owed of £0.19 rounds to £0.
    const a = buildAccounts({
      period: { start: "2024-04-01", end: "2025-03-31" },
      transactions: [
        { id: "s", date: "2024-05-01", amount: pence(100), categoryId: "sales" },
        { id: "d", date: "2024-05-02", amount: pence(-50), categoryId: "directors-loan" },
      ],
    });
    expect(a.balanceSheet.equity.retainedEarnings).toBe(pence(81));
    const fill = chFormFromAccounts(a.balanceSheet, null);
    expect(fill.amounts).toMatchObject({
      cashCurrent: "1",
      debtorsCurrent: "1",
      creditorsWithinOneYearCurrent: "0",
      profitLossAccountCurrent: "2",
      cashPrior: "",
    });
    expect(fill.roundingAdjustment).toBe(1);
    expect(fill.notes).toEqual([
      "Rounding each line to whole pounds moved £1 into the profit and loss account so the form balances.",
    ]);
    expect(validateChForm({ ...valid(), ...fill.amounts })).toEqual([]);
  });

  it("keeps an opening balances difference out of the reserve, visible in the notes and in the form's checks", () => {
    // Cash £1,000 against capital £1 and no reserve: £999 not yet explained. It is never plugged into the profit and
    // loss account, so both years show net assets £1,000 against capital and reserves £1.
    const unbalanced = { cash: fromPounds(1_000), calledUpShareCapital: fromPounds(1) };
    const a = buildAccounts({
      period: { start: "2024-04-01", end: "2025-03-31" },
      transactions: [],
      openingBalances: unbalanced,
    });
    const fill = chFormFromAccounts(a.balanceSheet, unbalanced);
    expect(fill.amounts.profitLossAccountCurrent).toBe("0");
    expect(fill.notes).toEqual([
      "Opening balance difference not yet explained: £999. Last year's figures do not balance; the difference is not added to the profit and loss account, so the form will not balance until they are corrected.",
    ]);
    expect(validateChForm({ ...valid(), ...fill.amounts })).toEqual([
      "Current Year: Total net assets (£1,000) must equal Capital and reserves (£1)",
      "Prior Year: Total net assets (£1,000) must equal Capital and reserves (£1)",
    ]);
  });

  it("fills the boxes from the filing pack's whole-pound balance sheet, so the form and the packs agree", () => {
    const sheet = currentBalanceSheet(accounts.balanceSheet);
    const prior = priorBalanceSheet(openingBalances);
    const fill = chFormFromAccounts(accounts.balanceSheet, openingBalances);
    for (const year of ["Current", "Prior"] as const) {
      const bs = year === "Current" ? sheet : prior;
      const t = chFormTotals(fill.amounts, year);
      expect([t.totalCurrentAssets, t.totalNetAssets], year).toEqual([bs.currentAssets, bs.netAssets]);
      expect(fill.amounts[`cash${year}`]).toBe(String(bs.currentAssetsParts.cash));
    }
    expect(fill.amounts.profitLossAccountCurrent).toBe(String(sheet.profitAndLossAccount));
    expect(fill.roundingAdjustment).toBe(sheet.reserveAdjustment);
  });

  it("rounds half away from zero", () => {
    const half = buildAccounts({
      period: { start: "2024-04-01", end: "2025-03-31" },
      transactions: [{ id: "x", date: "2024-05-01", amount: pence(150), categoryId: "share-capital" }],
    });
    expect(chFormFromAccounts(half.balanceSheet, null).amounts).toMatchObject({
      cashCurrent: "2",
      calledUpShareCapitalCurrent: "2",
      profitLossAccountCurrent: "0",
    });
  });
});
