import { describe, expect, it } from "vitest";
import { nextPeriod } from "../../../core/dates";
import { planSave } from "./filing-plan";

const FY = { start: "2025-04-01", end: "2026-03-31" };

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
