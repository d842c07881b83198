import { describe, expect, it } from "vitest";
import { formatDecimalPounds } from "./adjustment-text";

describe("an adjustment's amount as the lists show it", () => {
  it("formats the API's decimal string as pounds with 2 decimals", () => {
    expect(formatDecimalPounds("1250.5")).toBe("£1,250.50");
    expect(formatDecimalPounds("-12.00")).toBe("-£12.00");
  });

  it("shows an amount it cannot read as it came, rather than a made-up £0.00", () => {
    expect(formatDecimalPounds("about 10")).toBe("about 10");
  });
});
