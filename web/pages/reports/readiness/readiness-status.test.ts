import { describe, expect, it } from "vitest";
import type { ReadinessCheck } from "../../../../core/contracts/readiness";
import { checklistOrder, packsDisabledReason } from "./readiness-status";

const check = (id: ReadinessCheck["id"], status: ReadinessCheck["status"]): ReadinessCheck => ({
  id,
  status,
  message: `${id} message`,
  fixAt: "/company",
});

describe("checklistOrder", () => {
  it("puts blocking items first, then warnings, keeping the server's order within each", () => {
    const checks = [
      check("uncategorised", "pass"),
      check("low-confidence", "warn"),
      check("period-confirmed", "block"),
      check("company-details", "pass"),
      check("notes-answered", "block"),
    ];
    expect(checklistOrder(checks).map((c) => c.id)).toEqual([
      "period-confirmed",
      "notes-answered",
      "low-confidence",
      "uncategorised",
      "company-details",
    ]);
  });
});

describe("packsDisabledReason", () => {
  it("says how many items block, in words", () => {
    const readiness = { ready: false, checks: [check("uncategorised", "block"), check("cash-check", "block")] };
    expect(packsDisabledReason(readiness)).toContain("2 items block filing");
    expect(packsDisabledReason({ ready: false, checks: [check("uncategorised", "block")] })).toContain(
      "1 item blocks filing",
    );
  });

  it("gives no reason when nothing blocks (warnings do not disable the packs)", () => {
    expect(packsDisabledReason({ ready: true, checks: [check("dividends", "warn")] })).toBeNull();
  });

  it("keeps the packs disabled until the checks have loaded", () => {
    expect(packsDisabledReason(undefined)).not.toBeNull();
  });
});
