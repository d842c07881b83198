import { describe, expect, it } from "vitest";
import { fromPounds, pence } from "../../../../core/money";
import { computeCorporationTax, corporationTaxForPeriodOfAccount, corporationTaxToJson } from "../../../../core/tax";
import { taxCardLines } from "./tax-card-lines";

const year = { start: "2025-04-01", end: "2026-03-31" } as const;
const lines = (input: Parameters<typeof computeCorporationTax>[0]) =>
  Object.fromEntries(taxCardLines(corporationTaxToJson(computeCorporationTax(input))).map((l) => [l.label, l.value]));

describe("the tax card's lines", () => {
  it("shows the API's figures for £35,000.99: box 315 £35,000.00 at 19 % = £6,650.00", () => {
    expect(lines({ ...year, accountingProfit: pence(3_500_099) })).toEqual({
      "Profit before tax": "£35,000.99",
      "Taxable profit": "£35,000.99",
      "Profits chargeable, whole pounds (CT600 box 315)": "£35,000.00",
      "FY2025: £35,000.00 at 19%": "£6,650.00",
      "Corporation tax": "£6,650.00",
    });
  });

  it("shows client and staff entertaining apart, marginal relief, and the s455 tax beside the year's tax", () => {
    // 120,000 + 500 client entertaining = 120,500 (staff party allowed): 30,125.00 − 3/200 × 129,500 = 1,942.50.
    const shown = lines({
      ...year,
      accountingProfit: fromPounds(120_000),
      addBacks: { entertainment: fromPounds(500) },
      staffEntertainment: fromPounds(800),
      loansToParticipators: { outstanding: fromPounds(10_000), repaidWithinNineMonths: fromPounds(4_000) },
    });
    expect(shown).toMatchObject({
      "Add back: client entertaining": "£500.00",
      "Staff entertaining: allowable, not added back": "£800.00",
      "FY2025: £120,500.00 at 25%": "£30,125.00",
      "Less: marginal relief": "£1,942.50",
      "Corporation tax": "£28,182.50",
      "s455 tax on the director's loan (CT600A)": "£2,025.00",
      "Payable with the return (box 528)": "£30,207.50",
    });
  });

  it("shows what the bank lines show already paid (box 595) and what is still to pay (box 600)", () => {
    // £35,000.99: tax £6,650.00; £2,000.00 paid after the year end: £4,650.00 still to pay.
    const [c] = corporationTaxForPeriodOfAccount({
      ...year,
      accountingProfit: pence(3_500_099),
      taxPaid: fromPounds(2_000),
    });
    const shown = Object.fromEntries(taxCardLines(corporationTaxToJson(c!)).map((l) => [l.label, l.value]));
    expect(shown).toMatchObject({
      "Corporation tax": "£6,650.00",
      "Already paid, as your bank lines show (box 595)": "£2,000.00",
      "Still to pay (box 600)": "£4,650.00",
    });
    expect(lines({ ...year, accountingProfit: pence(3_500_099) })).not.toHaveProperty("Still to pay (box 600)");
  });
});
