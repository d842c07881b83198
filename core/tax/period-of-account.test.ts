import { describe, expect, it } from "vitest";
import { fromPounds, pence, ZERO } from "../money";
import { corporationTaxForPeriodOfAccount, totalTax } from "./period-of-account";

describe("corporation tax for a period of account", () => {
  it("taxes a 13-month period of account as two accounting periods, capital spend in the one it fell in", () => {
    const parts = corporationTaxForPeriodOfAccount({
      start: "2025-01-15",
      end: "2026-01-31",
      accountingProfit: fromPounds(38_200),
      equipmentPurchases: [{ date: "2026-01-20", cost: fromPounds(1_000) }],
    });
    expect(parts.map((p) => [p.startDate, p.endDate, p.days])).toEqual([
      ["2025-01-15", "2026-01-14", 365],
      ["2026-01-15", "2026-01-31", 17],
    ]);
    expect(parts[0]!.accountingProfit + parts[1]!.accountingProfit).toBe(fromPounds(38_200));
    expect(parts[0]!.accountingProfit).toBe(fromPounds(36_500));
    expect(parts[1]!.capitalAllowances).toBe(fromPounds(1_000));
    expect(parts[0]!.tax).toBe(fromPounds(6_935));
    expect(totalTax(parts)).toBe(parts[0]!.tax + parts[1]!.tax);
  });

  /*
   * Exempt distributions count towards augmented profits in the accounting period in which they are received (CTA
   * 2010 s18L), not by days. 15 months 1 Jan 2025 – 31 Mar 2026 (CTA 2009 s10): AP1 1 Jan – 31 Dec 2025 (365 days,
   * 12 months: full limits L £50,000, U £250,000), AP2 1 Jan – 31 Mar 2026 (90 days: limits × 90/365, L £12,328.77,
   * U £61,643.84). Profit £45,500 by days (£100 a day): AP1 36,500, AP2 9,000. Non-group dividends £18,200, all
   * received in February 2026. FY2024 and FY2025 have the same rules (25 %, 19 %, fraction 3/200), no associates.
   *
   * By days (what was done): AP1 14,600, AP2 3,600.
   *   AP1: A = 36,500 + 14,600 = 51,100 > L: marginal relief. 25 % × 36,500 = 9,125.00;
   *        MR = 3/200 × (250,000 − 51,100) × 36,500/51,100 = 2,983.50 × 5/7 = 2,131.07; tax 6,993.93.
   *   AP2: A = 9,000 + 3,600 = 12,600 > 12,328.77: marginal relief. 25 % × 9,000 = 2,250.00;
   *        MR = 3/200 × (4,500,000/73 − 12,600) × 9,000/12,600 = 3/200 × 3,580,200/73 × 5/7 = 525.47; tax 1,724.53.
   *   Total 8,718.46.
   * By receipt (s18L): AP1 nil, AP2 18,200.
   *   AP1: A = 36,500 ≤ L: small profits rate, 19 % × 36,500 = 6,935.00.
   *   AP2: A = 9,000 + 18,200 = 27,200: MR = 3/200 × (4,500,000 − 27,200 × 73)/73 × 9,000/27,200
   *        = 3/200 × 2,514,400/73 × 9,000/27,200 = 170.95; tax 2,250.00 − 170.95 = 2,079.05.
   *   Total 9,014.05: AP1's rate falls from the marginal band to 19 %, AP2's relief shrinks.
   */
  const fifteenMonths = {
    start: "2025-01-01",
    end: "2026-03-31",
    accountingProfit: fromPounds(45_500),
    exemptDistributions: fromPounds(18_200),
  } as const;

  it("shares non-group dividends by days while the amount received in the first period is not known", () => {
    const parts = corporationTaxForPeriodOfAccount(fifteenMonths);
    expect(parts.map((p) => [p.accountingProfit, p.exemptDistributions])).toEqual([
      [fromPounds(36_500), fromPounds(14_600)],
      [fromPounds(9_000), fromPounds(3_600)],
    ]);
    expect(parts.map((p) => p.financialYears.map((y) => y.band))).toEqual([
      ["marginal-relief", "marginal-relief"],
      ["marginal-relief"],
    ]);
    expect(parts.map((p) => [p.marginalRelief, p.tax])).toEqual([
      [pence(213_107), pence(699_393)],
      [pence(52_547), pence(172_453)],
    ]);
    expect(totalTax(parts)).toBe(pence(871_846));
  });

  it("counts them in the accounting period they were received in, when given (CTA 2010 s18L)", () => {
    const parts = corporationTaxForPeriodOfAccount({ ...fifteenMonths, exemptDistributionsInFirstPeriod: ZERO });
    expect(parts.map((p) => [p.exemptDistributions, p.augmentedProfits])).toEqual([
      [ZERO, fromPounds(36_500)],
      [fromPounds(18_200), fromPounds(27_200)],
    ]);
    expect(parts[0]!.financialYears.map((y) => [y.band, y.appliedRatePercent])).toEqual([
      ["small-profits-rate", 19],
      ["small-profits-rate", 19],
    ]);
    expect(parts[0]!.ct600.box620).toBeNull();
    expect(parts[1]!.ct600.box620).toBe(fromPounds(18_200));
    expect(parts.map((p) => [p.marginalRelief, p.tax])).toEqual([
      [ZERO, fromPounds(6_935)],
      [pence(17_095), pence(207_905)],
    ]);
    expect(totalTax(parts)).toBe(pence(901_405));
  });

  it("gives the first period the amount received in it and the second the rest", () => {
    // £5,000.50 of the £18,200 received by 31 December 2025: AP1 5,000.50 (box 620 £5,000), AP2 13,199.50.
    const parts = corporationTaxForPeriodOfAccount({
      ...fifteenMonths,
      exemptDistributionsInFirstPeriod: pence(500_050),
    });
    expect(parts.map((p) => p.exemptDistributions)).toEqual([fromPounds(5_000), fromPounds(13_199)]);
    expect(parts.map((p) => p.augmentedProfits)).toEqual([fromPounds(41_500), fromPounds(22_199)]);
  });

  it("ignores the first period's amount when the period of account is not over 12 months", () => {
    const year = { start: "2025-04-01", end: "2026-03-31", accountingProfit: fromPounds(45_000) } as const;
    const given = corporationTaxForPeriodOfAccount({
      ...year,
      exemptDistributions: fromPounds(8_000),
      exemptDistributionsInFirstPeriod: ZERO,
    });
    expect(given).toHaveLength(1);
    expect(given[0]!.exemptDistributions).toBe(fromPounds(8_000));
  });
});
