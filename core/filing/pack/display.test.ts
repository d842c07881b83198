import { describe, expect, it } from "vitest";
import { columnHeading, formatAmount } from "./display";

describe("figures and headings as the accounts print them", () => {
  it("prints whole pounds with separators, negatives in brackets and nil as 0", () => {
    expect([1_234, -1_234, 0, 1_234_567, 999].map(formatAmount)).toEqual(["1,234", "(1,234)", "0", "1,234,567", "999"]);
  });

  it("heads a column with its year, or with the full date when both columns end in the same year", () => {
    expect(columnHeading("2026-03-31", "2025-03-31")).toBe("2026");
    expect(columnHeading("2025-03-31", "2026-03-31")).toBe("2025");
    expect(columnHeading("2026-03-31", null)).toBe("2026");
    // A short period: 31 January 2026 and 31 December 2026 would both be "2026".
    expect(columnHeading("2026-12-31", "2026-01-31")).toBe("31 December 2026");
  });
});
