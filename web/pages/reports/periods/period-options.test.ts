import { describe, expect, it } from "vitest";
import type { PeriodDto, PeriodsList } from "../../../../core/contracts";
import { optionValue, periodOptions, shownPeriod } from "./period-options";

const closed = (id: string, startDate: string, endDate: string): PeriodDto => ({
  id,
  startDate,
  endDate,
  status: "closed",
  closedAt: "2026-05-01T10:00:00.000Z",
  canReopen: false,
  reopenBlockedBy: null,
});
const current: PeriodDto = { ...closed("x", "2026-04-01", "2027-03-31"), id: null, status: "open", closedAt: null };
const list: PeriodsList = {
  periods: [closed("p1", "2024-04-01", "2025-03-31"), closed("p2", "2025-04-01", "2026-03-31")],
  current,
};

describe("the period picker", () => {
  it("offers the current period first, then the closed ones latest first", () => {
    expect(periodOptions(list).map((o) => [o.value, o.label])).toEqual([
      ["", "1 April 2026 to 31 March 2027 (current)"],
      ["p2", "1 April 2025 to 31 March 2026 (closed)"],
      ["p1", "1 April 2024 to 31 March 2025 (closed)"],
    ]);
  });

  it("finds the period ?period= names by id or by start date, and the current one without it", () => {
    expect(shownPeriod(list, undefined)).toBe(current);
    expect(shownPeriod(list, "p1")?.startDate).toBe("2024-04-01");
    expect(shownPeriod(list, "2025-04-01")?.id).toBe("p2");
    expect(shownPeriod(list, "2026-04-01")).toBe(current);
    expect(shownPeriod(list, "nope")).toBeNull();
  });

  it("gives the current period the empty value, a closed one its id", () => {
    expect(optionValue(current)).toBe("");
    expect(optionValue(list.periods[0] ?? null)).toBe("p1");
    expect(optionValue(null)).toBe("");
  });
});
