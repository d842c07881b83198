import { describe, expect, it } from "vitest";
import { balanceSheetDifference, buildAccounts } from "./index";
import { gbp, lineMaker, YEAR } from "./test-support";

/**
 * The Flat Rate Scheme (VAT Notice 733; uk-accounting-rules §9). 14.5 %, registered 1 January 2024: the first year
 * (13.5 %) runs to 31 December 2024, so this year is at 13.5 % to then and 14.5 % after.
 *   f1 sale 1 Jun £1,000.00       × 13.5 % = 135.00
 *   f2 sale 1 Jul £100.00 zero    × 13.5 % =  13.50   (zero-rated income is flat-rate turnover too)
 *   f3 interest 1 Aug £10.00      not flat-rate turnover (Notice 733 §6.3: bank interest is left out)
 *   f4 grant 2 Aug £500.00        outside the scope: not flat-rate turnover
 *   f5 sale 1 Feb £2,000.00       × 14.5 % = 290.00
 *   f6 refund 1 Mar −£33.33       × 14.5 % =  −4.83285
 * Flat-rate VAT = 433.66715, rounded once: £433.67 on VAT-inclusive turnover of £3,066.67, all of it on sales.
 * Turnover = sales 3,066.67 − 433.67 = 2,633.00; other income = 10 + 500 = 510.00.
 * Purchases keep their VAT: cost of sales £600.00 gross. Equipment £2,400.00 is one capital purchase of £2,000 or
 * more including VAT: its VAT 400.00 is reclaimed and £2,000.00 capitalised; equipment of £1,200.00 is below the
 * threshold and capitalised gross.
 * VAT account = 433.67 − 400.00 reclaimed − 100.00 paid = −66.33: recoverable.
 */
const line = lineMaker("f");
const transactions = [
  line("2024-06-01", 1_000, "sales"),
  line("2024-07-01", 100, "sales", "zero"),
  line("2024-08-01", 10, "interest-received"),
  line("2024-08-02", 500, "other-income"),
  line("2025-02-01", 2_000, "sales"),
  line("2025-03-01", -33.33, "sales"),
  line("2024-06-10", -600, "cost-of-sales"),
  line("2024-09-01", -2_400, "equipment"),
  line("2024-09-02", -1_200, "equipment"),
  line("2024-12-01", -100, "vat"),
];
const frs = { registered: true, scheme: "flat-rate", flatRatePercent: 14.5, registeredFrom: "2024-01-01" } as const;

describe("the flat rate scheme", () => {
  const a = buildAccounts({ period: YEAR, transactions, vat: frs });

  it("charges the flat rate on VAT-inclusive turnover, one point less in the first year of registration", () => {
    expect(a.vat).toMatchObject({
      scheme: "flat-rate",
      flatRateBasisPoints: 1_450,
      outputVat: 0,
      flatRateVat: gbp(433.67),
      flatRateTurnover: gbp(3_066.67),
      inputVat: gbp(400),
      paidToHmrc: gbp(100),
      liability: gbp(-66.33),
    });
    expect(a.vat.sources.flatRateVat.transactionIds).toEqual(["f1", "f2", "f5", "f6"]);
    expect(a.vat.sources.inputVat.transactionIds).toEqual(["f8"]);
  });

  it("nets the flat-rate VAT from turnover, spread over the income lines so they add up exactly", () => {
    const income = a.categoryBreakdown.filter((c) => c.kind === "income");
    expect(income.map((c) => [c.categoryId, c.bankLines, c.vat, c.amount])).toEqual([
      ["sales", gbp(3_066.67), gbp(433.67), gbp(2_633)],
      ["other-income", gbp(500), 0, gbp(500)],
      ["interest-received", gbp(10), 0, gbp(10)],
    ]);
    expect(a.profitAndLoss.micro.turnover).toBe(gbp(2_633));
    expect(a.profitAndLoss.micro.otherIncome).toBe(gbp(510));
    expect(income.reduce((t, c) => t + c.vat, 0)).toBe(a.vat.flatRateVat);
  });

  it("reclaims no VAT on purchases except one capital purchase of £2,000 or more", () => {
    expect(a.profitAndLoss.micro.costOfRawMaterialsAndConsumables).toBe(gbp(600));
    expect(a.balanceSheet.micro.fixedAssets.additions).toBe(gbp(3_200));
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
  });

  it("uses the full percentage once the first year is over (or no registration date is known)", () => {
    // All four sales at 14.5 %: 0.145 × (1,000 + 100 + 2,000 − 33.33) = 0.145 × 3,066.67 = 444.66715 → 444.67;
    // turnover 3,066.67 − 444.67 = 2,622.00; the interest bears none.
    const later = buildAccounts({ period: YEAR, transactions, vat: { ...frs, registeredFrom: null } });
    expect(later.vat.flatRateVat).toBe(gbp(444.67));
    expect(later.profitAndLoss.micro.turnover).toBe(gbp(2_622));
    expect(later.categoryBreakdown.find((c) => c.categoryId === "interest-received")?.vat).toBe(0);
  });

  it("refuses a flat-rate percentage that is missing or not exact to two decimals", () => {
    expect(() => buildAccounts({ period: YEAR, transactions, vat: { ...frs, flatRatePercent: null } })).toThrow(
      /flat rate scheme needs a percentage/,
    );
    expect(() => buildAccounts({ period: YEAR, transactions, vat: { ...frs, flatRatePercent: 14.555 } })).toThrow();
  });
});

/**
 * Bank interest is not flat-rate turnover: after Fanfield Ltd and Thexton Training Ltd v HMRC [2011] UKFTT 42
 * (TC00919) HMRC's VAT Notice 733 (§6.3) leaves bank and building society interest out; other exempt income, such as
 * rent, stays in (§6.2). 14.5 %, registered 1 January 2024, so 13.5 % to 31 December 2024:
 *   i1 sales 1 Jun £75,000.00               × 13.5 % = 10,125.00
 *   i2 "GROSS INTEREST" 30 Jun £50.00       interest received (exempt by default): no flat-rate VAT
 * Flat-rate turnover 75,000.00, VAT 10,125.00; turnover 75,000 − 10,125 = 64,875.00; other income 50.00.
 * (Charging the interest too would give turnover 75,050, VAT 10,131.75 and other income 43.25.)
 *   i3 rent received 1 Jul £1,000.00, exempt (other income) × 13.5 % = 135.00 more: exempt income is turnover.
 */
describe("interest received on the flat rate scheme", () => {
  const interest = lineMaker("i");
  const lines = [interest("2024-06-01", 75_000, "sales"), interest("2024-06-30", 50, "interest-received")];

  it("leaves bank interest out of flat-rate turnover", () => {
    const a = buildAccounts({ period: YEAR, transactions: lines, vat: frs });
    expect(a.vat).toMatchObject({ flatRateTurnover: gbp(75_000), flatRateVat: gbp(10_125), liability: gbp(10_125) });
    expect(a.vat.sources.flatRateVat.transactionIds).toEqual(["i1"]);
    expect(a.profitAndLoss.micro.turnover).toBe(gbp(64_875));
    expect(a.profitAndLoss.micro.otherIncome).toBe(gbp(50));
    expect(balanceSheetDifference(a.balanceSheet)).toBe(0);
  });

  it("keeps other exempt income, such as rent, in flat-rate turnover", () => {
    const rent = interest("2024-07-01", 1_000, "other-income", "exempt");
    const a = buildAccounts({ period: YEAR, transactions: [...lines, rent], vat: frs });
    expect(a.vat).toMatchObject({ flatRateTurnover: gbp(76_000), flatRateVat: gbp(10_260) });
    expect(a.profitAndLoss.micro.otherIncome).toBe(gbp(50 + 1_000 - 135));
  });
});
