import { describe, expect, it } from "vitest";
import { formatTicketDate, isTicketStatus, splitTags } from "./ticket-status";

describe("splitTags", () => {
  it("splits on commas, trims and drops empty tags", () => {
    expect(splitTags("csv, upload,,bank ")).toEqual(["csv", "upload", "bank"]);
  });

  it("gives no tags for an empty or missing value", () => {
    expect(splitTags("")).toEqual([]);
    expect(splitTags(null)).toEqual([]);
  });
});

describe("isTicketStatus", () => {
  it("knows the four statuses only", () => {
    expect(["new", "open", "resolved", "spam"].every(isTicketStatus)).toBe(true);
    expect(isTicketStatus("closed")).toBe(false);
  });
});

describe("formatTicketDate", () => {
  it("shows an en-GB day/month/year date with the time", () => {
    expect(formatTicketDate("2025-11-03T09:05:00")).toBe("03/11/2025, 09:05");
  });

  it("shows text that is not a date as it is", () => {
    expect(formatTicketDate("soon")).toBe("soon");
  });
});
