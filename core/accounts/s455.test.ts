import { describe, expect, it } from "vitest";
import { ZERO } from "../money";
import { balanceSheetDifference, buildAccounts, drillDown, earlierS455Relief } from "./index";
import { gbp, lineMaker, YEAR } from "./test-support";

/**
 * CTA 2010 s455 (33.75 % for loans on or after 6 April 2022) and s458 (relief for repayments within nine months of
 * the period end, here to 31 December 2025). The director draws 10,000 during the year, pays 2,000 back in it:
 * 8,000 overdrawn at 31 March 2025. After the end: 3,000 repaid on 1 July 2025 and 1,000 on 31 December 2025 count;
 * 2,500 on 1 January 2026 is too late; a further drawing of 700 in May is next year's loan, not a repayment.
 * Chargeable 8,000 − 4,000 = 4,000; tax 4,000 × 33.75 % = 1,350.00.
 */
const line = lineMaker("d");
const transactions = [
  line("2024-05-01", 1_000, "share-capital"),
  line("2024-06-01", -10_000, "directors-loan"),
  line("2024-09-01", 2_000, "directors-loan"),
  line("2025-05-01", -700, "directors-loan"),
  line("2025-07-01", 3_000, "directors-loan"),
  line("2025-12-31", 1_000, "directors-loan"),
  line("2026-01-01", 2_500, "directors-loan"),
];

describe("s455 tax on an overdrawn director's loan", () => {
  const a = buildAccounts({
    period: YEAR,
    transactions,
    openingBalances: { cash: gbp(20_000), profitLossAccount: gbp(20_000) },
  });

  it("charges 33.75 % of what is still owed nine months after the end, counting later repayments (s458)", () => {
    expect(a.s455).toMatchObject({
      overdrawnAtPeriodEnd: gbp(8_000),
      repaidWithinNineMonths: gbp(4_000),
      chargedBefore: 0,
      chargeable: gbp(4_000),
      rateBasisPoints: 3_375,
      tax: gbp(1_350),
      reliefDeadline: "2025-12-31",
      repaymentIds: ["d5", "d6"],
    });
    expect(a.s455?.note).toContain("s464C");
  });

  it("keeps later lines out of the year's figures", () => {
    expect(a.balanceSheet.micro.currentAssets.cashAtBank).toBe(gbp(13_000));
    expect(a.ledger.transactions).toHaveLength(3);
  });

  it("shows the loan as a debtor and the tax as a creditor and an equal debtor: net assets unchanged", () => {
    const m = a.balanceSheet.micro;
    expect(m.currentAssets.debtors.lines.map((l) => [l.key, l.amount])).toEqual([
      ["directors-loan", gbp(8_000)],
      ["s455-recoverable", gbp(1_350)],
    ]);
    expect(m.creditorsWithinOneYear.lines.map((l) => [l.key, l.amount])).toEqual([["s455-tax", gbp(1_350)]]);
    // Net assets: cash 13,000 + loan 8,000 = 21,000 = 20,000 + 1,000 shares; s455 is not part of the tax charge.
    expect(a.balanceSheet.netAssets).toBe(gbp(21_000));
    expect(a.profitAndLoss.micro.tax).toBe(0);
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
    expect(a.balanceSheet.explanations.join(" ")).toContain("s455 tax of £1,350.00");
    // CTA 2010 s458(5): the tax comes back nine months and one day after the end of the period of the repayment
    // (a loan repaid on 1 January 2026, in the period to 31 March 2026: from 1 January 2027), not at the repayment.
    expect(a.balanceSheet.explanations.join(" ")).toContain(
      "HMRC repays it nine months and one day after the end of the accounting period in which the loan is repaid " +
        "(CTA 2010 s458)",
    );
    expect(a.balanceSheet.explanations.join(" ")).not.toContain("once the loan is repaid");
    expect(drillDown(a, "s455-tax")).toEqual(["d2", "d3", "d5", "d6"]);
  });

  it("charges nothing when the loan is repaid in full within nine months, and is absent when not overdrawn", () => {
    const repaid = buildAccounts({
      period: YEAR,
      transactions: [...transactions, line("2025-08-01", 4_000, "directors-loan")],
    });
    expect(repaid.s455).toMatchObject({ repaidWithinNineMonths: gbp(8_000), chargeable: 0, tax: 0 });
    expect(repaid.balanceSheet.micro.creditorsWithinOneYear.lines).toEqual([
      { key: "bank-overdraft", label: "Bank overdraft", amount: gbp(7_000) },
    ]);
    const inCredit = buildAccounts({ period: YEAR, transactions: [line("2024-06-01", 500, "directors-loan")] });
    expect(inCredit.s455).toBeNull();
  });

  it("does not charge again a loan charged last year and still unpaid", () => {
    // Brought forward: 4,000 charged, 4,000 of repayments already counted last year (paid in this year). This year
    // the account stays 4,000 overdrawn (−8,000 + 4,000): all of it the loan charged before, so nothing new.
    const b = buildAccounts({
      period: { start: "2025-04-01", end: "2026-03-31" },
      transactions: [line("2025-07-01", 4_000, "directors-loan")],
      openingBalances: {
        directorsLoan: gbp(-8_000),
        debtors: gbp(9_350),
        creditorsWithinOneYear: gbp(1_350),
        profitLossAccount: gbp(8_000),
      },
      openingItems: {
        items: [],
        fixedAssets: [],
        s455: { loanCharged: gbp(4_000), tax: gbp(1_350), repaidAfterPeriodEnd: gbp(4_000) },
      },
    });
    expect(b.s455).toMatchObject({
      overdrawnAtPeriodEnd: gbp(4_000),
      chargedBefore: gbp(4_000),
      chargeable: 0,
      tax: 0,
    });
    expect(b.balanceSheet.equity.openingBalancesDifference).toBe(0);
    expect(balanceSheetDifference(b.balanceSheet)).toBe(0);
  });
});

describe("s455 on first accounts over 12 months: a relief deadline for each tax period's loans", () => {
  /**
   * Accounts 10 Mar 2025 – 31 Mar 2026, taxed as 10 Mar 2025 – 9 Mar 2026 and 10 – 31 Mar 2026 (CTA 2009 s10). The
   * director lends 5,000, draws 9,000 on 1 Feb 2026 (4,000 overdrawn at 9 Mar 2026: the first period's loan) and
   * 2,000 on 20 Mar 2026 (the second's). s458: a loan is relieved by repayment within nine months of the end of the
   * period it was made in, so by 9 Dec 2026 for the 4,000 and by 31 Dec 2026 for the 2,000. 4,000 repaid on
   * 20 Dec 2026 repays the oldest loan first, but too late for the first period: nothing of it is relieved, and
   * both loans are charged, 4,000 × 33.75 % = 1,350 and 2,000 × 33.75 % = 675, 2,025 in all.
   */
  const long = { start: "2025-03-10", end: "2026-03-31" };
  const lines = [
    line("2025-03-10", 100, "share-capital"),
    line("2025-03-12", 5_000, "directors-loan"),
    line("2025-04-01", 20_000, "sales"),
    line("2026-02-01", -9_000, "directors-loan"),
    line("2026-03-20", -2_000, "directors-loan"),
    line("2026-12-20", 4_000, "directors-loan"),
  ];
  const a = buildAccounts({ period: long, transactions: lines });

  it("gives each tax period's loans their own deadline, the first as the one to meet", () => {
    expect(a.s455).toMatchObject({
      overdrawnAtPeriodEnd: gbp(6_000),
      repaidWithinNineMonths: 0,
      chargeable: gbp(6_000),
      tax: gbp(2_025),
      reliefDeadline: "2026-12-09",
      reliefDeadlines: [
        { startDate: "2025-03-10", endDate: "2026-03-09", lent: gbp(4_000), reliefDeadline: "2026-12-09" },
        { startDate: "2026-03-10", endDate: "2026-03-31", lent: gbp(2_000), reliefDeadline: "2026-12-31" },
      ],
    });
    expect(a.balanceSheet.explanations.join(" ")).toContain("the end of the tax period it was lent in");
  });

  it("relieves the first period's loan when repaid by its own deadline", () => {
    // 4,500 on 5 Dec 2026: the 4,000 of the first period, then 500 of the second (oldest first); 1,500 × 33.75 %.
    const early = buildAccounts({
      period: long,
      transactions: [...lines.slice(0, -1), line("2026-12-05", 4_500, "directors-loan")],
    });
    expect(early.s455).toMatchObject({ repaidWithinNineMonths: gbp(4_500), tax: gbp(506.25) });
  });
});

describe("a repayment relieving last period's s455 charge (CTA 2010 s458)", () => {
  // Last period (to 31 March 2025) charged £1,012.50 on £3,000, counting no repayment. This period £1,000 is repaid
  // on 10 June and £2,500 on 1 December 2025 (within nine months, to 31 December 2025), £500 on 2 January 2026 (too
  // late): 3,500 by the deadline, capped at the £3,000 charged.
  const period = { start: "2025-04-01", end: "2026-03-31" };
  const brought = { loanCharged: gbp(3_000), tax: gbp(1_012.5), repaidAfterPeriodEnd: ZERO };
  const lines = [
    line("2025-06-10", 1_000, "directors-loan"),
    line("2025-07-01", -200, "directors-loan"),
    line("2025-12-01", 2_500, "directors-loan"),
    line("2026-01-02", 500, "directors-loan"),
  ];

  it("counts what was repaid within the nine months, up to the loan charged", () => {
    expect(earlierS455Relief(period, brought, lines)).toEqual({
      periodEnd: "2025-03-31",
      tax: gbp(1_012.5),
      repaidSince: gbp(3_000),
      deadline: "2025-12-31",
    });
    // Only the £1,000 of June: 1,000.
    expect(earlierS455Relief(period, brought, lines.slice(0, 2))?.repaidSince).toBe(gbp(1_000));
  });

  it("leaves out what last period already counted, and says nothing without a charge", () => {
    expect(earlierS455Relief(period, { ...brought, repaidAfterPeriodEnd: gbp(1_000) }, lines)?.repaidSince).toBe(
      gbp(2_000),
    );
    expect(earlierS455Relief(period, { ...brought, repaidAfterPeriodEnd: gbp(3_000) }, lines)).toBeNull();
    expect(earlierS455Relief(period, null, lines)).toBeNull();
  });
});
