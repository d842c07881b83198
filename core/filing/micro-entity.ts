import { daysInPeriod, type IsoDate, twelveMonthEnd } from "../dates";
import { formatWholePounds, fromPounds, mulDiv, type Pence } from "../money";

export interface MicroEntityInput {
  periodStart: IsoDate;
  periodEnd: IsoDate;
  turnover: Pence;
  /** Gross assets: called up share capital not paid + fixed assets + current assets + prepayments (s384A(6)). */
  balanceSheetTotal: Pence;
  /** Monthly average of people employed under contracts of service (s384A(7)). */
  averageEmployees: number;
}

export type MicroEntityTest =
  | { name: "turnover" | "balanceSheetTotal"; label: string; value: Pence; limit: Pence; met: boolean }
  | { name: "employees"; label: string; value: number; limit: number; met: boolean };

export interface MicroEntityCheck {
  qualifies: boolean;
  tests: MicroEntityTest[];
  thresholdsLabel: string;
}

/** SI 2024/1303 raised the limits for financial years beginning on or after 6 April 2025. */
export const NEW_THRESHOLDS_FROM: IsoDate = "2025-04-06";

export interface MicroEntityThresholds {
  turnover: Pence;
  balanceSheetTotal: Pence;
  employees: number;
  label: string;
}

export function microEntityThresholds(periodStart: IsoDate): MicroEntityThresholds {
  if (periodStart >= NEW_THRESHOLDS_FROM) {
    return {
      turnover: fromPounds(1_000_000),
      balanceSheetTotal: fromPounds(500_000),
      employees: 10,
      label: "Financial years beginning on or after 6 April 2025 (CA 2006 s384A as amended by SI 2024/1303)",
    };
  }
  return {
    turnover: fromPounds(632_000),
    balanceSheetTotal: fromPounds(316_000),
    employees: 10,
    label: "Financial years beginning before 6 April 2025 (CA 2006 s384A)",
  };
}

/**
 * The micro-entity conditions (CA 2006 s384A): met when at least 2 of 3 are "not more than" their limit. For a
 * financial year that is not a year, the turnover limit is proportionately adjusted (s384A(5)) — here by days / 365,
 * compared exactly. The two-year rule of s384A(3) needs last year's result and is left to the caller.
 */
export function microEntityCheck(input: MicroEntityInput): MicroEntityCheck {
  const t = microEntityThresholds(input.periodStart);
  const isYear = input.periodEnd === twelveMonthEnd(input.periodStart);
  const days = daysInPeriod(input.periodStart, input.periodEnd);
  const turnoverMet = isYear
    ? input.turnover <= t.turnover
    : BigInt(input.turnover) * 365n <= BigInt(t.turnover) * BigInt(days);
  const turnoverLimit = isYear ? t.turnover : mulDiv(t.turnover, days, 365);
  const tests: MicroEntityTest[] = [
    { name: "turnover", label: "Turnover", value: input.turnover, limit: turnoverLimit, met: turnoverMet },
    {
      name: "balanceSheetTotal",
      label: "Balance sheet total",
      value: input.balanceSheetTotal,
      limit: t.balanceSheetTotal,
      met: input.balanceSheetTotal <= t.balanceSheetTotal,
    },
    {
      name: "employees",
      label: "Average number of employees",
      value: input.averageEmployees,
      limit: t.employees,
      met: input.averageEmployees <= t.employees,
    },
  ];
  const adjusted = isYear ? "" : `; turnover limit adjusted for a period of ${days} days (s384A(5))`;
  return {
    qualifies: tests.filter((x) => x.met).length >= 2,
    tests,
    thresholdsLabel: `${t.label}: turnover ${formatWholePounds(t.turnover)}, balance sheet total ${formatWholePounds(t.balanceSheetTotal)}, ${t.employees} employees${adjusted}`,
  };
}
