import { describe, expect, it } from "vitest";
import { formatDateTime } from "./date-format";

describe("dates in tables", () => {
  it("shows a timestamp as an en-GB day/month/year date with the time", () => {
    expect(formatDateTime("2025-11-03T09:05:00")).toBe("03/11/2025, 09:05");
    expect(formatDateTime("2026-04-15T12:05:00.000Z")).toMatch(/^1[456]\/04\/2026, \d{2}:\d{2}$/);
  });

  it("shows text that is not a date as it is", () => {
    expect(formatDateTime("soon")).toBe("soon");
  });
});
