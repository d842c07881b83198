import { describe, expect, it } from "vitest";
import { type Pence, pence } from "../money";
import type { VatRegistration } from "../vat";
import { balanceSheetDifference, buildAccounts, explainLine } from "./index";
import { adjustment as adj, gbp, lineMaker, YEAR } from "./test-support";

/**
 * One adjustment of each kind (FRS 105 Section 2, the accruals basis; Section 9 for stock), not VAT-registered.
 * Opening: stock 400, cash 1,000, share capital 1,400. Bank: sales 5,000, cost of sales −2,000, insurance −1,200,
 * utilities −300.
 *   closing stock 700:          cost of sales += opening − closing = 400 − 700 = −300
 *   debtor (sales) 600:         sales 5,000 + 600 = 5,600; trade debtors 600
 *   creditor (cost of sales) 250: cost of sales 2,000 + 250 − 300 = 1,950; trade creditors 250
 *   prepayment (insurance) 900: insurance 1,200 − 900 = 300; line D 900
 *   accrual (utilities) 100:    utilities 300 + 100 = 400; line J 100
 * Profit before tax 5,600 − 1,950 − 300 − 400 = 2,950; corporation tax 19 % (FY2024 small profits rate) = 560.50;
 * after tax 2,389.50.
 * Balance sheet: C = stock 700 + debtors 600 + cash 2,500 = 3,800; D 900; E = 250 + 560.50 = 810.50;
 * F = 3,800 + 900 − 810.50 = 3,889.50; J 100; net assets 3,789.50 = K 1,400 + 2,389.50.
 */
const line = lineMaker("e");
const transactions = [
  line("2024-05-01", 5_000, "sales"),
  line("2024-05-02", -2_000, "cost-of-sales"),
  line("2024-05-03", -1_200, "insurance"),
  line("2024-05-04", -300, "utilities"),
];
const adjustments = [
  adj("stock", "closing-stock", null, 700),
  adj("invoice", "debtor", "sales", 600),
  adj("bill", "creditor", "cost-of-sales", 250),
  adj("policy", "prepayment", "insurance", 900),
  adj("power", "accrual", "utilities", 100),
];
const openingBalances = { stocks: gbp(400), cash: gbp(1_000), calledUpShareCapital: gbp(1_400) };

describe("year-end adjustments", () => {
  const a = buildAccounts({ period: YEAR, transactions, adjustments, openingBalances });
  const m = a.balanceSheet.micro;

  it("move each category line as the accruals basis needs", () => {
    expect(a.profitAndLoss.income.categories.map((c) => [c.categoryId, c.amount])).toEqual([["sales", gbp(5_600)]]);
    expect(a.profitAndLoss.expenses.categories.map((c) => [c.categoryId, c.amount])).toEqual([
      ["cost-of-sales", gbp(1_950)],
      ["utilities", gbp(400)],
      ["insurance", gbp(300)],
    ]);
    expect(a.profitAndLoss.micro.profitBeforeTax).toBe(gbp(2_950));
    expect(a.profitAndLoss.micro.tax).toBe(gbp(560.5));
    expect(a.categoryBreakdown.find((c) => c.categoryId === "cost-of-sales")).toMatchObject({
      bankLines: gbp(2_000),
      yearEndAdjustments: gbp(250),
      stockChange: gbp(-300),
      amount: gbp(1_950),
    });
  });

  it("shows stock, trade debtors and creditors, and prepayments and accruals on lines D and J only", () => {
    expect(m.currentAssets.stocks).toBe(gbp(700));
    expect(m.currentAssets.debtors.lines).toEqual([{ key: "trade-debtors", label: "Trade debtors", amount: gbp(600) }]);
    expect(m.creditorsWithinOneYear.lines).toEqual([
      { key: "trade-creditors", label: "Trade creditors", amount: gbp(250) },
      { key: "corporation-tax", label: "Corporation tax", amount: gbp(560.5) },
    ]);
    expect(m.prepaymentsAndAccruedIncome).toBe(gbp(900));
    expect(m.accrualsAndDeferredIncome).toBe(gbp(100));
    expect(m.currentAssets.total).toBe(gbp(3_800));
    expect(m.netCurrentAssets).toBe(gbp(3_889.5));
    expect(m.netAssets).toBe(gbp(3_789.5));
    expect(m.balanceSheetTotal).toBe(gbp(4_700)); // A + B + C + D = 0 + 0 + 3,800 + 900
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
    expect(a.yearEnd.prepaymentsAndAccrualsNote).toContain("item D");
  });

  it("explains each adjustment's effect, and a line lists the adjustments behind it", () => {
    const effects = a.yearEnd.effects.map((e) => [e.id, e.effectOnProfit]);
    // Opening stock used up −400, closing stock +700: together the +300 on cost of sales.
    expect(effects).toEqual([
      ["opening-stock", gbp(-400)],
      ["stock", gbp(700)],
      ["invoice", gbp(600)],
      ["bill", gbp(-250)],
      ["policy", gbp(900)],
      ["power", gbp(-100)],
    ]);
    expect(a.yearEnd.effects.find((e) => e.id === "policy")?.explanation).toBe(
      'Paid in advance for the next period, "policy" £900.00: Insurance -£900.00, prepayments (item D) +£900.00.',
    );
    const cos = explainLine(a, "expense:cost-of-sales");
    expect(cos.transactionIds).toEqual(["e2"]);
    expect(cos.effects.map((e) => [e.id, e.amount])).toEqual([
      ["opening-stock", gbp(400)],
      ["stock", gbp(-700)],
      ["bill", gbp(250)],
    ]);
    expect(explainLine(a, "micro:C").effects).toHaveLength(3);
    expect(explainLine(a, "prepayments").effects.map((e) => e.id)).toEqual(["policy"]);
    expect(explainLine(a, "profit-and-loss-account").effects.reduce((t, e) => t + e.amount, 0)).toBe(gbp(1_450));
  });

  it("carries the opening stock forward unchanged when no closing stock is entered (cash basis)", () => {
    const none = buildAccounts({ period: YEAR, transactions, openingBalances });
    expect(none.balanceSheet.micro.currentAssets.stocks).toBe(gbp(400));
    expect(none.profitAndLoss.micro.costOfRawMaterialsAndConsumables).toBe(gbp(2_000));
  });

  /** One unpaid invoice of £1,200 and one unpaid bill of £240 (accountancy), both standard rated. */
  const invoiceAndBill = (vat: VatRegistration) =>
    buildAccounts({
      period: YEAR,
      transactions: [],
      vat,
      adjustments: [
        adj("d", "debtor", "sales", 1_200, "standard"),
        adj("c", "creditor", "professional-fees", 240, "standard"),
      ],
    });

  it("splits a debtor's and a creditor's VAT on the standard scheme", () => {
    // Debtor £1,200 standard: sales + 1,000, output VAT + 200, trade debtors 1,200.
    // Creditor £240 standard (accountancy): expense + 200, input VAT 40, trade creditors 240.
    const b = invoiceAndBill({ registered: true, scheme: "standard", flatRatePercent: null, registeredFrom: null });
    expect(b.profitAndLoss.micro.turnover).toBe(gbp(1_000));
    expect(b.profitAndLoss.micro.otherCharges).toBe(gbp(200));
    expect(b.vat).toMatchObject({ outputVat: gbp(200), inputVat: gbp(40), liability: gbp(160) });
    expect(b.vat.sources.outputVat.adjustmentIds).toEqual(["d"]);
    expect(b.yearEnd.effects.map((e) => [e.id, e.net, e.vat, e.gross])).toEqual([
      ["d", gbp(1_000), gbp(200), gbp(1_200)],
      ["c", gbp(200), gbp(40), gbp(240)],
    ]);
    expect(balanceSheetDifference(b.balanceSheet)).toBe(0);
  });

  it("puts a flat-rate debtor's gross into flat-rate turnover, and keeps a creditor gross", () => {
    // 14.5 %, past the first year: debtor £1,200 → flat-rate VAT 174.00, sales 1,200 − 174 = 1,026;
    // creditor £240 → expense 240, no VAT.
    const b = invoiceAndBill({
      registered: true,
      scheme: "flat-rate",
      flatRatePercent: 14.5,
      registeredFrom: "2020-01-01",
    });
    expect(b.vat).toMatchObject({ flatRateVat: gbp(174), flatRateTurnover: gbp(1_200), inputVat: 0 });
    expect(b.profitAndLoss.micro.turnover).toBe(gbp(1_026));
    expect(b.profitAndLoss.micro.otherCharges).toBe(gbp(240));
    expect(b.yearEnd.effects.map((e) => [e.id, e.net, e.vat, e.effectOnProfit])).toEqual([
      ["d", gbp(1_026), gbp(174), gbp(1_026)],
      ["c", gbp(240), 0, gbp(-240)],
    ]);
  });

  it("refuses an adjustment the validator rejects", () => {
    const bad = { ...adj("x", "debtor", "sales", 10), amount: pence(-1) as Pence };
    expect(() => buildAccounts({ period: YEAR, transactions, adjustments: [bad] })).toThrow(
      "adjustment x: A debtor must be an amount greater than nil.",
    );
  });
});
