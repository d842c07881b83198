import { describe, expect, it } from "vitest";
import {
  balanceSheetFromOpening,
  buildAccounts,
  buildComparatives,
  nextPeriodOpening,
  normaliseOpeningBalances,
  type OpeningBalances,
} from "../accounts";
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
import { buildFilingPackData, currentBalanceSheet, priorBalanceSheet, yearBalanceSheet } from "./pack";

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

/** Last year's closing balances as typed, as the comparatives lay them out (the prior column without a closed year). */
const typedPrior = (o: Partial<OpeningBalances>) => balanceSheetFromOpening(normaliseOpeningBalances(o));

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
    const fill = chFormFromAccounts(accounts.balanceSheet, typedPrior(openingBalances));
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
    const fill = chFormFromAccounts(accounts.balanceSheet, typedPrior(withDJ));
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
    const fill = chFormFromAccounts(a.balanceSheet, typedPrior(unbalanced));
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
    const fill = chFormFromAccounts(accounts.balanceSheet, typedPrior(openingBalances));
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

describe("fill from my accounts after the year before was closed here", () => {
  /**
   * Year 1, 1 April 2024 – 31 March 2025, a company's first year in the app. Typed opening balances (last year's
   * closing): cash 5,100, creditors 100, capital 100, profit and loss account 4,900.
   *   Sales 2,000, utilities 500: profit before tax 1,500; corporation tax 19 % (small profits rate, CTA 2010 s18B)
   *   = 285. Closing: cash 5,100 + 2,000 − 500 = 6,600; creditors 100 + 285 = 385; net assets 6,215
   *   = capital 100 + profit and loss account 4,900 + 1,500 − 285 = 6,115.
   * Year 1 is closed; year 2 (to 31 March 2026) opens from its closing balance sheet, and has a sale of 1,000.
   * Year 2's form: the prior year is year 1 as closed (CA 2006 Sch 1 para 7 via SI 2008/409: the corresponding amounts
   * are the previous financial year's balance sheet), i.e. cash 6,600, creditors 385, capital 100, profit and loss
   * account 6,115 — never the typed figures the company started year 1 with (cash 5,100, creditors 100, 4,900).
   */
  const typed = {
    cash: fromPounds(5_100),
    creditorsWithinOneYear: fromPounds(100),
    calledUpShareCapital: fromPounds(100),
    profitLossAccount: fromPounds(4_900),
  };
  const year1 = buildAccounts({
    period: { start: "2024-04-01", end: "2025-03-31" },
    openingBalances: typed,
    transactions: [
      { id: "s", date: "2024-05-01", amount: fromPounds(2_000), categoryId: "sales" },
      { id: "u", date: "2024-06-01", amount: fromPounds(-500), categoryId: "utilities" },
    ],
  });
  const year2 = buildAccounts({
    period: { start: "2025-04-01", end: "2026-03-31" },
    openingBalances: nextPeriodOpening(year1).openingBalances,
    transactions: [{ id: "t", date: "2025-05-01", amount: fromPounds(1_000), categoryId: "sales" }],
  });
  const prior = { kind: "accounts" as const, accounts: year1, averageEmployees: 1 };
  const comparatives = buildComparatives(year2, 1, prior);

  it("fills the prior boxes with the closed year's balance sheet, not the typed opening balances", () => {
    const fill = chFormFromAccounts(year2.balanceSheet, comparatives.prior!.balanceSheet);
    expect(fill.amounts).toMatchObject({
      cashPrior: "6600",
      creditorsWithinOneYearPrior: "385",
      calledUpShareCapitalPrior: "100",
      profitLossAccountPrior: "6115",
    });
    const t = chFormTotals(fill.amounts, "Prior");
    expect([t.totalNetAssets, t.totalCapitalAndReserves]).toEqual([6_215, 6_215]);
    // The current year is filled as before, from its own balance sheet.
    expect(fill.amounts.cashCurrent).toBe(chFormFromAccounts(year2.balanceSheet, null).amounts.cashCurrent);
  });

  it("gives the prior year exactly as the filing pack's prior column shows it", () => {
    const pack = buildFilingPackData({
      company: { name: "Two Years Ltd", registrationNumber: "01234567", averageEmployees: 1 },
      accounts: year2,
      openingBalances: null,
      priorYear: prior,
      approval: null,
      today: "2026-05-01",
    });
    expect(yearBalanceSheet(comparatives.prior!.balanceSheet)).toEqual(pack.prior?.balanceSheet);
  });

  it("leaves the prior boxes blank in a first period, where the comparatives have no prior year", () => {
    const first = buildComparatives(
      year1,
      1,
      { kind: "typed", period: { start: null, end: "2024-03-31" }, openingBalances: normaliseOpeningBalances(typed) },
      { firstPeriod: true },
    );
    const fill = chFormFromAccounts(year1.balanceSheet, first.prior?.balanceSheet ?? null);
    expect([fill.amounts.cashPrior, fill.amounts.profitLossAccountPrior]).toEqual(["", ""]);
  });
});
