import { describe, expect, it } from "vitest";
import { money } from "./money";

describe("money at the edge", () => {
  it("formats API decimal strings as pounds with 2 decimals", () => {
    expect(money("1234.5")).toBe("£1,234.50");
    expect(money("-12.00")).toBe("-£12.00");
    expect(money("3.10", true)).toBe("+£3.10");
    expect(money(null)).toBe("£0.00");
  });
});
