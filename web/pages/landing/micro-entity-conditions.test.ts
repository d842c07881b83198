import { describe, expect, it } from "vitest";
import { type ConditionId, meetsSizeTest } from "./micro-entity-conditions";

describe("micro-entity size test on the landing page", () => {
  it("needs at least two of the three conditions", () => {
    expect(meetsSizeTest(new Set<ConditionId>(["turnover"]))).toBe(false);
    expect(meetsSizeTest(new Set<ConditionId>(["turnover", "employees"]))).toBe(true);
    expect(meetsSizeTest(new Set<ConditionId>(["turnover", "employees", "balance-sheet"]))).toBe(true);
  });
});
