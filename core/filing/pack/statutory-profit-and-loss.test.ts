import { describe, expect, it } from "vitest";
import type { MicroProfitAndLoss } from "../../accounts";
import type { Pence } from "../../money";
import { statutoryProfitAndLoss } from "./statutory-profit-and-loss";

/** The statutory lines from pence; lines not given are nil. */
function rounded(lines: Partial<Record<keyof MicroProfitAndLoss, number>>) {
  const nil = 0 as Pence;
  const pl: MicroProfitAndLoss = {
    turnover: nil,
    otherIncome: nil,
    costOfRawMaterialsAndConsumables: nil,
    staffCosts: nil,
    depreciationAndOtherAmountsWrittenOff: nil,
    otherCharges: nil,
    profitBeforeTax: nil,
    tax: nil,
    profitAfterTax: nil,
  };
  return statutoryProfitAndLoss({ ...pl, ...(lines as Partial<MicroProfitAndLoss>) });
}

describe("the statutory profit and loss in whole pounds", () => {
  it("rounds the profit and loss lines and keeps the profit lines their sums", () => {
    // £1,000.50 → 1,001; £0.49 → 0; £200.50 → 201; £100.49 → 100; tax £133.00.
    // Profit before tax 1,001 + 0 − 201 − 100 = 700 (the pence figure £700.00 agrees); after tax 700 − 133 = 567.
    const pl = rounded({
      turnover: 100_050,
      otherIncome: 49,
      costOfRawMaterialsAndConsumables: 20_050,
      otherCharges: 10_049,
      profitBeforeTax: 70_000,
      tax: 13_300,
      profitAfterTax: 56_700,
    });
    expect(pl).toEqual({
      turnover: 1_001,
      otherIncome: 0,
      costOfRawMaterialsAndConsumables: 201,
      staffCosts: 0,
      depreciationAndOtherAmountsWrittenOff: 0,
      otherCharges: 100,
      profitBeforeTax: 700,
      tax: 133,
      profitAfterTax: 567,
    });
  });

  it("takes the profit lines from the rounded lines, not from the pence totals", () => {
    // Turnover £10.50 → 11, other charges £0.49 → 0, tax £0.49 → 0: profit 11 − 0 = 11 and 11 after tax, where the
    // pence profits £10.01 and £9.52 would each round to 10. The page adds up because the profits are sums.
    const pl = rounded({ turnover: 1_050, otherCharges: 49, profitBeforeTax: 1_001, tax: 49, profitAfterTax: 952 });
    expect([pl.profitBeforeTax, pl.tax, pl.profitAfterTax]).toEqual([11, 0, 11]);
  });
});
