import { describe, expect, it } from "vitest";
import type { IsoDate } from "../../../../core/dates";
import { approvalDateError, defaultApprovalDate, londonToday } from "./approval-date";

const today = "2026-11-26" as IsoDate;

describe("approvalDateError (CA 2006 s414: approved on or after the balance sheet date)", () => {
  it("accepts the balance sheet date itself and any day up to today", () => {
    expect(approvalDateError("2026-03-31", "2026-03-31", today)).toBeNull();
    expect(approvalDateError("2026-11-26", "2026-03-31", today)).toBeNull();
  });

  it("refuses a date before the balance sheet date, naming it", () => {
    expect(approvalDateError("2026-03-30", "2026-03-31", today)).toBe(
      "Approval date cannot be before balance sheet date (31 March 2026).",
    );
  });

  it("refuses a date in the future", () => {
    expect(approvalDateError("2026-11-27", "2026-03-31", today)).toBe("Approval date cannot be in the future.");
  });

  it("asks for a date when there is none", () => {
    expect(approvalDateError("", "2026-03-31", today)).toBe("Approval date is required");
    expect(approvalDateError("2026-02-30", null, today)).not.toBeNull();
  });
});

describe("defaultApprovalDate", () => {
  it("starts at today once the period has ended, else empty", () => {
    expect(defaultApprovalDate("2026-03-31", today)).toBe(today);
    expect(defaultApprovalDate("2027-03-31", today)).toBe("");
    expect(defaultApprovalDate(null, today)).toBe("");
  });
});

describe("londonToday", () => {
  it("is the UK date, not UTC's, late on a summer evening", () => {
    // 23:30 UTC on 30 June 2026 is 00:30 BST on 1 July.
    expect(londonToday(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    expect(londonToday(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
  });
});
