import { describe, expect, it } from "vitest";
import { balanceSheetDifference, buildAccounts, openingItemFromGross, validateOpeningItem } from "./index";
import { gbp, lineMaker, YEAR } from "./test-support";

const line = lineMaker("o");
const standard = { registered: true, scheme: "standard", flatRatePercent: null, registeredFrom: null } as const;

describe("opening items typed by hand in a first year", () => {
  /**
   * Last year's closing balance sheet, typed: an unpaid invoice 1,200 (standard: net 1,000, VAT 200), an unpaid
   * bill 600 (accountancy, standard: net 500, VAT 100), insurance prepaid 240, electricity accrued 90, cash 5,000.
   * This year the invoice is received, the bill paid, the electricity bill paid (108: net 90, VAT 18).
   * Sales 1,000 − 1,000 = 0; accountancy 500 − 500 = 0; utilities 90 − 90 = 0; insurance 240 (this year's).
   * VAT: output 200 − 200 = 0; input 100 + 18 − 100 = 18, recoverable.
   */
  const items = [
    openingItemFromGross({
      id: "inv",
      kind: "debtor",
      categoryId: "sales",
      description: "Invoice 17",
      gross: gbp(1_200),
      vatRate: "standard",
    }),
    openingItemFromGross({
      id: "acc",
      kind: "creditor",
      categoryId: "professional-fees",
      description: "Accountant",
      gross: gbp(600),
      vatRate: "standard",
    }),
    openingItemFromGross({
      id: "ins",
      kind: "prepayment",
      categoryId: "insurance",
      description: "Cover to June",
      gross: gbp(240),
      vatRate: null,
    }),
    openingItemFromGross({
      id: "pow",
      kind: "accrual",
      categoryId: "utilities",
      description: "March power",
      gross: gbp(90),
      vatRate: null,
    }),
  ];
  const a = buildAccounts({
    period: YEAR,
    vat: standard,
    openingBalances: {
      debtors: gbp(1_200),
      prepaymentsAndAccruedIncome: gbp(240),
      cash: gbp(5_000),
      creditorsWithinOneYear: gbp(600),
      accrualsAndDeferredIncome: gbp(90),
      calledUpShareCapital: gbp(100),
      profitLossAccount: gbp(5_650),
    },
    openingItems: { items, fixedAssets: [], s455: null },
    transactions: [
      line("2024-04-10", 1_200, "sales"),
      line("2024-04-11", -600, "professional-fees"),
      line("2024-04-12", -108, "utilities"),
    ],
  });

  it("works out a typed item's VAT as the accounts do", () => {
    expect(items.map((i) => [i.net, i.vat])).toEqual([
      [gbp(1_000), gbp(200)],
      [gbp(500), gbp(100)],
      [gbp(240), 0],
      [gbp(90), 0],
    ]);
  });

  it("reverses each against its own category, and the lines that settle them cancel", () => {
    expect(a.categoryBreakdown.map((c) => [c.categoryId, c.amount])).toEqual([
      ["sales", 0],
      ["utilities", 0],
      ["professional-fees", 0],
      ["insurance", gbp(240)],
    ]);
    expect(a.vat).toMatchObject({ outputVat: 0, inputVat: gbp(18), liability: gbp(-18) });
    expect(a.vat.sources.outputVat.openingItemIds).toEqual(["inv"]);
    const m = a.balanceSheet.micro;
    expect([m.currentAssets.debtors.lines.map((l) => l.key), m.creditorsWithinOneYear.lines]).toEqual([["vat"], []]);
    expect([m.prepaymentsAndAccruedIncome, m.accrualsAndDeferredIncome]).toEqual([0, 0]);
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
    expect(a.balanceSheet.equity.openingBalancesDifference).toBe(0);
  });

  it("refuses an item whose parts do not add up or whose category is of the wrong kind", () => {
    expect(validateOpeningItem({ ...items[0]!, vat: gbp(199) })).toBe(
      "The net amount and the VAT must add up to the gross amount.",
    );
    expect(validateOpeningItem({ ...items[2]!, categoryId: "sales" })).toBe(
      "A prepayment needs an expense category; Sales is not one.",
    );
    expect(() =>
      buildAccounts({
        period: YEAR,
        transactions: [],
        openingItems: { items: [{ ...items[0]!, vat: gbp(1) }], fixedAssets: [], s455: null },
      }),
    ).toThrow("opening item inv");
  });
});

describe("opening items on the flat rate scheme", () => {
  it("takes a debtor out of the flat-rate turnover, so its receipt bears no flat-rate VAT again", () => {
    // 14.5 %: the receipt 1,200 joins flat-rate turnover, the reversed debtor leaves it: turnover 0, VAT 0.
    const frs = { registered: true, scheme: "flat-rate", flatRatePercent: 14.5, registeredFrom: "2020-01-01" } as const;
    const debtor = openingItemFromGross({
      id: "inv",
      kind: "debtor",
      categoryId: "sales",
      description: "Invoice",
      gross: gbp(1_200),
      vatRate: "standard",
    });
    const a = buildAccounts({
      period: YEAR,
      vat: frs,
      openingBalances: { debtors: gbp(1_200), profitLossAccount: gbp(1_200) },
      openingItems: { items: [debtor], fixedAssets: [], s455: null },
      transactions: [line("2024-05-01", 1_200, "sales")],
    });
    expect(a.vat).toMatchObject({ flatRateTurnover: 0, flatRateVat: 0 });
    expect(a.profitAndLoss.micro.turnover).toBe(0);
  });
});

describe("the fixed asset register brought forward", () => {
  it("continues each asset's straight line exactly, and never beyond its cost", () => {
    // A: 1,000 over 36 months from May 2023; charged 11/36 = 305.56 to March 2024. To March 2025, 23 months:
    //    1,000 × 23/36 = 638.89, so this year 638.89 − 305.56 = 333.33.
    // B: 1,000 over 12 months from January 2024; charged 250 (3 months). 15 months to March 2025 is past its life:
    //    1,000 in all, so this year 750.
    const a = buildAccounts({
      period: YEAR,
      transactions: [],
      openingBalances: { fixedAssets: gbp(1_444.44), profitLossAccount: gbp(1_444.44) },
      openingItems: {
        items: [],
        s455: null,
        fixedAssets: [
          { id: "A", date: "2023-05-10", cost: gbp(1_000), lifeMonths: 36, depreciationToDate: gbp(305.56) },
          { id: "B", date: "2024-01-15", cost: gbp(1_000), lifeMonths: 12, depreciationToDate: gbp(250) },
        ],
      },
    });
    expect(a.depreciation.broughtForward.map((x) => [x.id, x.monthsInUse, x.charge])).toEqual([
      ["A", 12, gbp(333.33)],
      ["B", 12, gbp(750)],
    ]);
    expect(a.depreciation.unregisteredOpening).toBe(0);
    expect(a.balanceSheet.micro.fixedAssets.total).toBe(gbp(361.11));
    expect(a.balanceSheet.explanations.join(" ")).not.toContain("not depreciated");
  });
});

describe("identified opening balances", () => {
  it("reads an overdrawn director's loan brought forward as part of the debtors, as last year's sheet showed it", () => {
    // Last year: debtors 800 of which the overdrawn loan 500; creditors 300 of which VAT 300; cash 1,000.
    // Net assets 800 + 1,000 − 300 = 1,500. This year the director repays the 500 on 1 May 2024, so no s455.
    const a = buildAccounts({
      period: YEAR,
      transactions: [line("2024-05-01", 500, "directors-loan")],
      openingBalances: {
        debtors: gbp(800),
        cash: gbp(1_000),
        creditorsWithinOneYear: gbp(300),
        directorsLoan: gbp(-500),
        vat: gbp(300),
        profitLossAccount: gbp(1_500),
      },
    });
    const m = a.balanceSheet.micro;
    expect(m.currentAssets.debtors.lines).toEqual([
      { key: "debtors", label: "Debtors (brought forward)", amount: gbp(300) },
    ]);
    // Not paid this year, last year's VAT stays under its own name (uk-accounting-rules §10).
    expect(m.creditorsWithinOneYear.lines).toEqual([
      { key: "vat-earlier", label: "VAT for earlier periods", amount: gbp(300) },
    ]);
    expect(a.s455).toBeNull();
    expect(a.balanceSheet.equity.openingBalancesDifference).toBe(0);
  });
});
