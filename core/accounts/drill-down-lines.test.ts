import { describe, expect, it } from "vitest";
import { DRILL_DOWN_KEYS, DRILLABLE_SHEET_LINES, isDrillableSheetLine } from "./drill-down";

describe("which balance sheet lines open", () => {
  it("opens the lines made of the period's transactions or moved by adjustments, not the figures carried in", () => {
    for (const key of ["directors-loan", "vat", "bank-overdraft", "trade-creditors", "s455-tax"]) {
      expect(isDrillableSheetLine(key), key).toBe(true);
    }
    for (const key of ["stocks", "other-current-assets", "other-creditors", "paye-nic", "not-a-line"]) {
      expect(isDrillableSheetLine(key), key).toBe(false);
    }
  });

  it("never offers a line the drill-down refuses: every drillable line is one of its keys", () => {
    const keys = new Set<string>(DRILL_DOWN_KEYS);
    expect(DRILLABLE_SHEET_LINES.size).toBe(12);
    for (const key of DRILLABLE_SHEET_LINES) expect(keys.has(key), key).toBe(true);
  });
});
