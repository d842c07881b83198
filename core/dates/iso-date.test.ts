import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, addMonths, daysBetween, fromDayNumber, isIsoDate, toDayNumber } from "./index";

describe("iso dates", () => {
  it("round-trips day numbers", () => {
    fc.assert(
      fc.property(fc.integer({ min: -30000, max: 60000 }), (n) => {
        expect(toDayNumber(fromDayNumber(n))).toBe(n);
      }),
    );
    expect(toDayNumber("1970-01-01")).toBe(0);
  });
  it("crosses leap days and month ends", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2023-02-28", 1)).toBe("2023-03-01");
    expect(daysBetween("2024-01-01", "2025-01-01")).toBe(366);
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2025-03-31", 9)).toBe("2025-12-31");
  });
  it("validates calendar dates", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2023-13-01")).toBe(false);
  });
});
