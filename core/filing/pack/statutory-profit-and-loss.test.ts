import { describe, expect, it } from "vitest";
import type { Pence } from "../../money";
import { statutoryProfitAndLoss } from "./statutory-profit-and-loss";

const p = (n: number) => n as Pence;

describe("the statutory profit and loss in whole pounds", () => {
  it("rounds the profit and loss lines and keeps the profit lines their sums", () => {
    // £1,000.50 → 1,001; £0.49 → 0; £200.50 → 201; £100.49 → 100; tax £133.00.
    // Profit before tax 1,001 + 0 − 201 − 100 = 700 (the pence figure £700.00 agrees); after tax 700 − 133 = 567.
    const pl = statutoryProfitAndLoss({
      turnover: p(100_050),
      otherIncome: p(49),
      costOfRawMaterialsAndConsumables: p(20_050),
      staffCosts: p(0),
      depreciationAndOtherAmountsWrittenOff: p(0),
      otherCharges: p(10_049),
      profitBeforeTax: p(70_000),
      tax: p(13_300),
      profitAfterTax: p(56_700),
    });
    expect(pl).toMatchObject({
      turnover: 1_001,
      otherIncome: 0,
      costOfRawMaterialsAndConsumables: 201,
      otherCharges: 100,
      profitBeforeTax: 700,
      tax: 133,
      profitAfterTax: 567,
    });
  });

  it("takes the profit lines from the rounded lines, not from the pence totals", () => {
    // Turnover £10.50 → 11, other charges £0.49 → 0, tax £0.49 → 0: profit 11 − 0 = 11 and 11 after tax, where the
    // pence profits £10.01 and £9.52 would each round to 10. The page adds up because the profits are sums.
    const pl = statutoryProfitAndLoss({
      turnover: p(1_050),
      otherIncome: p(0),
      costOfRawMaterialsAndConsumables: p(0),
      staffCosts: p(0),
      depreciationAndOtherAmountsWrittenOff: p(0),
      otherCharges: p(49),
      profitBeforeTax: p(1_001),
      tax: p(49),
      profitAfterTax: p(952),
    });
    expect([pl.profitBeforeTax, pl.tax, pl.profitAfterTax]).toEqual([11, 0, 11]);
  });
});
