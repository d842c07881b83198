import { describe, expect, it } from "vitest";
import { buildAccounts } from "../../../core/accounts";
import { gbp, lineMaker } from "../../../core/accounts/test-support";
import { factValue, readIxbrl } from "../test-support/ixbrl-facts";
import { renderComputationsIxbrl } from "./computations-ixbrl";
import { CT_PROFITS, CT_TRADE } from "./ct-comp-concepts";

const COMPANY = { name: "Machine Sale Ltd", registrationNumber: "01234567", utr: "8596148860", trade: "Machining" };
const YEAR = { start: "2025-04-01", end: "2026-03-31" };
const notRegistered = { registered: false, scheme: "standard", flatRatePercent: null, registeredFrom: null } as const;

function documentOf(accounts: ReturnType<typeof buildAccounts>) {
  const computation = accounts.corporationTax![0]!;
  const xml = renderComputationsIxbrl(
    { company: COMPANY, periodOfAccount: YEAR, computation },
    { software: { name: "Microfile", version: "1.2.3" } },
  );
  const doc = readIxbrl(xml);
  return { computation, trade: (name: string) => factValue(doc, name, "trade-dur"), doc };
}

/**
 * The computations iXBRL of a year with an equipment sale takes one disposal value per sale (CAA 2001 s61) and takes
 * the accounts' gain or loss out of the trade (capital, CTA 2009 s53). Not VAT-registered, 12 months to 31 March 2026.
 */
describe("computations iXBRL with a sale of equipment", () => {
  it("adds back the loss on disposal and the balancing charge, the AIA on the cost", () => {
    // Sales £20,000; a machine bought 1 May 2025 for £3,600 and sold 1 November 2025 for £2,500 (on the register and
    // banked). Depreciation 3,600 × 6/36 = £600, carrying amount £3,000, loss £500; profit per accounts £18,900.
    // Add back £600 and £500 (other additions), balancing charge £2,500 (s55(2)), less AIA £3,600: £18,900 adjusted.
    const line = lineMaker("x");
    const bought = line("2025-05-01", -3_600, "equipment");
    const accounts = buildAccounts({
      period: YEAR,
      vat: notRegistered,
      transactions: [line("2025-05-01", 20_000, "sales"), bought, line("2025-11-01", 2_500, "equipment")],
      settings: {
        fixedAssets: [
          {
            transactionId: bought.id,
            boughtOn: bought.date,
            cost: gbp(3_600),
            kind: "plant",
            isNew: true,
            co2GramsPerKm: null,
            disposedOn: "2025-11-01",
            disposalProceeds: gbp(2_500),
          },
        ],
      },
    });
    const { trade, doc, computation } = documentOf(accounts);
    expect(trade(CT_TRADE.profitPerAccounts)).toBe(18_900);
    expect(trade(CT_TRADE.depreciation)).toBe(600);
    expect(trade(CT_TRADE.otherAdditions)).toBe(500);
    expect(trade(CT_TRADE.balancingCharges)).toBe(2_500);
    expect(trade(CT_TRADE.capitalAllowances)).toBe(3_600);
    expect(trade(CT_TRADE.adjustedProfit)).toBe(18_900);
    expect(factValue(doc, CT_PROFITS.box155, "company-dur")).toBe(computation.ct600.box155 / 100);
  });

  it("takes a profit on disposal out as an other deduction", () => {
    // Opening fixed assets £1,600: a £2,400 laptop of 1 April 2024, 36 months, £800 charged. Sold 1 October 2025
    // for £1,500: 18 months to date, 2,400 × 18/36 = £1,200, £400 this year; carrying £1,200, profit £300. Sales
    // £10,000: profit per accounts 10,000 + 300 − 400 = £9,900; add back £400, less £300, balancing charge £1,500:
    // £11,500 adjusted.
    const line = lineMaker("y");
    const accounts = buildAccounts({
      period: YEAR,
      vat: notRegistered,
      transactions: [line("2025-05-01", 10_000, "sales"), line("2025-10-01", 1_500, "equipment")],
      openingBalances: { fixedAssets: gbp(1_600), calledUpShareCapital: gbp(1_600) },
      openingItems: {
        items: [],
        s455: null,
        fixedAssets: [
          { id: "laptop", date: "2024-04-01", cost: gbp(2_400), lifeMonths: 36, depreciationToDate: gbp(800) },
        ],
      },
      settings: {
        fixedAssets: [
          {
            transactionId: "laptop",
            boughtOn: "2024-04-01",
            cost: gbp(2_400),
            kind: "plant",
            isNew: true,
            co2GramsPerKm: null,
            disposedOn: "2025-10-01",
            disposalProceeds: gbp(1_500),
          },
        ],
      },
    });
    const { trade } = documentOf(accounts);
    expect(trade(CT_TRADE.profitPerAccounts)).toBe(9_900);
    expect(trade(CT_TRADE.otherDeductions)).toBe(300);
    expect(trade(CT_TRADE.balancingCharges)).toBe(1_500);
    expect(trade(CT_TRADE.adjustedProfit)).toBe(11_500);
  });
});
