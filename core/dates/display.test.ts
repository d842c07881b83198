import { describe, expect, it } from "vitest";
import { formatDateOnly } from "./display";

describe("dates in tables", () => {
  it("shows a date-only value as en-GB without a time-zone shift", () => {
    expect(formatDateOnly("2026-03-31")).toBe("31/03/2026");
    expect(formatDateOnly("not a date")).toBe("not a date");
  });
});
