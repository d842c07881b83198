import { describe, expect, it } from "vitest";
import {
  balanceSheetDifference,
  balanceSheetFromOpening,
  buildAccounts,
  explainLine,
  nextPeriodOpening,
  yearFiguresFromAccounts,
} from "./index";
import { adjustment as adj, gbp, lineMaker } from "./test-support";

const vat = { registered: true, scheme: "standard", flatRatePercent: null, registeredFrom: "2020-01-01" } as const;

/**
 * Year 1, 1 April 2024 – 31 March 2025, standard VAT (uk-accounting-rules §9, "Closing the year"). Opening: cash
 * 10,000, share capital 100, reserve 9,900.
 *   sales 12,000 (net 10,000, VAT 2,000); rent 1,200 (exempt); cost of sales 2,400 (net 2,000, VAT 400);
 *   insurance 1,200 (exempt); utilities 600 (net 500, VAT 100); equipment 3,600 on 15 Oct (cost 3,000, VAT 600);
 *   VAT paid 500; director's loan out 2,000 (10 Jan); dividend 1,000; after the year: director repays 1,500 on
 *   1 June 2025, within nine months.
 *   Adjustments: closing stock 800; debtor (sales) 1,200 standard (net 1,000, VAT 200); creditor (cost of sales)
 *   480 standard (net 400, VAT 80); prepayment (insurance) 300; accrual (utilities) 125 (net, as the VAT on the
 *   bill will be reclaimed).
 * P&L: sales 11,000; cost of sales 2,000 + 400 − 800 = 1,600; rent 1,200; insurance 900; utilities 625;
 *   depreciation 3,000 × 6/36 = 500. Profit before tax 6,175. Tax: (6,175 + 500 − 3,000 AIA) × 19 % = 698.25.
 * VAT: output 2,200, input 1,180, paid 500 → 520 owed. s455: overdrawn 2,000 − 1,500 repaid = 500 × 33.75 % =
 *   168.75 owed and recoverable.
 * Cash 9,500. C = stock 800 + debtors (1,200 + 2,000 + 168.75) + 9,500 = 13,668.75; D 300;
 *   E = 480 + 698.25 + 168.75 + 520 = 1,867; J 125. Net assets 2,500 + 13,668.75 + 300 − 1,867 − 125 = 14,476.75
 *   = 100 + 9,900 + 5,476.75 − 1,000.
 */
const y1 = lineMaker("y1-");
const year1 = buildAccounts({
  period: { start: "2024-04-01", end: "2025-03-31" },
  vat,
  openingBalances: { cash: gbp(10_000), calledUpShareCapital: gbp(100), profitLossAccount: gbp(9_900) },
  transactions: [
    y1("2024-05-01", 12_000, "sales"),
    y1("2024-05-02", -1_200, "rent-rates"),
    y1("2024-06-01", -2_400, "cost-of-sales"),
    y1("2024-07-01", -1_200, "insurance"),
    y1("2024-08-01", -600, "utilities"),
    y1("2024-10-15", -3_600, "equipment"),
    y1("2024-11-01", -500, "vat"),
    y1("2025-01-10", -2_000, "directors-loan"),
    y1("2025-02-01", -1_000, "dividends"),
    y1("2025-06-01", 1_500, "directors-loan"),
  ],
  adjustments: [
    adj("stock", "closing-stock", null, 800),
    adj("invoice", "debtor", "sales", 1_200, "standard"),
    adj("bill", "creditor", "cost-of-sales", 480, "standard"),
    adj("policy", "prepayment", "insurance", 300),
    adj("power", "accrual", "utilities", 125),
  ],
});
const next = nextPeriodOpening(year1);

/**
 * Year 2, 1 April 2025 – 31 March 2026: the debtor is received (1,200), the creditor paid (480), the utilities bill
 * behind the accrual paid (150: net 125, VAT 25), the prepaid insurance used, the director repays 1,500, last
 * year's VAT (520) and corporation tax with the s455 tax (698.25 + 168.75 = 867) are paid; closing stock 500.
 * Each receipt or payment cancels its reversed item: sales 1,000 − 1,000 = 0; cost of sales 400 − 400 = 0 plus the
 * stock used 800 − 500 = 300; utilities 125 − 125 = 0; insurance 300 (this year's cover). Depreciation continues
 * the register: 3,000 × 18/36 (Oct 2024 – Mar 2026) − 500 = 1,000. Loss 300 + 300 + 1,000 = 1,600, no tax.
 * VAT: 520 + (200 − 200) − (80 + 25 − 80) − 520 = −25, recoverable. Corporation tax account: 698.25 − 867 =
 * −168.75: the s455 tax paid, recoverable once the last 500 of the loan is repaid (already charged, so not again).
 * Cash 9,500 + 1,200 − 480 − 150 + 1,500 − 867 − 520 = 10,183. Net assets 1,500 + 500 + (500 + 168.75 + 25) +
 * 10,183 = 12,876.75 = 100 + 14,376.75 − 1,600.
 */
const y2 = lineMaker("y2-");
const year2 = buildAccounts({
  period: { start: next.startDate, end: "2026-03-31" },
  vat,
  openingBalances: next.openingBalances,
  openingItems: next.openingItems,
  transactions: [
    y2("2025-04-20", 1_200, "sales"),
    y2("2025-05-01", -480, "cost-of-sales"),
    y2("2025-05-02", -150, "utilities"),
    y2("2025-05-07", -520, "vat"),
    y2("2025-06-01", 1_500, "directors-loan"),
    y2("2025-12-01", -867, "corporation-tax"),
  ],
  adjustments: [adj("stock-2", "closing-stock", null, 500)],
});

describe("closing the year", () => {
  it("gets year 1 right, with one of each adjustment", () => {
    expect(year1.profitAndLoss.micro.profitBeforeTax).toBe(gbp(6_175));
    expect(year1.profitAndLoss.micro.tax).toBe(gbp(698.25));
    expect(year1.vat.liability).toBe(gbp(520));
    expect(year1.s455).toMatchObject({
      overdrawnAtPeriodEnd: gbp(2_000),
      repaidWithinNineMonths: gbp(1_500),
      tax: gbp(168.75),
    });
    expect(year1.balanceSheet.netAssets).toBe(gbp(14_476.75));
    expect(balanceSheetDifference(year1.balanceSheet)).toBe(0);
  });

  it("hands on the closing balance sheet to the penny as the next opening balances", () => {
    expect(next.startDate).toBe("2025-04-01");
    expect(next.openingBalances).toEqual({
      fixedAssets: gbp(2_500),
      stocks: gbp(800),
      debtors: gbp(3_368.75),
      cash: gbp(9_500),
      otherCurrentAssets: 0,
      creditorsWithinOneYear: gbp(1_867),
      creditorsAfterOneYear: 0,
      provisions: 0,
      calledUpShareCapital: gbp(100),
      // Every share paid for: nothing of item A to hand on.
      calledUpShareCapitalNotPaid: 0,
      profitLossAccount: gbp(14_376.75),
      directorsLoan: gbp(-2_000),
      corporationTax: gbp(698.25),
      vat: gbp(520),
      loans: 0,
      payeNic: 0,
      prepaymentsAndAccruedIncome: gbp(300),
      accrualsAndDeferredIncome: gbp(125),
    });
    // Laid out again, they are year 1's balance sheet, item by item: the comparatives need nothing else.
    expect(balanceSheetFromOpening(next.openingBalances)).toEqual(yearFiguresFromAccounts(year1, null).balanceSheet);
  });

  it("itemises the debtors, creditors, prepayments, accruals, s455 tax and the asset register", () => {
    expect(next.openingItems.items.map((i) => [i.id, i.kind, i.categoryId, i.net, i.vat, i.gross])).toEqual([
      ["invoice", "debtor", "sales", gbp(1_000), gbp(200), gbp(1_200)],
      ["bill", "creditor", "cost-of-sales", gbp(400), gbp(80), gbp(480)],
      ["policy", "prepayment", "insurance", gbp(300), 0, gbp(300)],
      ["power", "accrual", "utilities", gbp(125), 0, gbp(125)],
    ]);
    expect(next.openingItems.fixedAssets).toEqual([
      { id: "y1-6", date: "2024-10-15", cost: gbp(3_000), lifeMonths: 36, depreciationToDate: gbp(500) },
    ]);
    expect(next.openingItems.s455).toEqual({
      loanCharged: gbp(500),
      tax: gbp(168.75),
      repaidAfterPeriodEnd: gbp(1_500),
    });
  });

  it("reverses each opening item so year 2's profit and loss holds none of year 1's income or costs", () => {
    const lines = year2.categoryBreakdown.map((c) => [
      c.categoryId,
      c.bankLines,
      c.vat,
      c.openingItems,
      c.stockChange,
      c.amount,
    ]);
    expect(lines).toEqual([
      ["sales", gbp(1_200), gbp(200), gbp(-1_000), 0, 0],
      ["cost-of-sales", gbp(480), gbp(80), gbp(-400), gbp(300), gbp(300)],
      ["utilities", gbp(150), gbp(25), gbp(-125), 0, 0],
      ["insurance", 0, 0, gbp(300), 0, gbp(300)],
    ]);
    expect(year2.depreciation.total).toBe(gbp(1_000));
    expect(year2.profitAndLoss.micro.profitBeforeTax).toBe(gbp(-1_600));
    expect(year2.profitAndLoss.micro.tax).toBe(0);
    const sales = explainLine(year2, "income:sales");
    expect(sales.effects.map((e) => [e.id, e.amount])).toEqual([["invoice", gbp(-1_000)]]);
    expect(sales.effects[0]?.explanation).toBe(
      "Brought forward, \"invoice\" £1,200.00 reversed (last period's sale, so its receipt is not this period's income): Sales -£1,000.00, debtors brought forward -£1,200.00, VAT owed -£200.00.",
    );
  });

  it("settles last year's VAT and corporation tax by this year's payments, and balances", () => {
    expect(year2.vat).toMatchObject({
      openingVat: gbp(520),
      outputVat: 0,
      inputVat: gbp(25),
      paidToHmrc: gbp(520),
      liability: gbp(-25),
    });
    expect(year2.s455).toMatchObject({
      overdrawnAtPeriodEnd: gbp(500),
      chargedBefore: gbp(500),
      chargeable: 0,
      tax: 0,
    });
    const m = year2.balanceSheet.micro;
    expect(m.currentAssets.debtors.lines.map((l) => [l.key, l.amount])).toEqual([
      ["directors-loan", gbp(500)],
      ["corporation-tax", gbp(168.75)],
      ["vat", gbp(25)],
    ]);
    expect(m.creditorsWithinOneYear.lines).toEqual([]);
    expect(m.prepaymentsAndAccruedIncome).toBe(0);
    expect(m.accrualsAndDeferredIncome).toBe(0);
    expect(m.currentAssets.cashAtBank).toBe(gbp(10_183));
    expect(year2.balanceSheet.netAssets).toBe(gbp(12_876.75));
    expect(balanceSheetDifference(year2.balanceSheet)).toBe(0);
    expect(year2.balanceSheet.equity.openingBalancesDifference).toBe(0);
  });
});
