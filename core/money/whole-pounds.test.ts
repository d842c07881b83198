import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatWholePounds, formatWholePoundsNumber, pence, toWholePounds } from "./index";

describe("whole pounds", () => {
  it("rounds pence half away from zero", () => {
    // £1.49 → 1, £1.50 → 2, -£1.50 → -2, -£1.49 → -1, -£0.49 → 0 (not -0), £1,234.50 → 1,235.
    expect([149, 150, -150, -149, -49, 123_450].map((p) => toWholePounds(pence(p)))).toEqual([1, 2, -2, -1, 0, 1_235]);
  });

  it("is the nearest whole pound for any amount, ties away from zero", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (p) => {
        const pounds = toWholePounds(pence(p));
        expect(Math.abs(p - pounds * 100)).toBeLessThanOrEqual(50);
        if (Math.abs(p) % 100 === 50) expect(Math.abs(pounds * 100)).toBeGreaterThan(Math.abs(p));
      }),
    );
  });

  it("prints pounds with separators and no decimals", () => {
    expect(formatWholePoundsNumber(12_345)).toBe("£12,345");
    expect(formatWholePoundsNumber(-1_000)).toBe("-£1,000");
    expect(formatWholePoundsNumber(0)).toBe("£0");
    expect(formatWholePoundsNumber(1_234_567)).toBe("£1,234,567");
  });

  it("prints pence as rounded whole pounds, with no minus sign on a nil figure", () => {
    expect(formatWholePounds(pence(123_450))).toBe("£1,235");
    expect(formatWholePounds(pence(-150))).toBe("-£2");
    expect(formatWholePounds(pence(-49))).toBe("£0");
  });
});
