import { describe, expect, it } from "vitest";
import { fromPounds } from "../money";
import { financialYearOf, rulesForFinancialYear, splitByFinancialYear } from "./financial-years";

describe("financial years", () => {
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
});
