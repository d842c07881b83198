import { describe, expect, it } from "vitest";
import { nextPeriod, periodContaining, periodsOf, previousPeriod } from "./period-grid";

const FY = { start: "2025-04-01", end: "2026-03-31" };

describe("the yearly grid of periods", () => {
  it("steps 12 months either way, keeping month ends", () => {
    expect(nextPeriod(FY)).toEqual({ start: "2026-04-01", end: "2027-03-31" });
    expect(previousPeriod(FY)).toEqual({ start: "2024-04-01", end: "2025-03-31" });
    expect(nextPeriod({ start: "2023-03-01", end: "2024-02-29" })).toEqual({ start: "2024-03-01", end: "2025-02-28" });
  });

  it("follows an 18-month first period with 12 months from the day after it", () => {
    // 1 Jan 2025 to 30 Jun 2026, then 1 Jul 2026 to 30 Jun 2027; the year before it is 2024.
    const first = { start: "2025-01-01", end: "2026-06-30" };
    expect(nextPeriod(first)).toEqual({ start: "2026-07-01", end: "2027-06-30" });
    expect(previousPeriod(first)).toEqual({ start: "2024-01-01", end: "2024-12-31" });
  });

  it("never stretches a period: an earlier or later date falls in a period of its own", () => {
    expect(periodContaining(FY, "2025-12-25")).toEqual(FY);
    expect(periodContaining(FY, "2025-03-31")).toEqual({ start: "2024-04-01", end: "2025-03-31" });
    expect(periodContaining(FY, "2028-04-01")).toEqual({ start: "2028-04-01", end: "2029-03-31" });
  });

  it("walks the grid from the anchor even when the anchor is longer than 12 months", () => {
    const long = { start: "2025-01-01", end: "2026-06-30" };
    expect(periodsOf(long, ["2024-06-01", "2025-03-01", "2026-07-01"])).toEqual({
      periods: [{ start: "2024-01-01", end: "2024-12-31" }, long, { start: "2026-07-01", end: "2027-06-30" }],
    });
  });

  it("lists each period the dates touch once, earliest first", () => {
    expect(periodsOf(FY, ["2026-05-01", "2025-05-01", "2025-06-01", "2026-04-01"])).toEqual({
      periods: [FY, nextPeriod(FY)],
    });
    expect(periodsOf(FY, [])).toEqual({ periods: [] });
  });
});
