import { describe, expect, it } from "vitest";
import type { PeriodDto } from "../../../core/contracts";
import { closedThrough } from "./locked-rows";

const period = (startDate: string, endDate: string, status: "open" | "closed"): PeriodDto => ({
  id: status === "closed" ? startDate : null,
  startDate,
  endDate,
  status,
  closedAt: null,
  canReopen: false,
  reopenBlockedBy: null,
});

describe("closedThrough", () => {
  it("is the end of the latest closed year, never the open one's", () => {
    expect(
      closedThrough([
        period("2023-04-01", "2024-03-31", "closed"),
        period("2024-04-01", "2025-03-31", "closed"),
        period("2025-04-01", "2026-03-31", "open"),
      ]),
    ).toBe("2025-03-31");
  });

  it("is null while no year is closed", () => {
    expect(closedThrough([period("2025-04-01", "2026-03-31", "open")])).toBeNull();
    expect(closedThrough([])).toBeNull();
  });
});
