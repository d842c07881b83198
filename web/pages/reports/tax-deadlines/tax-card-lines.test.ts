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

describe("the tax card's losses", () => {
  it("names the set-off of this year's loss against the interest as the s37(3)(a) claim it is (box 275)", () => {
    // A first year: accounts loss £5,787.60 after £12.40 interest and £800 depreciation, £2,400 AIA: trading loss
    // £7,400 (−5,787.60 + 800 − 2,400 − 12.40). The interest, box 170 £12, is relieved by £12 of that loss on a
    // claim under CTA 2010 s37(3)(a) (box 275), so box 315 is nil and £7,388 carries forward (s45A).
    const shown = lines({
      start: "2024-04-01",
      end: "2025-03-31",
      accountingProfit: pence(-578_760),
      addBacks: { depreciation: fromPounds(800) },
      capitalExpenditure: fromPounds(2_400),
      interestReceived: pence(1_240),
    });
    expect(shown).toMatchObject({
      "Less: this year's trading loss against its other profits, a claim (CTA 2010 s37(3)(a), box 275)": "£12.00",
      "Trading losses carried forward": "£7,388.00",
    });
    expect(Object.keys(shown).some((label) => label.includes("brought forward"))).toBe(false);
  });

  it("shows losses brought forward as such (box 285), with no s37 claim", () => {
    // The second year: trading profit £28,000 and interest £30.10; the £7,388 brought forward is set against total
    // profits on a claim under CTA 2010 s45A (box 285): box 315 = 28,030 − 7,388 = £20,642, at 19 % £3,921.98.
    const shown = lines({
      ...year,
      accountingProfit: pence(2_723_010),
      addBacks: { depreciation: fromPounds(800) },
      interestReceived: pence(3_010),
      lossesBroughtForward: { sinceApril2017: fromPounds(7_388), before2017: fromPounds(0) },
    });
    expect(shown).toMatchObject({
      "Less: trading losses brought forward (CTA 2010 s45 and s45A, boxes 160 and 285)": "£7,388.00",
      "Corporation tax": "£3,921.98",
    });
    expect(Object.keys(shown).some((label) => label.includes("s37(3)(a)"))).toBe(false);
  });
});
