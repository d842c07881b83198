import { describe, expect, it } from "vitest";
import { type Pence, pence, toPoundsJson } from "./index";

describe("toPoundsJson", () => {
  it("turns every money field into pounds, deep in objects and arrays, and leaves listed counts alone", () => {
    const report = {
      total: pence(123_456),
      days: 365,
      lines: [{ amount: pence(-5), ratePercent: 19 }],
      label: "Sales",
      missing: null,
    };
    expect(toPoundsJson(report, new Set(["days", "ratePercent"]))).toEqual({
      total: 1_234.56,
      days: 365,
      lines: [{ amount: -0.05, ratePercent: 19 }],
      label: "Sales",
      missing: null,
    });
  });

  it("reads a bare amount as money", () => {
    expect(toPoundsJson(1_050 as Pence, new Set())).toBe(10.5);
  });
});
