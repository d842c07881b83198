import { describe, expect, it } from "vitest";
import {
  accountingPeriodLength,
  isFirstLongPeriod,
  splitIntoAccountingPeriods,
  startsAtIncorporation,
} from "./period-length";

describe("the length of a period", () => {
  it("classes a period as 12 months, short or long", () => {
    expect(accountingPeriodLength({ start: "2024-01-01", end: "2024-12-31" })).toBe("twelve-months");
    expect(accountingPeriodLength({ start: "2024-01-01", end: "2024-12-30" })).toBe("short");
    expect(accountingPeriodLength({ start: "2024-01-01", end: "2025-01-01" })).toBe("long");
  });

  it("splits a long period of account into a 12-month accounting period and the rest (CTA 2009 s10)", () => {
    expect(splitIntoAccountingPeriods({ start: "2025-01-15", end: "2026-01-31" })).toEqual([
      { start: "2025-01-15", end: "2026-01-14" },
      { start: "2026-01-15", end: "2026-01-31" },
    ]);
  });

  it("splits an 18-month first period into 12 months and 6", () => {
    // 1 Jan 2025 + 12 months − 1 day = 31 Dec 2025; the remaining 6 months run 1 Jan to 30 Jun 2026.
    expect(splitIntoAccountingPeriods({ start: "2025-01-01", end: "2026-06-30" })).toEqual([
      { start: "2025-01-01", end: "2025-12-31" },
      { start: "2026-01-01", end: "2026-06-30" },
    ]);
    // From a month end: 31 Mar 2025 → 30 Mar 2026 (the day before the anniversary), then to 30 Sep 2026.
    expect(splitIntoAccountingPeriods({ start: "2025-03-31", end: "2026-09-30" })).toEqual([
      { start: "2025-03-31", end: "2026-03-30" },
      { start: "2026-03-31", end: "2026-09-30" },
    ]);
  });

  it("keeps a period of 12 months or less whole, and refuses one that ends before it starts", () => {
    const year = { start: "2024-03-01", end: "2025-02-28" };
    expect(splitIntoAccountingPeriods(year)).toEqual([year]);
    expect(() => splitIntoAccountingPeriods({ start: "2025-01-02", end: "2025-01-01" })).toThrow(RangeError);
  });

  it("knows a first period from incorporation that runs past 12 months (CA 2006 s442(3))", () => {
    const first = { start: "2025-01-15", end: "2026-01-31" };
    expect(isFirstLongPeriod(first, "2025-01-15")).toBe(true);
    // Not from incorporation, or not past 12 months, or no incorporation date known.
    expect(isFirstLongPeriod(first, "2024-06-01")).toBe(false);
    expect(isFirstLongPeriod({ start: "2025-02-01", end: "2026-01-31" }, "2025-02-01")).toBe(false);
    expect(isFirstLongPeriod(first, null)).toBe(false);
  });

  it("knows a company's first period: incorporated on or after its start", () => {
    const year = { start: "2025-04-01", end: "2026-03-31" };
    expect(startsAtIncorporation(year, "2025-04-01")).toBe(true);
    expect(startsAtIncorporation(year, "2025-04-10")).toBe(true);
    expect(startsAtIncorporation(year, "2025-03-31")).toBe(false);
    expect(startsAtIncorporation(year, null)).toBe(false);
    expect(startsAtIncorporation(year, undefined)).toBe(false);
  });
});
