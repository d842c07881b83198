import { describe, expect, it } from "vitest";
import { checkPeriod, reportPeriod, suggestPeriod } from "./chosen-period";

const FY = { start: "2025-04-01", end: "2026-03-31" };

describe("suggesting a period from transactions", () => {
  it("starts a company's first period on the first day of its earliest transaction's month, for 12 months", () => {
    expect(suggestPeriod("2025-04-17")).toEqual(FY);
    expect(suggestPeriod("2024-02-29")).toEqual({ start: "2024-02-01", end: "2025-01-31" });
  });

  it("suggests nothing without transactions", () => {
    expect(suggestPeriod(null)).toBeNull();
  });
});

describe("checking a chosen period", () => {
  it("says nothing until both ends are set, and nothing about 12 months or less", () => {
    expect(checkPeriod(null)).toEqual({ error: null, notes: [] });
    expect(checkPeriod(FY)).toEqual({ error: null, notes: [] });
    expect(checkPeriod({ start: "2025-04-01", end: "2025-04-01" })).toEqual({ error: null, notes: [] });
  });

  it("refuses an end before the start", () => {
    expect(checkPeriod({ start: "2025-04-01", end: "2025-03-31" })).toEqual({
      error: "The period end must be after the period start.",
      notes: [],
    });
  });

  it("allows 18 months and refuses a day more (CA 2006 s392(5))", () => {
    // 1 Jan 2025 + 18 months − 1 day = 30 Jun 2026.
    expect(checkPeriod({ start: "2025-01-01", end: "2026-06-30" }).error).toBeNull();
    expect(checkPeriod({ start: "2025-01-01", end: "2026-07-01" })).toEqual({
      error: "An accounting period for Companies House can be at most 18 months long.",
      notes: [],
    });
  });

  it("notes that a period over 12 months needs two Company Tax Returns", () => {
    // 1 Apr 2025 to 1 Apr 2026: 366 days, a day past 12 months.
    expect(checkPeriod({ start: "2025-04-01", end: "2026-04-01" })).toEqual({
      error: null,
      notes: [
        "This period is 366 days long, more than 12 months. Companies House accepts one set of accounts for it, " +
          "but HMRC needs two Company Tax Returns: one for the first 12 months and one for the rest.",
      ],
    });
  });
});

describe("the period the reports cover", () => {
  it("is the company's own when it has one", () => {
    expect(reportPeriod(FY, "2024-06-10")).toEqual({ period: FY, source: "company" });
  });

  it("is suggested from the earliest transaction otherwise, and absent with neither", () => {
    expect(reportPeriod(null, "2025-04-17")).toEqual({ period: FY, source: "suggested" });
    expect(reportPeriod(null, null)).toBeNull();
  });
});
