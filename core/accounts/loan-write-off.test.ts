import { describe, expect, it } from "vitest";
import type { Adjustment } from "./adjustments";
import { balanceSheetDifference, buildAccounts, validateAdjustment } from "./index";
import { gbp, lineMaker, YEAR } from "./test-support";

/**
 * A director's loan released or written off by the company. For the company it is a distribution out of its
 * reserves, not a deductible expense (CTA 2010 s1000(1)B and s1064; HMRC CTM61600 ff.); for the director it is
 * income (ITTOIA 2005 s415); it relieves the s455 charge like a repayment (CTA 2010 s458) and the CT600A reports
 * it as released or written off. FRS 105: the loan debtor goes down and retained earnings with it, outside profit
 * and loss, as a dividend does.
 */
const writeOff = (id: string, pounds: number, date: string): Adjustment => ({
  id,
  kind: "directors-loan-write-off",
  categoryId: null,
  description: "Loan released by board minute",
  amount: gbp(pounds),
  vatRate: null,
  date,
});

describe("a director's loan written off in the period it was lent", () => {
  /**
   * Opening: cash 20,000 = reserve 20,000. In the year to 31 March 2025: shares issued 1,000 (1 May 2024); the
   * director draws 10,000 (1 June 2024); on 1 March 2025 the company writes 4,000 of it off.
   * Cash 20,000 + 1,000 − 10,000 = 11,000. Loan owed by the director 10,000 − 4,000 = 6,000.
   * Profit 0 (the write-off is not an expense), tax 0.
   * s455: 6,000 still owed, nothing repaid within nine months: 6,000 × 33.75 % = 2,025.00 (without the write-off
   * it would be 10,000 × 33.75 % = 3,375.00), shown as a creditor and an equal debtor.
   * Net assets 11,000 + 6,000 = 17,000 = shares 1,000 + reserve (20,000 + 0 − 4,000 distributed) 16,000.
   */
  const line = lineMaker("w");
  const transactions = [line("2024-05-01", 1_000, "share-capital"), line("2024-06-01", -10_000, "directors-loan")];
  const a = buildAccounts({
    period: YEAR,
    transactions,
    adjustments: [writeOff("wo1", 4_000, "2025-03-01")],
    openingBalances: { cash: gbp(20_000), profitLossAccount: gbp(20_000) },
  });
  const m = a.balanceSheet.micro;

  it("reduces the loan and the reserve, not the profit, and balances without a plug", () => {
    expect(a.profitAndLoss.profitBeforeTax).toBe(0);
    expect(m.currentAssets.cashAtBank).toBe(gbp(11_000));
    expect(m.currentAssets.debtors.lines.find((l) => l.key === "directors-loan")?.amount).toBe(gbp(6_000));
    expect(m.capitalAndReserves.profitAndLossAccount).toMatchObject({
      opening: gbp(20_000),
      profitAfterTax: 0,
      dividends: 0,
      loansWrittenOff: gbp(4_000),
      total: gbp(16_000),
    });
    expect(m.capitalAndReserves.openingBalancesDifference).toBe(0);
    expect(a.balanceSheet.netAssets).toBe(gbp(17_000));
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
  });

  it("charges s455 only on what is still owed (6,000 × 33.75 % = 2,025.00)", () => {
    expect(a.s455).toMatchObject({ overdrawnAtPeriodEnd: gbp(6_000), chargeable: gbp(6_000), tax: gbp(2_025) });
    const ct600a = a.corporationTax?.[0]?.ct600.ct600a;
    // A5: a loan of the period was released before the period ended; A15 the 6,000 outstanding; A20 its tax.
    expect(ct600a).toMatchObject({ a5: true, a15: gbp(6_000), a20: gbp(2_025), a80: gbp(2_025) });
  });

  it("counts the write-off like a dividend against distributable profits (CA 2006 s830)", () => {
    // Available 20,000 + 0 = 20,000; distributed 4,000: covered.
    expect(a.distributableProfits).toMatchObject({
      available: gbp(20_000),
      dividendsPaid: gbp(4_000),
      loansWrittenOff: gbp(4_000),
      excess: 0,
    });
    // Writing off 25,000 instead: available 20,000, distributed 25,000, 5,000 beyond it (CA 2006 s830).
    const line = lineMaker("x");
    const big = buildAccounts({
      period: YEAR,
      transactions: [line("2024-06-01", -30_000, "directors-loan")],
      adjustments: [writeOff("wo3", 25_000, "2025-03-01")],
      openingBalances: { cash: gbp(20_000), profitLossAccount: gbp(20_000) },
    });
    expect(big.distributableProfits.excess).toBe(gbp(5_000));
    expect(big.balanceSheet.explanations.join(" ")).toContain(
      "Dividends and director's loans written off of £25,000.00 exceed",
    );
  });

  it("explains the effect as a distribution with no effect on profit", () => {
    const effect = a.yearEnd.effects.find((e) => e.id === "wo1");
    expect(effect?.effectOnProfit).toBe(0);
    expect(effect?.lines).toEqual([
      { line: "directors-loan", amount: gbp(4_000) },
      { line: "dividends", amount: gbp(4_000) },
    ]);
    expect(effect?.explanation).toContain("a distribution, not an expense");
  });
});

describe("a brought-forward loan written off more than nine months after its period ended", () => {
  /**
   * Opening at 1 April 2024: the director owes 5,000 lent in the period to 31 March 2024 (debtor 5,000), cash 15,000,
   * reserve 20,000. The company writes the 5,000 off on 1 February 2025, after 31 December 2024 (nine months from
   * 31 March 2024): the s458 relief is of the earlier period's s455 charge, claimed for that period (due nine months
   * after this period ends, s458(5)), not on this period's CT600A, whose part 3 relieves only its own loans (HMRC's
   * rule SA076.1: A70 ≤ A20). Nothing is overdrawn at the end and nothing was lent: no s455 tax, no CT600A this year.
   * Net assets: cash 15,000 = reserve 20,000 − 5,000.
   */
  const a = buildAccounts({
    period: YEAR,
    transactions: [],
    adjustments: [writeOff("wo2", 5_000, "2025-02-01")],
    openingBalances: {
      cash: gbp(15_000),
      debtors: gbp(5_000),
      directorsLoan: gbp(-5_000),
      profitLossAccount: gbp(20_000),
    },
  });

  it("puts the earlier period's relief on no CT600A of this period", () => {
    expect(a.s455).toBeNull();
    expect(a.corporationTax?.[0]?.ct600.ct600a ?? null).toBeNull();
    expect(a.balanceSheet.netAssets).toBe(gbp(15_000));
    expect(a.balanceSheet.micro.capitalAndReserves.profitAndLossAccount.total).toBe(gbp(15_000));
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
  });
});

describe("validating a write-off", () => {
  const context = { vatRegistered: false, period: YEAR };
  const draft = { kind: "directors-loan-write-off", categoryId: null, amount: gbp(100), vatRate: null };

  it("needs a date within the period and takes no category", () => {
    expect(validateAdjustment(draft, context)).toContain("needs the date it was written off");
    expect(validateAdjustment({ ...draft, date: "2025-04-01" }, context)).toContain("outside the period");
    expect(validateAdjustment({ ...draft, date: "2025-02-30" }, context)).toContain("real date");
    expect(validateAdjustment({ ...draft, date: "2025-03-31" }, context)).toBeNull();
    expect(validateAdjustment({ ...draft, date: "2025-03-31", categoryId: "rent-rates" }, context)).toContain(
      "not an expense",
    );
  });

  it("refuses a date on the other kinds", () => {
    const accrual = { kind: "accrual", categoryId: "rent-rates", amount: gbp(100), vatRate: null, date: "2025-03-01" };
    expect(validateAdjustment(accrual, context)).toContain("takes no date");
  });
});

describe("a director's loan written off after the period end, within nine months (a later period's adjustment)", () => {
  /**
   * Year to 31 March 2025, nothing brought forward: the director draws 10,000 on 1 June 2024 and owes it at the end.
   * Next year the company writes off 3,000 on 1 October 2025 (within nine months: by 31 December 2025) and 1,000 on
   * 1 February 2026 (later). CTA 2010 s458: only the first relieves this year's charge. A15 = 10,000, A20 =
   * 3,375.00; A35 = A40 = 3,000, A45 = 3,000 × 33.75 % = 1,012.50; A80 = 3,375.00 − 1,012.50 = 2,362.50. The
   * write-offs are next year's distributions: this year's reserve and loan debtor are untouched (10,000 owed).
   */
  const line = lineMaker("l");
  const a = buildAccounts({
    period: YEAR,
    transactions: [line("2024-06-01", -10_000, "directors-loan")],
    laterLoanWriteOffs: [
      { date: "2025-10-01", amount: gbp(3_000) },
      { date: "2026-02-01", amount: gbp(1_000) },
    ],
    openingBalances: { cash: gbp(20_000), profitLossAccount: gbp(20_000) },
  });

  it("is part 2 of this year's CT600A and lowers its s455", () => {
    const ct600a = a.corporationTax?.[0]?.ct600.ct600a;
    expect(ct600a).toMatchObject({ a15: gbp(10_000), a20: gbp(3_375), a30: null, a40: gbp(3_000) });
    expect(ct600a?.a45).toBe(gbp(1_012.5));
    expect(ct600a?.a80).toBe(gbp(2_362.5));
    expect(ct600a?.part2?.rows).toEqual([
      { name: "Director", repaid: null, writtenOff: gbp(3_000), date: "2025-10-01" },
    ]);
    expect(a.s455?.tax).toBe(gbp(2_362.5));
  });

  it("changes none of this year's figures", () => {
    const m = a.balanceSheet.micro;
    expect(m.currentAssets.debtors.lines.find((l) => l.key === "directors-loan")?.amount).toBe(gbp(10_000));
    expect(m.capitalAndReserves.profitAndLossAccount.loansWrittenOff).toBe(0);
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
  });
});
