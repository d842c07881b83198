import { describe, expect, it } from "vitest";
import { fromPounds, type Pence } from "../../money";
import { capitalAllowancesInSequence, computeCapitalAllowances } from "./compute";
import type { CapitalAsset } from "./types";

const gbp = (n: number): Pence => fromPounds(n);
const asset = (a: Partial<CapitalAsset> & { id: string; cost: Pence; boughtOn: string }): CapitalAsset => ({
  kind: "plant",
  isNew: true,
  co2GramsPerKm: null,
  disposedOn: null,
  disposalProceeds: null,
  ...a,
});
const calendar2025 = { start: "2025-01-01", end: "2025-12-31" };

describe("cars (CAA 2001 s38B, s104AA, s45D)", () => {
  it("pools a car above 50 g/km at the special rate, with no AIA", () => {
    // A new £20,000 car at 120 g/km, 12 months to 31 December 2025. Cars never get the AIA (s38B general exclusion
    // 2) nor full expensing (s46(2) general exclusion 3); above 50 g/km it joins the special rate pool (s104AA).
    // WDA 6 % (s104D): 20,000 × 6 % = £1,200; carried forward 20,000 − 1,200 = £18,800.
    const c = computeCapitalAllowances({
      ...calendar2025,
      assets: [asset({ id: "car", kind: "car", co2GramsPerKm: 120, cost: gbp(20_000), boughtOn: "2025-03-10" })],
    });
    expect(c.annualInvestmentAllowance).toBe(0);
    expect(c.specialRatePool).toMatchObject({
      additions: gbp(20_000),
      allowances: gbp(1_200),
      carriedForward: gbp(18_800),
    });
    expect(c.specialRatePool.ratePercent).toBe(6);
    expect(c.totalAllowances).toBe(gbp(1_200));
    expect(c.assets).toEqual([{ id: "car", treatment: "special-rate-pool", cost: gbp(20_000) }]);
  });

  it("pools a car of 50 g/km or less in the main pool, and gives a new zero-emission car 100 %", () => {
    // A used car at 45 g/km, £10,000: main pool, WDA 18 % = £1,800. A new electric car (0 g/km), £30,000, bought
    // 1 June 2025: 100 % first-year allowance (s45D, to 31 March 2027 for companies). Allowances 1,800 + 30,000.
    const c = computeCapitalAllowances({
      ...calendar2025,
      assets: [
        asset({
          id: "hybrid",
          kind: "car",
          isNew: false,
          co2GramsPerKm: 45,
          cost: gbp(10_000),
          boughtOn: "2025-02-01",
        }),
        asset({ id: "ev", kind: "car", co2GramsPerKm: 0, cost: gbp(30_000), boughtOn: "2025-06-01" }),
      ],
    });
    expect(c.mainPool).toMatchObject({ additions: gbp(10_000), allowances: gbp(1_800), carriedForward: gbp(8_200) });
    expect(c.zeroEmissionCars).toBe(gbp(30_000));
    expect(c.totalAllowances).toBe(gbp(31_800));
  });

  it("gives no first-year allowance to a zero-emission car bought after 31 March 2027", () => {
    // Bought 1 April 2027: s45D no longer applies, so it is a main pool car (0 ≤ 50 g/km): 14 % of £30,000 = £4,200.
    const c = computeCapitalAllowances({
      start: "2027-01-01",
      end: "2027-12-31",
      assets: [asset({ id: "ev", kind: "car", co2GramsPerKm: 0, cost: gbp(30_000), boughtOn: "2027-04-01" })],
    });
    expect(c.zeroEmissionCars).toBe(0);
    expect(c.mainPool.allowances).toBe(gbp(4_200));
  });
});

describe("cars bought before 1 April 2021: the limits of the day of purchase (s104AA(4), s45D)", () => {
  const year2020 = { start: "2020-04-01", end: "2021-03-31" };

  it("pools a used car at 100 g/km bought in June 2020 in the main pool (110 g/km limit then)", () => {
    // HMRC CA23535: from 1 April 2018 to 31 March 2021 the limit was 110 g/km. Main pool, WDA 18 % of £20,000 = £3,600
    // (not the special rate pool's 6 %, £1,200, of today's 50 g/km limit).
    const c = computeCapitalAllowances({
      ...year2020,
      assets: [
        asset({ id: "car", kind: "car", isNew: false, co2GramsPerKm: 100, cost: gbp(20_000), boughtOn: "2020-06-01" }),
      ],
    });
    expect(c.mainPool).toMatchObject({ additions: gbp(20_000), allowances: gbp(3_600) });
    expect(c.specialRatePool.additions).toBe(0);
  });

  it("gives a new car at 45 g/km bought in June 2020 the 100 % first-year allowance (50 g/km limit then)", () => {
    // HMRC CA23153: s45D covered new cars of 50 g/km or less bought 1 April 2018 – 31 March 2021: £20,000 in full.
    const c = computeCapitalAllowances({
      ...year2020,
      assets: [asset({ id: "car", kind: "car", co2GramsPerKm: 45, cost: gbp(20_000), boughtOn: "2020-06-01" })],
    });
    expect(c.zeroEmissionCars).toBe(gbp(20_000));
    expect(c.mainPool.allowances).toBe(0);
  });

  it("keeps a 2020 car at 100 g/km in the main pool when it is sold years later", () => {
    // Main pool £10,000 brought forward, the car sold in 2025 for £8,000: (10,000 − 8,000) × 18 % = £360, no charge
    // (its sale value does not go to the special rate pool, which would give an £8,000 balancing charge).
    const c = computeCapitalAllowances({
      ...calendar2025,
      broughtForward: { main: gbp(10_000), special: 0 as Pence },
      assets: [
        asset({
          id: "car",
          kind: "car",
          isNew: false,
          co2GramsPerKm: 100,
          cost: gbp(20_000),
          boughtOn: "2020-06-01",
          disposedOn: "2025-06-01",
          disposalProceeds: gbp(8_000),
        }),
      ],
    });
    expect(c.mainPool).toMatchObject({ disposals: gbp(8_000), allowances: gbp(360) });
    expect(c.totalCharges).toBe(0);
  });
});

describe("spending above the AIA (s51A, s45S)", () => {
  it("gives used plant the AIA first, new plant the rest of it, then full expensing beyond", () => {
    // 12 months to 31 March 2026. Used plant £100,000 and new plant £1,200,000. The AIA (£1,000,000, s51A(5)) goes to
    // the used plant first (it would otherwise be pooled): 100,000, then 900,000 of the new plant. The new plant's
    // other £300,000 gets full expensing (100 %, s45S(1)(a)). Allowances 1,000,000 + 300,000 = £1,300,000; nothing
    // pooled.
    const c = computeCapitalAllowances({
      start: "2025-04-01",
      end: "2026-03-31",
      assets: [
        asset({ id: "new", cost: gbp(1_200_000), boughtOn: "2025-05-01" }),
        asset({ id: "used", isNew: false, cost: gbp(100_000), boughtOn: "2025-09-01" }),
      ],
    });
    expect(c.annualInvestmentAllowance).toBe(gbp(1_000_000));
    expect(c.fullExpensing.allowances).toBe(gbp(300_000));
    expect(c.mainPool.carriedForward).toBe(0);
    expect(c.totalAllowances).toBe(gbp(1_300_000));
    expect(c.expenditure).toEqual({ firstYear: gbp(300_000), specialRateFirstYear: 0, other: gbp(1_000_000) });
  });

  it("pools used plant beyond the AIA in the main pool at 18 %", () => {
    // Used plant £1,050,000 in 2025: AIA 1,000,000; the other 50,000 joins the main pool, WDA 18 % = £9,000,
    // carried forward £41,000.
    const c = computeCapitalAllowances({
      ...calendar2025,
      assets: [asset({ id: "digger", isNew: false, cost: gbp(1_050_000), boughtOn: "2025-04-01" })],
    });
    expect(c.annualInvestmentAllowance).toBe(gbp(1_000_000));
    expect(c.mainPool).toMatchObject({ additions: gbp(50_000), allowances: gbp(9_000), carriedForward: gbp(41_000) });
  });

  it("gives new special rate plant beyond the AIA 50 %, its balance pooled after the period's allowance", () => {
    // New integral features £1,200,000 in the 12 months to 31 March 2025: AIA 1,000,000 (the AIA goes to special rate
    // plant first); the other 200,000 gets the 50 % first-year allowance (s45S(1)(b)) = 100,000; the balance of
    // £100,000 joins the special rate pool after this period's allowance (s58(4)), so it is carried forward whole.
    const c = computeCapitalAllowances({
      start: "2024-04-01",
      end: "2025-03-31",
      assets: [asset({ id: "wiring", specialRate: true, cost: gbp(1_200_000), boughtOn: "2024-06-01" })],
    });
    expect(c.annualInvestmentAllowance).toBe(gbp(1_000_000));
    expect(c.specialRateFirstYear.allowances).toBe(gbp(100_000));
    expect(c.specialRatePool).toMatchObject({ allowances: 0, carriedForward: gbp(100_000) });
    expect(c.expenditure.specialRateFirstYear).toBe(gbp(200_000));
  });

  it("reduces the AIA limit pro rata in a short period", () => {
    // 1 January to 30 June 2025, 181 days: 1,000,000 × 181/365 = 495,890.41… → £495,890.41 (s51K). Used plant of
    // £500,000: AIA 495,890.41; the other 4,109.59 is pooled: WDA 4,109.59 × 18 % × 181/365 = 366.82… → £366.82.
    const c = computeCapitalAllowances({
      start: "2025-01-01",
      end: "2025-06-30",
      assets: [asset({ id: "a", isNew: false, cost: gbp(500_000), boughtOn: "2025-02-01" })],
    });
    expect(c.annualInvestmentAllowanceLimit).toBe(49_589_041);
    expect(c.annualInvestmentAllowance).toBe(49_589_041);
    expect(c.mainPool.additions).toBe(410_959);
    expect(c.mainPool.allowances).toBe(36_682);
  });
});

describe("disposals (s55, s61, s62)", () => {
  it("gives a balancing charge when the disposal value exceeds the pool", () => {
    // Main pool brought forward £3,000. A van bought in 2022 for £10,000 (AIA then) is sold on 1 July 2024 for
    // £4,500: the disposal value (proceeds, not above cost, s62) is deducted from the main pool (s61(1)):
    // 3,000 − 4,500 = −1,500, a balancing charge of £1,500 (s55(2)); the pool carries forward nil.
    const c = computeCapitalAllowances({
      start: "2024-04-01",
      end: "2025-03-31",
      broughtForward: { main: gbp(3_000), special: 0 as Pence },
      assets: [
        asset({
          id: "van",
          kind: "van",
          cost: gbp(10_000),
          boughtOn: "2022-05-01",
          disposedOn: "2024-07-01",
          disposalProceeds: gbp(4_500),
        }),
      ],
    });
    expect(c.mainPool).toMatchObject({ disposals: gbp(4_500), balancingCharge: gbp(1_500), carriedForward: 0 });
    expect(c.totalCharges).toBe(gbp(1_500));
    expect(c.totalAllowances).toBe(0);
  });

  it("caps the disposal value at cost", () => {
    // A tool bought for £2,000 sold for £2,500: the disposal value is £2,000 (s62(2)). Pool b/f 10,000 → 8,000;
    // WDA 18 % = £1,440.
    const c = computeCapitalAllowances({
      ...calendar2025,
      broughtForward: { main: gbp(10_000), special: 0 as Pence },
      assets: [
        asset({
          id: "t",
          cost: gbp(2_000),
          boughtOn: "2023-01-01",
          disposedOn: "2025-05-01",
          disposalProceeds: gbp(2_500),
        }),
      ],
    });
    expect(c.mainPool).toMatchObject({ disposals: gbp(2_000), allowances: gbp(1_440), carriedForward: gbp(6_560) });
  });

  it("charges the whole disposal value of an asset that had full expensing", () => {
    // New plant of £1,000,500 in 2025: AIA 1,000,000, full expensing on the other £500. A second new machine of
    // £800 with no AIA left gets full expensing too and is sold the same year for £600: its disposal value is a
    // balancing charge in full (s45U), not a pool deduction.
    const c = computeCapitalAllowances({
      ...calendar2025,
      assets: [
        asset({ id: "big", cost: gbp(1_000_500), boughtOn: "2025-01-10" }),
        asset({
          id: "small",
          cost: gbp(800),
          boughtOn: "2025-02-10",
          disposedOn: "2025-11-01",
          disposalProceeds: gbp(600),
        }),
      ],
    });
    expect(c.fullExpensing).toEqual({ allowances: gbp(1_300), charges: gbp(600) });
    expect(c.totalCharges).toBe(gbp(600));
  });

  it("gives a balancing allowance for what is left when the trade ceases", () => {
    // Final period: no WDA, the whole pool of £10,000 less a £1,000 sale is a balancing allowance of £9,000 (s65).
    const c = computeCapitalAllowances({
      ...calendar2025,
      finalPeriod: true,
      broughtForward: { main: gbp(10_000), special: 0 as Pence },
      assets: [
        asset({
          id: "x",
          cost: gbp(5_000),
          boughtOn: "2021-01-01",
          disposedOn: "2025-12-01",
          disposalProceeds: gbp(1_000),
        }),
      ],
    });
    expect(c.mainPool).toMatchObject({
      allowances: gbp(9_000),
      allowanceKind: "balancing-allowance",
      carriedForward: 0,
    });
  });
});

describe("the main rate from 1 April 2026", () => {
  it("uses the day-weighted hybrid rate for a period straddling the change", () => {
    // 12 months to 31 December 2026, 365 days: 90 before 1 April 2026 (18 %) and 275 from it (14 %). Hybrid rate
    // (18 × 90 + 14 × 275) / 365 = 5,470 / 365 = 14.986…%. Main pool brought forward £50,000:
    // WDA = 50,000 × 5,470 / 36,500 = 7,493.1506… → £7,493.15 (rounded down); carried forward £42,506.85.
    const c = computeCapitalAllowances({
      start: "2026-01-01",
      end: "2026-12-31",
      broughtForward: { main: gbp(50_000), special: 0 as Pence },
      assets: [],
    });
    expect(c.mainPool.ratePercent).toBe(14.99);
    expect(c.mainPool.allowances).toBe(749_315);
    expect(c.mainPool.carriedForward).toBe(4_250_685);
  });

  it("uses 14 % for a period wholly from 1 April 2026 and 18 % before", () => {
    // £10,000 pool: 12 months to 31 March 2027 → 1,400; 12 months to 31 March 2026 → 1,800.
    const after = computeCapitalAllowances({
      start: "2026-04-01",
      end: "2027-03-31",
      broughtForward: { main: gbp(10_000), special: 0 as Pence },
      assets: [],
    });
    const before = computeCapitalAllowances({
      start: "2025-04-01",
      end: "2026-03-31",
      broughtForward: { main: gbp(10_000), special: 0 as Pence },
      assets: [],
    });
    expect(after.mainPool.allowances).toBe(gbp(1_400));
    expect(before.mainPool.allowances).toBe(gbp(1_800));
  });
});

describe("small pools (s56A) and short periods (s56(3))", () => {
  it("writes off a pool of £1,000 or less", () => {
    // Main pool £900 brought forward in 2025: at most £1,000, so written off whole (s56A); nothing carried forward.
    const c = computeCapitalAllowances({
      ...calendar2025,
      broughtForward: { main: gbp(900), special: gbp(400) },
      assets: [],
    });
    expect(c.mainPool).toMatchObject({ allowances: gbp(900), allowanceKind: "small-pool", carriedForward: 0 });
    expect(c.specialRatePool).toMatchObject({ allowances: gbp(400), carriedForward: 0 });
  });

  it("time-apportions the writing-down allowance and the small pool limit in a short period", () => {
    // 1 January to 30 June 2025, 181 days. Small pool limit 1,000 × 181/365 = £495.89, so a £800 pool is not small.
    // WDA 800 × 18 % × 181/365 = 71.4082… → £71.40; carried forward £728.60.
    const c = computeCapitalAllowances({
      start: "2025-01-01",
      end: "2025-06-30",
      broughtForward: { main: gbp(800), special: 0 as Pence },
      assets: [],
    });
    expect(c.mainPool).toMatchObject({ allowances: 7_140, allowanceKind: "writing-down", carriedForward: 72_860 });
  });
});

describe("pools carried from period to period (s59)", () => {
  it("starts each period from the one before", () => {
    // A used £1,010,000 machine in 2024: AIA 1,000,000, pool 10,000, WDA 1,800, c/f 8,200. In 2025 WDA 18 % of
    // 8,200 = £1,476, c/f £6,724.
    const [first, second] = capitalAllowancesInSequence(
      [
        { start: "2024-01-01", end: "2024-12-31" },
        { start: "2025-01-01", end: "2025-12-31" },
      ],
      [asset({ id: "m", isNew: false, cost: gbp(1_010_000), boughtOn: "2024-03-01" })],
    );
    expect(first!.carriedForward.main).toBe(gbp(8_200));
    expect(second!.mainPool).toMatchObject({
      broughtForward: gbp(8_200),
      allowances: gbp(1_476),
      carriedForward: gbp(6_724),
    });
  });
});
