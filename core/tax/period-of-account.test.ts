import { describe, expect, it } from "vitest";
import { fromPounds } from "../money";
import { corporationTaxForPeriodOfAccount, totalTax } from "./period-of-account";

describe("corporation tax for a period of account", () => {
  it("taxes a 13-month period of account as two accounting periods, capital spend in the one it fell in", () => {
    const parts = corporationTaxForPeriodOfAccount({
      start: "2025-01-15",
      end: "2026-01-31",
      accountingProfit: fromPounds(38_200),
      equipmentPurchases: [{ date: "2026-01-20", cost: fromPounds(1_000) }],
    });
    expect(parts.map((p) => [p.startDate, p.endDate, p.days])).toEqual([
      ["2025-01-15", "2026-01-14", 365],
      ["2026-01-15", "2026-01-31", 17],
    ]);
    expect(parts[0]!.accountingProfit + parts[1]!.accountingProfit).toBe(fromPounds(38_200));
    expect(parts[0]!.accountingProfit).toBe(fromPounds(36_500));
    expect(parts[1]!.capitalAllowances).toBe(fromPounds(1_000));
    expect(parts[0]!.tax).toBe(fromPounds(6_935));
    expect(totalTax(parts)).toBe(parts[0]!.tax + parts[1]!.tax);
  });
});
