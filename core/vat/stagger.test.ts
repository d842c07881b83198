import { describe, expect, it } from "vitest";
import { isVatStagger, quarterEndMonths, quarterEndOf, vatQuarterSpans } from "./stagger";

/* HMRC's three quarterly staggers (VAT Notice 700/12): quarters ending Mar/Jun/Sep/Dec, Apr/Jul/Oct/Jan, May/Aug/Nov/Feb. */
describe("VAT staggers", () => {
  it("names the months each stagger's quarters end in", () => {
    expect(quarterEndMonths("mar-jun-sep-dec")).toEqual([3, 6, 9, 12]);
    expect(quarterEndMonths("apr-jul-oct-jan")).toEqual([1, 4, 7, 10]);
    expect(quarterEndMonths("may-aug-nov-feb")).toEqual([2, 5, 8, 11]);
    expect(isVatStagger("may-aug-nov-feb")).toBe(true);
    expect(isVatStagger("monthly")).toBe(false);
  });

  it("finds the end of the quarter a date falls in, leap years included", () => {
    expect(quarterEndOf("2024-01-15", "may-aug-nov-feb")).toBe("2024-02-29");
    expect(quarterEndOf("2025-02-28", "may-aug-nov-feb")).toBe("2025-02-28");
    expect(quarterEndOf("2024-11-01", "apr-jul-oct-jan")).toBe("2025-01-31");
    expect(quarterEndOf("2024-12-31", "mar-jun-sep-dec")).toBe("2024-12-31");
  });

  it("covers a year to 31 May with four whole quarters ending Aug, Nov, Feb and May", () => {
    const spans = vatQuarterSpans({ start: "2024-06-01", end: "2025-05-31" }, "may-aug-nov-feb");
    expect(spans.map((s) => [s.start, s.end, s.part])).toEqual([
      ["2024-06-01", "2024-08-31", false],
      ["2024-09-01", "2024-11-30", false],
      ["2024-12-01", "2025-02-28", false],
      ["2025-03-01", "2025-05-31", false],
    ]);
  });

  it("cuts the quarters at both ends of a period that does not start and end with one", () => {
    // Year to 31 March 2026 on the Feb/May/Aug/Nov stagger: 1 April falls in the quarter March–May 2025, and
    // 31 March 2026 in the quarter March–May 2026.
    const spans = vatQuarterSpans({ start: "2025-04-01", end: "2026-03-31" }, "may-aug-nov-feb");
    expect(spans).toHaveLength(5);
    expect(spans[0]).toEqual({
      start: "2025-04-01",
      end: "2025-05-31",
      quarterStart: "2025-03-01",
      quarterEnd: "2025-05-31",
      part: true,
    });
    expect(spans[4]).toEqual({
      start: "2026-03-01",
      end: "2026-03-31",
      quarterStart: "2026-03-01",
      quarterEnd: "2026-05-31",
      part: true,
    });
    expect(spans.slice(1, 4).every((s) => !s.part)).toBe(true);
  });

  it("starts at the VAT registration date when it falls in the period, and has none when it comes after", () => {
    const year = { start: "2024-04-01", end: "2025-03-31" };
    const spans = vatQuarterSpans(year, "mar-jun-sep-dec", "2024-09-15");
    expect(spans.map((s) => [s.start, s.end, s.part])).toEqual([
      ["2024-09-15", "2024-09-30", true],
      ["2024-10-01", "2024-12-31", false],
      ["2025-01-01", "2025-03-31", false],
    ]);
    expect(vatQuarterSpans(year, "mar-jun-sep-dec", "2025-04-01")).toEqual([]);
    expect(vatQuarterSpans(year, "mar-jun-sep-dec", "2020-01-01")).toHaveLength(4);
  });
});
