import { describe, expect, it } from "vitest";
import { comparativeCell } from "./comparative-cell";

describe("a comparatives cell", () => {
  it("shows the average number of employees as a number, never as money", () => {
    expect(comparativeCell(1, "count")).toBe("1");
    expect(comparativeCell(0, "count")).toBe("0");
    expect(comparativeCell(null, "count")).toBe("—");
  });

  it("shows money in the accounts' style", () => {
    expect(comparativeCell(1)).not.toBe("1");
    expect(comparativeCell(1)).toContain("1");
  });
});
