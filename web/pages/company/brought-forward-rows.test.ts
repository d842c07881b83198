import { describe, expect, it } from "vitest";
import { broughtForwardRows } from "./brought-forward-rows";

describe("the opening balances of a year after a closed one", () => {
  it("lists the closed year's closing figures in words, leaving out what is nil", () => {
    const rows = broughtForwardRows({
      fromPeriod: { id: "p1", startDate: "2024-04-01", endDate: "2025-03-31" },
      openingBalances: {
        cash: 24_909,
        creditorsWithinOneYear: 5_010.45,
        vat: 1_409,
        corporationTax: 3_601.45,
        stocks: 0,
      },
      openingItems: { items: [], fixedAssets: [], s455: null },
    });
    expect(rows).toEqual([
      { label: "Cash at bank and in hand", pounds: 24_909 },
      { label: "Creditors: due within one year", pounds: 5_010.45 },
      { label: "of which VAT", pounds: 1_409 },
      { label: "of which corporation tax", pounds: 3_601.45 },
    ]);
  });

  it("lists an overdrawn director's loan and a VAT repayment due under debtors, never as negative creditors", () => {
    // The year to 31 March 2025 closed with the director's loan overdrawn by £4,000.00 (a debtor), a VAT repayment
    // of £300.00 due (a debtor) and corporation tax of £2,448.15 owed (a creditor): debtors £4,300.00, creditors
    // £2,448.15, as that year's balance sheet showed them.
    const rows = broughtForwardRows({
      fromPeriod: { id: "p1", startDate: "2024-04-01", endDate: "2025-03-31" },
      openingBalances: {
        fixedAssets: 1_040.97,
        debtors: 4_300,
        directorsLoan: -4_000,
        vat: -300,
        cash: 3_985.12,
        creditorsWithinOneYear: 2_448.15,
        corporationTax: 2_448.15,
        calledUpShareCapital: 100,
        profitLossAccount: 6_477.94,
      },
      openingItems: { items: [], fixedAssets: [], s455: null },
    });
    expect(rows).toEqual([
      { label: "Fixed assets", pounds: 1_040.97 },
      { label: "Debtors", pounds: 4_300 },
      { label: "of which director's loan (overdrawn)", pounds: 4_000 },
      { label: "of which VAT repayment due", pounds: 300 },
      { label: "Cash at bank and in hand", pounds: 3_985.12 },
      { label: "Creditors: due within one year", pounds: 2_448.15 },
      { label: "of which corporation tax", pounds: 2_448.15 },
      { label: "Called up share capital", pounds: 100 },
      { label: "Profit and loss account", pounds: 6_477.94 },
    ]);
  });
});
