import { describe, expect, it } from "vitest";
import { balanceSheetDifference, buildAccounts, nextPeriodOpening } from "./index";
import { gbp, lineMaker, YEAR } from "./test-support";

/**
 * Last year's creditors entered by name (uk-accounting-rules §10): a payment to HMRC categorised VAT, corporation
 * tax or PAYE/NI first clears what was owed at the start, only the rest is this year's; a repayment from HMRC clears
 * a VAT repayment due at the start; what is not cleared stays under its own name. Standard VAT (VATA 1994 s25: the
 * return's net VAT is payable to, or repayable by, HMRC); FRS 105 Section 2 (accruals).
 */
const line = lineMaker("o");
const standard = { registered: true, scheme: "standard", flatRatePercent: null, registeredFrom: null } as const;
const lines = (a: ReturnType<typeof buildAccounts>) => ({
  creditors: a.balanceSheet.micro.creditorsWithinOneYear.lines,
  debtors: a.balanceSheet.micro.currentAssets.debtors.lines,
});

describe("last year's VAT and corporation tax owed, paid during the year", () => {
  /*
   * Opening: cash 10,000; creditors within one year 3,550 = VAT 1,650 (last quarter) + corporation tax 1,900;
   * share capital 100; reserve 10,000 − 3,550 − 100 = 6,350.
   * Year: sales 24,000 gross at 20 % → output VAT 4,000, turnover 20,000; costs 3,540 gross → input VAT 590, net
   * 2,950; VAT paid 1,650 (last quarter) + 2,001 (this year's quarters); corporation tax paid 1,900; this year's
   * charge 3,601.45 (given).
   * VAT: 1,650 owed at the start is settled by the first 1,650 paid; this year's 4,000 − 590 − 2,001 = 1,409 owed.
   * Corporation tax: 1,900 settled by the 1,900 paid; this year's charge 3,601.45 owed in full.
   * Without the opening parts the payments were set against this year: "VAT recoverable £241" (4,000 − 590 −
   * 3,651), corporation tax 1,701.45 (3,601.45 − 1,900) and "Other creditors (brought forward) £3,550".
   * Cash 10,000 + 24,000 − 3,540 − 3,651 − 1,900 = 24,909. Profit 20,000 − 2,950 = 17,050 before tax,
   * 13,448.55 after. Net assets 24,909 − 1,409 − 3,601.45 = 19,898.55 = 100 + 6,350 + 13,448.55.
   */
  const a = buildAccounts({
    period: YEAR,
    vat: standard,
    corporationTaxCharge: gbp(3_601.45),
    openingBalances: {
      cash: gbp(10_000),
      creditorsWithinOneYear: gbp(3_550),
      vat: gbp(1_650),
      corporationTax: gbp(1_900),
      calledUpShareCapital: gbp(100),
      profitLossAccount: gbp(6_350),
    },
    transactions: [
      line("2024-04-20", 24_000, "sales"),
      line("2024-05-07", -1_650, "vat"),
      line("2024-06-10", -3_540, "office-costs"),
      line("2024-11-07", -2_001, "vat"),
      line("2024-12-31", -1_900, "corporation-tax"),
    ],
  });

  it("shows VAT £1,409 and corporation tax £3,601.45 owed, and no brought-forward line", () => {
    expect(lines(a).creditors).toEqual([
      { key: "corporation-tax", label: "Corporation tax", amount: gbp(3_601.45) },
      { key: "vat", label: "VAT", amount: gbp(1_409) },
    ]);
    expect(lines(a).debtors).toEqual([]);
    expect(a.balanceSheet.micro.currentAssets.cashAtBank).toBe(gbp(24_909));
    expect(a.balanceSheet.netAssets).toBe(gbp(19_898.55));
    expect(a.balanceSheet.equity.openingBalancesDifference).toBe(0);
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
  });

  it("reports the VAT account with what was owed at the start settled first", () => {
    expect(a.vat).toMatchObject({
      openingVat: gbp(1_650),
      outputVat: gbp(4_000),
      inputVat: gbp(590),
      paidToHmrc: gbp(3_651),
      openingVatSettled: gbp(1_650),
      openingVatOutstanding: 0,
      liability: gbp(1_409),
    });
  });

  it("hands the next year VAT and corporation tax by name", () => {
    const next = nextPeriodOpening(a).openingBalances;
    expect(next).toMatchObject({ vat: gbp(1_409), corporationTax: gbp(3_601.45), payeNic: 0 });
    expect(next.creditorsWithinOneYear).toBe(gbp(5_010.45));
  });
});

describe("last year's corporation tax not paid by the year end", () => {
  /*
   * Opening corporation tax 1,900 owed; 1,000 paid in the year; this year's charge 500.
   * Settled 1,000 of the 1,900 → "Corporation tax for earlier periods" 900; this year's "Corporation tax" 500.
   * Cash 5,000 − 1,000 = 4,000; reserve 3,100 − 500 (tax) = 2,600 + share capital 0;
   * net assets 4,000 − 900 − 500 = 2,600.
   */
  const a = buildAccounts({
    period: YEAR,
    corporationTaxCharge: gbp(500),
    openingBalances: {
      cash: gbp(5_000),
      creditorsWithinOneYear: gbp(1_900),
      corporationTax: gbp(1_900),
      profitLossAccount: gbp(3_100),
    },
    transactions: [line("2025-01-01", -1_000, "corporation-tax")],
  });

  it("keeps what is left under its own name, apart from this year's charge", () => {
    expect(lines(a).creditors).toEqual([
      { key: "corporation-tax-earlier", label: "Corporation tax for earlier periods", amount: gbp(900) },
      { key: "corporation-tax", label: "Corporation tax", amount: gbp(500) },
    ]);
    expect(a.balanceSheet.netAssets).toBe(gbp(2_600));
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
    expect(nextPeriodOpening(a).openingBalances.corporationTax).toBe(gbp(1_400));
  });
});

describe("a VAT repayment due from HMRC at the start, received during the year", () => {
  /*
   * Opening: debtors 800 = VAT repayment due 800 (vat −800); cash 2,000; reserve 2,800.
   * Year: HMRC repays 800 on 2024-05-20 (a receipt categorised VAT): it clears the opening debtor, so none of it
   * is this year's. Sales 1,200 gross → output VAT 200; costs 600 gross → input VAT 100; VAT paid for this year 60.
   * This year's VAT: 200 − 100 − 60 = 40 owed. Without the opening part the 800 received would have shown as
   * VAT owed 840.
   * Cash 2,000 + 800 + 1,200 − 600 − 60 = 3,340; profit 1,000 − 500 = 500 (no tax: charge 0 given).
   * Net assets 3,340 − 40 = 3,300 = 2,800 + 500.
   */
  const a = buildAccounts({
    period: YEAR,
    vat: standard,
    corporationTaxCharge: gbp(0),
    openingBalances: { cash: gbp(2_000), debtors: gbp(800), vat: gbp(-800), profitLossAccount: gbp(2_800) },
    transactions: [
      line("2024-05-20", 800, "vat"),
      line("2024-06-01", 1_200, "sales"),
      line("2024-06-02", -600, "cost-of-sales"),
      line("2024-11-07", -60, "vat"),
    ],
  });

  it("clears the opening VAT debtor and leaves this year's VAT owed", () => {
    expect(lines(a).debtors).toEqual([]);
    expect(lines(a).creditors).toEqual([{ key: "vat", label: "VAT", amount: gbp(40) }]);
    expect(a.vat).toMatchObject({ openingVat: gbp(-800), openingVatSettled: gbp(-800), liability: gbp(40) });
    expect(a.balanceSheet.netAssets).toBe(gbp(3_300));
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
  });
});

describe("PAYE and National Insurance owed at the start", () => {
  /*
   * Opening: PAYE/NI for March 420 owed (creditors 420); cash 3,000; reserve 2,580.
   * Year: PAYE/NI paid 420 on 2024-04-19 (last March's), then 400 on the 19th of each month from May 2024 to
   * March 2025 (April's to February's): 11 × 400 = 4,400. Payments in the year 420 + 4,400 = 4,820.
   * The first 420 settles the opening creditor, so the cost of the year is 4,820 − 420 = 4,400 (PAYE/NI stays a
   * cash cost apart from the opening amount it clears).
   * Profit −4,400 (no tax). Cash 3,000 − 4,820 = −1,820 (an overdraft). Net assets −1,820 = 2,580 − 4,400.
   */
  const paye = [line("2024-04-19", -420, "paye-ni")];
  for (let m = 5; m <= 15; m++) {
    const month = m > 12 ? m - 12 : m;
    const year = m > 12 ? 2025 : 2024;
    paye.push(line(`${year}-${String(month).padStart(2, "0")}-19`, -400, "paye-ni"));
  }
  const a = buildAccounts({
    period: YEAR,
    corporationTaxCharge: gbp(0),
    openingBalances: {
      cash: gbp(3_000),
      creditorsWithinOneYear: gbp(420),
      payeNic: gbp(420),
      profitLossAccount: gbp(2_580),
    },
    transactions: paye,
  });

  it("charges only this year's PAYE/NI and clears the opening creditor", () => {
    expect(a.profitAndLoss.micro.staffCosts).toBe(gbp(4_400));
    const breakdown = a.categoryBreakdown.find((c) => c.categoryId === "paye-ni");
    expect(breakdown).toMatchObject({ bankLines: gbp(4_820), openingItems: gbp(-420), amount: gbp(4_400) });
    expect(lines(a).creditors.map((l) => l.key)).toEqual(["bank-overdraft"]);
    expect(a.balanceSheet.netAssets).toBe(gbp(-1_820));
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
  });

  it("keeps PAYE/NI not yet paid under its own name", () => {
    const unpaid = buildAccounts({
      period: YEAR,
      corporationTaxCharge: gbp(0),
      openingBalances: {
        cash: gbp(3_000),
        creditorsWithinOneYear: gbp(420),
        payeNic: gbp(420),
        profitLossAccount: gbp(2_580),
      },
      transactions: [],
    });
    // Nothing paid: 420 stays owed, no cost this year; net assets 3,000 − 420 = 2,580.
    expect(lines(unpaid).creditors).toEqual([
      { key: "paye-nic", label: "PAYE and National Insurance for earlier periods", amount: gbp(420) },
    ]);
    expect(nextPeriodOpening(unpaid).openingBalances.payeNic).toBe(gbp(420));
  });
});
