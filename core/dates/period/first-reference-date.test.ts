import { describe, expect, it } from "vitest";
import { firstAccountingReferenceDate, firstPeriodEndNote } from "./first-reference-date";

/**
 * CA 2006 s391(4): the first accounting reference date is the last day of the month of the first anniversary of
 * incorporation; s390(3): the first accounts may end up to 7 days either side of it; s392: any other end needs the
 * date changed (form AA01) first. Worked example: Northgate Joinery Ltd, incorporated 1 February 2024, anniversary
 * 1 February 2025, so its first ARD is 28 February 2025; accounts for 1 Feb 2024 – 31 Mar 2025 (14 months) are only
 * accepted once the ARD is extended to 31 March 2025.
 */
describe("the first accounting reference date", () => {
  it("is the last day of the month of the first anniversary of incorporation", () => {
    expect(firstAccountingReferenceDate("2024-02-01")).toBe("2025-02-28");
    expect(firstAccountingReferenceDate("2025-01-15")).toBe("2026-01-31");
    expect(firstAccountingReferenceDate("2024-02-29")).toBe("2025-02-28");
  });

  it("asks for the AA01 when the first accounts end elsewhere", () => {
    expect(firstPeriodEndNote({ start: "2024-02-01", end: "2025-03-31" }, "2024-02-01")).toBe(
      "A company incorporated on 1 February 2024 has 28 February 2025 as its first accounting reference date " +
        "(Companies Act 2006 s391(4)). First accounts to 31 March 2025 need that date changed at Companies House " +
        "first (form AA01, s392); otherwise make them up to it.",
    );
  });

  it("says nothing within 7 days of the date, for a later period, or without an incorporation date", () => {
    expect(firstPeriodEndNote({ start: "2024-02-01", end: "2025-02-28" }, "2024-02-01")).toBeNull();
    expect(firstPeriodEndNote({ start: "2024-02-01", end: "2025-03-07" }, "2024-02-01")).toBeNull();
    expect(firstPeriodEndNote({ start: "2024-02-01", end: "2025-02-21" }, "2024-02-01")).toBeNull();
    expect(firstPeriodEndNote({ start: "2024-02-01", end: "2025-02-20" }, "2024-02-01")).not.toBeNull();
    expect(firstPeriodEndNote({ start: "2025-04-01", end: "2026-03-31" }, "2024-02-01")).toBeNull();
    expect(firstPeriodEndNote({ start: "2024-02-01", end: "2025-03-31" }, null)).toBeNull();
  });
});
