import { describe, expect, it } from "vitest";
import { firstPeriodFrom, nextPeriod, periodContaining, periodsOf, previousPeriod } from "./accounting-periods";
import { planSave } from "./filing-plan";

const FY = { start: "2025-04-01", end: "2026-03-31" };

describe("accounting periods", () => {
  it("starts a company's first period on the first day of its earliest transaction's month, for 12 months", () => {
    expect(firstPeriodFrom("2025-04-17")).toEqual(FY);
    expect(firstPeriodFrom("2024-02-29")).toEqual({ start: "2024-02-01", end: "2025-01-31" });
  });

  it("steps 12 months either way, keeping month ends", () => {
    expect(nextPeriod(FY)).toEqual({ start: "2026-04-01", end: "2027-03-31" });
    expect(previousPeriod(FY)).toEqual({ start: "2024-04-01", end: "2025-03-31" });
    expect(nextPeriod({ start: "2023-03-01", end: "2024-02-29" })).toEqual({ start: "2024-03-01", end: "2025-02-28" });
  });

  it("never stretches a period: an earlier or later date falls in a period of its own", () => {
    expect(periodContaining(FY, "2025-12-25")).toEqual(FY);
    expect(periodContaining(FY, "2025-03-31")).toEqual({ start: "2024-04-01", end: "2025-03-31" });
    expect(periodContaining(FY, "2028-04-01")).toEqual({ start: "2028-04-01", end: "2029-03-31" });
  });

  it("walks the grid from the anchor even when the anchor is longer than 12 months", () => {
    const long = { start: "2025-01-01", end: "2026-06-30" };
    expect(periodsOf(long, ["2024-06-01", "2025-03-01", "2026-07-01"])).toEqual([
      { start: "2024-01-01", end: "2024-12-31" },
      long,
      { start: "2026-07-01", end: "2027-06-30" },
    ]);
  });

  it("lists each period the dates touch once, earliest first", () => {
    expect(periodsOf(FY, ["2026-05-01", "2025-05-01", "2025-06-01", "2026-04-01"])).toEqual([FY, nextPeriod(FY)]);
  });
});

describe("planning a save", () => {
  const free = { periodStart: FY.start, periodEnd: FY.end, status: "paid" as const };

  it("grants the earliest new period free while the free filing is unused and charges the rest", () => {
    const plan = planSave({
      anchor: FY,
      filings: [],
      dates: ["2026-05-01", "2025-05-01"],
      freeLeft: true,
      charging: true,
    });
    expect(plan).toEqual({ grant: [FY], charge: [nextPeriod(FY)] });
  });

  it("lets rows of settled periods in and charges only what is new", () => {
    const plan = planSave({
      anchor: FY,
      filings: [free],
      dates: ["2025-05-01", "2026-05-01"],
      freeLeft: false,
      charging: true,
    });
    expect(plan).toEqual({ grant: [], charge: [nextPeriod(FY)] });
  });

  it("treats pending, expired and refunded filings as not paid", () => {
    for (const status of ["pending", "expired", "refunded"] as const) {
      const plan = planSave({
        anchor: FY,
        filings: [{ ...free, status }],
        dates: ["2025-05-01"],
        freeLeft: false,
        charging: true,
      });
      expect(plan.charge).toEqual([FY]);
    }
  });

  it("grants every period while payments are off", () => {
    const plan = planSave({
      anchor: FY,
      filings: [],
      dates: ["2024-05-01", "2026-05-01"],
      freeLeft: false,
      charging: false,
    });
    expect(plan.charge).toEqual([]);
    expect(plan.grant).toHaveLength(2);
  });
});
