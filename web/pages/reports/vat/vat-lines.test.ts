import { describe, expect, it } from "vitest";
import { VAT_REPORT_LINES, type VatReport } from "../../../../core/contracts";
import { schemeText, vatLines } from "./vat-lines";

const none = { transactionIds: [], adjustmentIds: [], openingItemIds: [] };

/**
 * Standard scheme: a £100.00 sale (VAT 100 × 20/120 = £16.67) and a £12.50 purchase at 5 % (VAT 12.50 × 5/105 =
 * £0.60), nothing paid: 16.67 − 0.60 − 0 = £16.07 owed to HMRC.
 */
const standard: VatReport = {
  registered: true,
  scheme: "standard",
  flatRateBasisPoints: null,
  openingVat: 0,
  outputVat: 16.67,
  inputVat: 0.6,
  flatRateVat: 0,
  flatRateTurnover: 0,
  paidToHmrc: 0,
  openingVatSettled: 0,
  openingVatOutstanding: 0,
  liability: 16.07,
  sources: { outputVat: none, inputVat: none, flatRateVat: none, paidToHmrc: none },
  period: { startDate: "2025-01-01", endDate: "2025-12-31" },
  periodStatus: { id: null, status: "open" },
  lines: VAT_REPORT_LINES,
};

const labels = (r: VatReport) => vatLines(r).map((l) => [l.label, l.amount, l.drillKey ?? null]);

describe("the VAT card's lines", () => {
  it("shows the standard scheme's figures, each opening its transactions, and what is owed to HMRC", () => {
    expect(labels(standard)).toEqual([
      ["Output VAT (on sales)", 16.67, "vat:output"],
      ["Input VAT (on purchases)", 0.6, "vat:input"],
      ["Paid to HMRC", 0, "vat:paid"],
      ["Owed to HMRC", 16.07, "vat"],
    ]);
    expect(schemeText(standard)).toBe("Standard scheme");
  });

  it("says a repayment due is owed by HMRC, as a positive amount", () => {
    // Output 16.67 − input 75.00 − paid 0 = −58.33: HMRC owes the company £58.33.
    const repayment = { ...standard, inputVat: 75, liability: -58.33 };
    expect(vatLines(repayment).at(-1)).toEqual({ label: "Owed by HMRC", amount: 58.33, drillKey: "vat", total: true });
  });

  it("adds the flat-rate VAT on the flat rate scheme, and the VAT brought forward when there is some", () => {
    // 14.5 % of £1,200.00 VAT-inclusive turnover = £174.00; £100.00 brought forward, £150.00 paid: £124.00 owed.
    const flat: VatReport = {
      ...standard,
      scheme: "flat-rate",
      flatRateBasisPoints: 1450,
      openingVat: 100,
      outputVat: 0,
      inputVat: 0,
      flatRateVat: 174,
      flatRateTurnover: 1200,
      paidToHmrc: 150,
      liability: 124,
    };
    expect(labels(flat)).toEqual([
      ["Owed to HMRC at the start of the year", 100, null],
      ["Output VAT (on sales)", 0, "vat:output"],
      ["Input VAT (capital purchases)", 0, "vat:input"],
      ["Flat-rate VAT", 174, "vat:flat-rate"],
      ["Paid to HMRC", 150, "vat:paid"],
      ["Owed to HMRC", 124, "vat"],
    ]);
    expect(schemeText(flat)).toBe("Flat rate scheme, 14.5%");
    expect(schemeText({ ...flat, flatRateBasisPoints: 1405 })).toBe("Flat rate scheme, 14.05%");
    expect(schemeText({ ...flat, flatRateBasisPoints: 1200 })).toBe("Flat rate scheme, 12%");
  });

  it("names a repayment due at the start, and what is left owed for earlier periods", () => {
    // £800 due from HMRC at the start, none received; this year 16.67 − 0.60 = 16.07: −800 + 16.07 = −783.93.
    const due = { ...standard, openingVat: -800, openingVatOutstanding: -800, liability: -783.93 };
    expect(labels(due)).toEqual([
      ["Repayment due from HMRC at the start of the year", -800, null],
      ["Output VAT (on sales)", 16.67, "vat:output"],
      ["Input VAT (on purchases)", 0.6, "vat:input"],
      ["Paid to HMRC", 0, "vat:paid"],
      ["Owed by HMRC", 783.93, "vat"],
      ["of which due from HMRC for earlier periods", 800, null],
    ]);
  });
});
