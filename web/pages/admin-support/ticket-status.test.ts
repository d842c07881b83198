import { describe, expect, it } from "vitest";
import { isTicketStatus, splitTags } from "./ticket-status";

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
