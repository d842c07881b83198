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
      { label: "of which VAT (negative: a repayment due)", pounds: 1_409 },
      { label: "of which corporation tax", pounds: 3_601.45 },
    ]);
  });
});
