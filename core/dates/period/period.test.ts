import { describe, expect, it } from "vitest";
import { periodDays, periodFrom, twelveMonthsFrom } from "./period";

describe("a period", () => {
  it("exists only when both ends are set", () => {
    expect(periodFrom("2025-04-01", "2026-03-31")).toEqual({ start: "2025-04-01", end: "2026-03-31" });
    expect(periodFrom("2025-04-01", null)).toBeNull();
    expect(periodFrom(null, "2026-03-31")).toBeNull();
  });

  it("counts both ends: a year has 365 days, or 366 with a 29 February in it, a single day 1", () => {
    expect(periodDays({ start: "2025-04-01", end: "2026-03-31" })).toBe(365);
    expect(periodDays({ start: "2023-04-01", end: "2024-03-31" })).toBe(366);
    expect(periodDays({ start: "2025-04-01", end: "2025-04-01" })).toBe(1);
  });

  it("runs 12 months from its first day", () => {
    expect(twelveMonthsFrom("2025-04-01")).toEqual({ start: "2025-04-01", end: "2026-03-31" });
    expect(twelveMonthsFrom("2024-03-01")).toEqual({ start: "2024-03-01", end: "2025-02-28" });
  });
});
