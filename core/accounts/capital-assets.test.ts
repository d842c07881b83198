import { describe, expect, it } from "vitest";
import { buildAccounts } from "./index";
import { gbp, lineMaker, YEAR } from "./test-support";

const vat = { registered: true, scheme: "standard", registeredFrom: "2024-01-01", flatRatePercent: null } as const;

describe("vehicles and the fixed asset register in the accounts", () => {
  it("reclaims no VAT on a car and pools it by CO2; reclaims a van's VAT and gives it the AIA", () => {
    // VAT-registered all year (12 months to 31 March 2025). A car bought for £24,000 (motor-vehicles, 130 g/km):
    // its input VAT is blocked (SI 1992/3222 art 7), so it costs £24,000; above 50 g/km it joins the special rate
    // pool (CAA 2001 s104AA): WDA 6 % = £1,440. A van for £18,000 with VAT (the register says van): input VAT
    // 18,000/6 = £3,000 reclaimed, cost £15,000, all AIA (s51A). Capital allowances 15,000 + 1,440 = £16,440.
    const line = lineMaker("v");
    const car = line("2024-05-01", -24_000, "motor-vehicles");
    const van = line("2024-06-01", -18_000, "motor-vehicles");
    const sale = line("2024-07-01", 100_000, "sales", "outside-scope");
    const accounts = buildAccounts({
      transactions: [car, van, sale],
      period: YEAR,
      vat,
      settings: {
        fixedAssets: [
          { ...asset(car.id, "2024-05-01", 24_000), kind: "car", co2GramsPerKm: 130 },
          { ...asset(van.id, "2024-06-01", 18_000), kind: "van" },
        ],
      },
    });
    expect(accounts.vat.inputVat).toBe(gbp(3_000));
    const [ct] = accounts.corporationTax!;
    expect(ct!.capitalAllowancesDetail!.specialRatePool.allowances).toBe(gbp(1_440));
    expect(ct!.capitalAllowancesDetail!.annualInvestmentAllowance).toBe(gbp(15_000));
    expect(ct!.capitalAllowances).toBe(gbp(16_440));
    expect(ct!.ct600).toMatchObject({ box690: gbp(15_000), box695: gbp(1_440), box775: gbp(39_000) });
  });

  it("takes a vehicle line the register does not know for a car with no VAT to reclaim", () => {
    // £12,000 on motor-vehicles, no register entry: a car with unknown CO2 (special rate pool, 6 % = £720), no VAT.
    const line = lineMaker("w");
    const accounts = buildAccounts({
      transactions: [line("2024-05-01", -12_000, "motor-vehicles"), line("2024-07-01", 50_000, "sales")],
      period: YEAR,
      vat,
    });
    expect(accounts.vat.inputVat).toBe(0);
    expect(accounts.corporationTax![0]!.capitalAllowances).toBe(gbp(720));
  });
});

function asset(transactionId: string, boughtOn: string, cost: number) {
  return {
    transactionId,
    boughtOn,
    cost: gbp(cost),
    kind: "plant" as const,
    isNew: true,
    co2GramsPerKm: null,
    disposedOn: null,
    disposalProceeds: null,
  };
}
