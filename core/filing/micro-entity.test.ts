import { describe, expect, it } from "vitest";
import { fromPounds, pence } from "../money";
import { microEntityCheck, microEntityCheckToJson } from "./index";

const check = (periodStart: string, periodEnd: string, turnover: number, total: number, employees: number) =>
  microEntityCheck({
    periodStart,
    periodEnd,
    turnover: fromPounds(turnover),
    balanceSheetTotal: fromPounds(total),
    averageEmployees: employees,
  });

describe("micro-entity conditions (CA 2006 s384A)", () => {
  it("uses £1,000,000 / £500,000 / 10 for years beginning on or after 6 April 2025", () => {
    const r = check("2025-04-06", "2026-04-05", 1_000_000, 500_000, 10);
    expect(r.qualifies).toBe(true);
    expect(r.tests.map((t) => [t.name, t.limit, t.met])).toEqual([
      ["turnover", fromPounds(1_000_000), true],
      ["balanceSheetTotal", fromPounds(500_000), true],
      ["employees", 10, true],
    ]);
    expect(r.thresholdsLabel).toContain("on or after 6 April 2025");
    expect(r.thresholdsLabel).toContain("£1,000,000");
  });

  it("uses £632,000 / £316,000 / 10 for years beginning before 6 April 2025 (a year ending 30 Jun 2025)", () => {
    const r = check("2024-07-01", "2025-06-30", 700_000, 316_000, 3);
    expect(r.tests.map((t) => t.limit)).toEqual([fromPounds(632_000), fromPounds(316_000), 10]);
    expect(r.tests.map((t) => t.met)).toEqual([false, true, true]);
    expect(r.qualifies).toBe(true);
    expect(r.thresholdsLabel).toContain("before 6 April 2025");
  });

  it("treats the limits as 'not more than': one penny or one employee over fails that test", () => {
    const r = microEntityCheck({
      periodStart: "2025-04-06",
      periodEnd: "2026-04-05",
      turnover: pence(fromPounds(1_000_000) + 1),
      balanceSheetTotal: pence(fromPounds(500_000) + 1),
      averageEmployees: 11,
    });
    expect(r.tests.every((t) => !t.met)).toBe(true);
    expect(r.qualifies).toBe(false);
  });

  it("qualifies on 2 of 3 and fails on 1 of 3", () => {
    expect(check("2025-04-06", "2026-04-05", 2_000_000, 100_000, 2).qualifies).toBe(true);
    expect(check("2025-04-06", "2026-04-05", 2_000_000, 600_000, 2).qualifies).toBe(false);
  });

  it("adjusts the turnover limit proportionately for a period that is not a year (s384A(5))", () => {
    // 6 months, 1 May–31 Oct 2025 = 184 days: £1,000,000 × 184/365 = £504,109.59
    const r = check("2025-05-01", "2025-10-31", 504_109, 600_000, 20);
    expect(r.tests[0]).toMatchObject({ limit: 50_410_959, met: true });
    expect(check("2025-05-01", "2025-10-31", 504_110, 100, 20).tests[0]?.met).toBe(false);
    expect(r.thresholdsLabel).toContain("184 days");
  });

  it("keeps the full turnover limit for a 12-month year of 366 days", () => {
    expect(check("2027-03-01", "2028-02-29", 1_000_000, 0, 0).tests[0]).toMatchObject({
      limit: fromPounds(1_000_000),
      met: true,
    });
  });
});

describe("micro-entity JSON", () => {
  it("gives money in pounds and employees as a count", () => {
    const json = microEntityCheckToJson(check("2025-04-06", "2026-04-05", 1_000, 2_000, 3));
    expect(json.tests).toEqual([
      { name: "turnover", label: "Turnover", value: 1_000, limit: 1_000_000, met: true },
      { name: "balanceSheetTotal", label: "Balance sheet total", value: 2_000, limit: 500_000, met: true },
      { name: "employees", label: "Average number of employees", value: 3, limit: 10, met: true },
    ]);
  });
});
