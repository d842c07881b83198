import { describe, expect, it } from "vitest";
import { fromPounds, type Pence } from "../../money";
import { corporationTaxForPeriodOfAccount } from "../period-of-account";

const gbp = (n: number): Pence => fromPounds(n);

describe("capital allowances in the corporation tax computation (CTA 2009 s2, CAA 2001 s247, s248)", () => {
  it("adds a balancing charge to trading profits and deducts the allowances before box 155", () => {
    // 12 months to 31 March 2025; profit per accounts £20,000. Main pool b/f £3,000, a van (bought 2022) sold for
    // £4,500: balancing charge £1,500 (s55(2)), treated as a receipt of the trade (s247). New plant £2,000 bought:
    // AIA £2,000 (s51A), a deduction (s248). Trading profits 20,000 + 1,500 − 2,000 = £19,500 (box 155 = 315).
    // Small profits rate 19 %: 19,500 × 19 % = £3,705.
    const [ct] = corporationTaxForPeriodOfAccount({
      start: "2024-04-01",
      end: "2025-03-31",
      accountingProfit: gbp(20_000),
      poolsBroughtForward: { main: gbp(3_000), special: 0 as Pence },
      fixedAssets: [
        {
          id: "van",
          kind: "van",
          isNew: false,
          co2GramsPerKm: null,
          boughtOn: "2022-05-01",
          cost: gbp(10_000),
          disposedOn: "2024-07-01",
          disposalProceeds: gbp(4_500),
        },
        {
          id: "drill",
          kind: "plant",
          isNew: true,
          co2GramsPerKm: null,
          boughtOn: "2024-09-01",
          cost: gbp(2_000),
          disposedOn: null,
          disposalProceeds: null,
        },
      ],
    });
    expect(ct!.balancingCharges).toBe(gbp(1_500));
    expect(ct!.capitalAllowances).toBe(gbp(2_000));
    expect(ct!.taxableProfit).toBe(gbp(19_500));
    expect(ct!.ct600).toMatchObject({ box155: gbp(19_500), box690: gbp(2_000), box710: gbp(1_500), box705: null });
    expect(ct!.tax).toBe(gbp(3_705));
  });

  it("carries the pools from the first accounting period of a long period of account to the second", () => {
    // 15 months 1 January 2025 – 31 March 2026: accounting periods of 12 months (2025) and 3 months (Q1 2026,
    // 90 days). Used plant £1,100,000 in February 2025: AIA 1,000,000, pool 100,000, WDA 18 % = 18,000, c/f 82,000.
    // Q1 2026: WDA 82,000 × 18 % × 90/365 = 3,639.45… → £3,639.45.
    const [first, second] = corporationTaxForPeriodOfAccount({
      start: "2025-01-01",
      end: "2026-03-31",
      accountingProfit: gbp(2_000_000),
      fixedAssets: [
        {
          id: "line",
          kind: "plant",
          isNew: false,
          co2GramsPerKm: null,
          boughtOn: "2025-02-01",
          cost: gbp(1_100_000),
          disposedOn: null,
          disposalProceeds: null,
        },
      ],
    });
    expect(first!.capitalAllowances).toBe(gbp(1_018_000));
    expect(second!.capitalAllowancesDetail!.mainPool).toMatchObject({
      broughtForward: gbp(82_000),
      allowances: 363_945,
    });
  });

  it("opens a first year with the pools brought forward from before it and nothing bought", () => {
    // 12 months to 31 March 2026, profit per accounts £20,000, no additions. Main pool £10,000 brought forward:
    // WDA 18 % (CAA 2001 s56(1), the 14 % applies from 1 April 2026 only) = £1,800, carried forward £8,200.
    // Special rate pool £900: £1,000 or less, written off whole (s56A), carried forward nil. Allowances £2,700
    // (box 705 £1,800, box 695 £900); box 155 = 20,000 − 2,700 = £17,300; 17,300 × 19 % = £3,287.
    const [ct] = corporationTaxForPeriodOfAccount({
      start: "2025-04-01",
      end: "2026-03-31",
      accountingProfit: gbp(20_000),
      poolsBroughtForward: { main: gbp(10_000), special: gbp(900) },
      fixedAssets: [],
    });
    expect(ct!.capitalAllowancesDetail!.mainPool).toMatchObject({
      broughtForward: gbp(10_000),
      allowances: gbp(1_800),
      carriedForward: gbp(8_200),
    });
    expect(ct!.capitalAllowancesDetail!.specialRatePool).toMatchObject({ allowances: gbp(900), carriedForward: 0 });
    expect(ct!.ct600).toMatchObject({ box155: gbp(17_300), box705: gbp(1_800), box695: gbp(900), box775: null });
    expect(ct!.tax).toBe(gbp(3_287));
  });
});
