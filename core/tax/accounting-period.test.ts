import { describe, expect, it } from "vitest";
import { fromPounds } from "../money";
import { accountingPeriodLength, splitIntoAccountingPeriods, twelveMonthEnd } from "./accounting-period";
import { financialYearOf, rulesForFinancialYear, splitByFinancialYear } from "./financial-years";
import { corporationTaxForPeriodOfAccount, totalTax } from "./period-of-account";

describe("accounting periods and financial years", () => {
  it("ends 12 months on the day before the anniversary, keeping month ends together", () => {
    expect(twelveMonthEnd("2023-10-01")).toBe("2024-09-30");
    expect(twelveMonthEnd("2025-01-15")).toBe("2026-01-14");
    expect(twelveMonthEnd("2023-03-01")).toBe("2024-02-29");
    expect(twelveMonthEnd("2024-02-29")).toBe("2025-02-28");
  });

  it("classes a period as 12 months, short or long", () => {
    expect(accountingPeriodLength("2024-01-01", "2024-12-31")).toBe("twelve-months");
    expect(accountingPeriodLength("2024-01-01", "2024-12-30")).toBe("short");
    expect(accountingPeriodLength("2024-01-01", "2025-01-01")).toBe("long");
  });

  it("splits a long period of account into a 12-month accounting period and the rest (CTA 2009 s10)", () => {
    expect(splitIntoAccountingPeriods("2025-01-15", "2026-01-31")).toEqual([
      { startDate: "2025-01-15", endDate: "2026-01-14" },
      { startDate: "2026-01-15", endDate: "2026-01-31" },
    ]);
  });

  it("starts financial year N on 1 April N", () => {
    expect(financialYearOf("2024-03-31")).toBe(2023);
    expect(financialYearOf("2024-04-01")).toBe(2024);
    expect(splitByFinancialYear("2023-01-01", "2023-12-31")).toEqual([
      { financialYear: 2022, startDate: "2023-01-01", endDate: "2023-03-31", days: 90 },
      { financialYear: 2023, startDate: "2023-04-01", endDate: "2023-12-31", days: 275 },
    ]);
  });

  it("keeps FY2026 rules for later years and refuses years before FY2017", () => {
    expect(rulesForFinancialYear(2030).mainRatePercent).toBe(25);
    expect(rulesForFinancialYear(2030).smallProfits?.lowerLimit).toBe(fromPounds(50_000));
    expect(() => rulesForFinancialYear(2016)).toThrow(RangeError);
  });

  it("taxes a 13-month period of account as two accounting periods, capital spend in the one it fell in", () => {
    const parts = corporationTaxForPeriodOfAccount({
      startDate: "2025-01-15",
      endDate: "2026-01-31",
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
