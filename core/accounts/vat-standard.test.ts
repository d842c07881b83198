import { describe, expect, it } from "vitest";
import { balanceSheetDifference, buildAccounts, drillDown, explainLine, vatFigureNotes } from "./index";
import { gbp, lineMaker, YEAR } from "./test-support";

/**
 * Standard VAT accounting (uk-accounting-rules §9; VATA 1994 s2, Sch 7A, Sch 8, Sch 9; CA 2006 s474(1): turnover
 * excludes VAT). Registered from 1 May 2024, so the April sale carries none. Working, VAT = gross × r / (100 + r)
 * to the nearest penny:
 *   t1 sale 15 Apr £120.00 (before registration)      net 120.00, VAT 0
 *   t2 sale £1,200.00 standard                         1,200/6 = 200.00        net 1,000.00
 *   t3 sale £105.00 reduced                            105/21 = 5.00           net 100.00
 *   t4 sale £50.00 zero rated                          0                       net 50.00
 *   t5 interest £10.00 (exempt by default)             0                       net 10.00
 *   t6 refund to a customer −£12.01 standard           −12.01/6 = −2.0017 → −2.00   net −10.01
 *   t7 cost of sales −£600.00 standard                 −100.00                 net 600.00
 *   t8 utilities −£210.00 set to reduced               −10.00                  net 200.00
 *   t9 insurance −£300.00 (exempt by default)          0                       net 300.00
 *   t10 salaries −£1,000.00 (outside the scope)        0                       net 1,000.00
 *   t11 equipment −£2,400.00 standard, 1 Oct           −400.00                 capitalised 2,000.00
 *   t12 VAT paid to HMRC −£50.00
 * Output VAT 200 + 5 − 2 = 203.00; input VAT 100 + 10 + 400 = 510.00; liability 203 − 510 − 50 = −357.00:
 * HMRC owes £357.00, a debtor.
 * Turnover 120 + 1,000 + 100 + 50 − 10.01 = 1,259.99; other income 10; cost of sales 500; staff 1,000;
 * other charges 200 + 300 = 500; depreciation 2,000 × 6/36 (Oct–Mar) = 333.33.
 * Profit before tax 1,259.99 + 10 − 500 − 1,000 − 333.33 − 500 = −1,063.34 (a loss: no tax).
 * Cash 5,000 + 1,485 − 4,572.01 = 1,912.99; net assets 1,912.99 + 1,666.67 + 357 = 3,936.66 = 5,000 − 1,063.34.
 */
const line = lineMaker("s");
const transactions = [
  line("2024-04-15", 120, "sales"),
  line("2024-05-02", 1_200, "sales"),
  line("2024-05-03", 105, "sales", "reduced"),
  line("2024-05-04", 50, "sales", "zero"),
  line("2024-05-05", 10, "interest-received"),
  line("2024-06-01", -12.01, "sales"),
  line("2024-06-02", -600, "cost-of-sales"),
  line("2024-06-03", -210, "utilities", "reduced"),
  line("2024-06-04", -300, "insurance"),
  line("2024-06-05", -1_000, "salaries"),
  line("2024-10-01", -2_400, "equipment"),
  line("2024-11-01", -50, "vat"),
];
const vat = { registered: true, scheme: "standard", flatRatePercent: null, registeredFrom: "2024-05-01" } as const;
const accounts = buildAccounts({
  period: YEAR,
  transactions,
  vat,
  openingBalances: { cash: gbp(5_000), calledUpShareCapital: gbp(5_000) },
});

describe("standard VAT accounting with mixed rates", () => {
  it("shows income and expenses net of VAT", () => {
    expect(accounts.profitAndLoss.micro).toEqual({
      turnover: gbp(1_259.99),
      otherIncome: gbp(10),
      costOfRawMaterialsAndConsumables: gbp(500),
      staffCosts: gbp(1_000),
      depreciationAndOtherAmountsWrittenOff: gbp(333.33),
      otherCharges: gbp(500),
      profitBeforeTax: gbp(-1_063.34),
      tax: 0,
      profitAfterTax: gbp(-1_063.34),
    });
    expect(accounts.categoryBreakdown.find((c) => c.categoryId === "sales")).toMatchObject({
      bankLines: gbp(1_462.99),
      vat: gbp(203),
      amount: gbp(1_259.99),
    });
  });

  it("capitalises equipment net of the VAT reclaimed, and claims allowances on the net cost", () => {
    expect(accounts.balanceSheet.micro.fixedAssets).toEqual({
      opening: 0,
      additions: gbp(2_000),
      depreciation: gbp(333.33),
      total: gbp(1_666.67),
    });
    expect(accounts.corporationTax?.[0]?.capitalAllowances).toBe(gbp(2_000));
  });

  it("sums output less input VAT less payments into the VAT account: here a debtor", () => {
    expect(accounts.vat).toMatchObject({
      registered: true,
      scheme: "standard",
      openingVat: 0,
      outputVat: gbp(203),
      inputVat: gbp(510),
      flatRateVat: 0,
      paidToHmrc: gbp(50),
      liability: gbp(-357),
    });
    expect(accounts.balanceSheet.micro.currentAssets.debtors.lines).toEqual([
      { key: "vat", label: "VAT recoverable", amount: gbp(357) },
    ]);
    expect(accounts.balanceSheet.netAssets).toBe(gbp(3_936.66));
    expect(balanceSheetDifference(accounts.balanceSheet)).toBe(0);
  });

  it("names the transactions behind each VAT figure, and the VAT line drills down to them", () => {
    expect(accounts.vat.sources.outputVat.transactionIds).toEqual(["s2", "s3", "s6"]);
    expect(accounts.vat.sources.inputVat.transactionIds).toEqual(["s7", "s8", "s11"]);
    expect(accounts.vat.sources.paidToHmrc.transactionIds).toEqual(["s12"]);
    expect(drillDown(accounts, "vat")).toEqual(["s2", "s3", "s6", "s7", "s8", "s11", "s12"]);
    expect(explainLine(accounts, "income:sales").notes).toEqual([
      "£203.00 of VAT taken out of its bank lines is not part of this line.",
    ]);
  });

  it("says the bank lines behind a VAT figure include VAT, and what VAT is in them", () => {
    expect(vatFigureNotes(accounts.vat, "outputVat")).toEqual([
      "The amounts listed include VAT. The VAT in them is £203.00: 1/6 of a line at the standard rate, 1/21 of a line at the reduced rate.",
    ]);
    expect(vatFigureNotes(accounts.vat, "inputVat")[0]).toContain("The VAT in them is £510.00");
    expect(vatFigureNotes(accounts.vat, "paidToHmrc")).toEqual([]);
    expect(vatFigureNotes(accounts.vat, "flatRateVat")).toEqual([]);
  });

  it("adds the VAT owed at the start: a creditor brought forward and paid", () => {
    const withOpening = buildAccounts({
      period: YEAR,
      transactions: [line("2024-05-02", 1_200, "sales"), line("2024-07-01", -300, "vat")],
      vat,
      openingBalances: { cash: gbp(300), creditorsWithinOneYear: gbp(300), vat: gbp(300) },
    });
    // 300 opening + 200 output − 300 paid = 200 owed.
    expect(withOpening.vat.liability).toBe(gbp(200));
    expect(withOpening.balanceSheet.micro.creditorsWithinOneYear.lines).toContainEqual({
      key: "vat",
      label: "VAT",
      amount: gbp(200),
    });
  });
});
