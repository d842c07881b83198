import { describe, expect, it } from "vitest";
import { hasPeriodToAnswer } from "./company-period-answers";

const none = { periodStart: null, periodEnd: null, suggestedPeriod: null };

describe("hasPeriodToAnswer", () => {
  it("has no period for a new company with no dates and no transactions", () => {
    expect(hasPeriodToAnswer(none)).toBe(false);
  });

  it("has the company's own saved period", () => {
    expect(hasPeriodToAnswer({ ...none, periodStart: "2025-04-01", periodEnd: "2026-03-31" })).toBe(true);
  });

  it("has no period from a start date alone", () => {
    expect(hasPeriodToAnswer({ ...none, periodStart: "2025-04-01" })).toBe(false);
  });

  it("has the period suggested from the first transaction", () => {
    expect(hasPeriodToAnswer({ ...none, suggestedPeriod: { start: "2025-04-01", end: "2026-03-31" } })).toBe(true);
  });
});
