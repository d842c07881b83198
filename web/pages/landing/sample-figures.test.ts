import { describe, expect, it } from "vitest";
import { formatGBP } from "../../../core/money";
import { SAMPLE_EXPENSES, SAMPLE_INCOME, SAMPLE_PROFIT, sampleTotal } from "./sample-figures";

describe("landing sample Profit & Loss", () => {
  it("adds up: income less expenses is the profit shown", () => {
    expect(formatGBP(sampleTotal(SAMPLE_INCOME))).toBe("£48,370.00");
    expect(formatGBP(sampleTotal(SAMPLE_EXPENSES))).toBe("£26,815.40");
    expect(formatGBP(SAMPLE_PROFIT)).toBe("£21,554.60");
  });
});
