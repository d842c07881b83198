import { describe, expect, it } from "vitest";
import { withPeriod } from "../../../api/periods";
import { periodFromSearch, searchWithPeriod } from "./use-report-period";

describe("the report period in the URL", () => {
  it("reads ?period= and treats a missing or empty one as the current period", () => {
    expect(periodFromSearch("period=2025-04-01")).toBe("2025-04-01");
    expect(periodFromSearch("?x=1&period=abc")).toBe("abc");
    expect(periodFromSearch("")).toBeUndefined();
    expect(periodFromSearch("period=")).toBeUndefined();
  });

  it("sets and removes the period, keeping the other parameters", () => {
    expect(searchWithPeriod("x=1", "p1")).toBe("?x=1&period=p1");
    expect(searchWithPeriod("x=1&period=p1", undefined)).toBe("?x=1");
    expect(searchWithPeriod("period=p1", undefined)).toBe("");
  });

  it("adds the period to a report URL, encoded", () => {
    expect(withPeriod("/api/reports/vat", undefined)).toBe("/api/reports/vat");
    expect(withPeriod("/api/reports/vat", "a b")).toBe("/api/reports/vat?period=a%20b");
    expect(withPeriod("/api/reports/explain?line=vat", "p")).toBe("/api/reports/explain?line=vat&period=p");
  });
});
