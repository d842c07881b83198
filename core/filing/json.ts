import { toPoundsNumber } from "../money";
import type { MicroEntityCheck } from "./micro-entity";
import type { LateFilingPenalty } from "./penalties";

export interface MicroEntityCheckJson {
  qualifies: boolean;
  tests: { name: string; label: string; value: number; limit: number; met: boolean }[];
  thresholdsLabel: string;
}

/** Money tests (turnover, balance sheet total) in pounds; the employee test stays a head count. */
export function microEntityCheckToJson(check: MicroEntityCheck): MicroEntityCheckJson {
  return {
    ...check,
    tests: check.tests.map((t) =>
      t.name === "employees" ? { ...t } : { ...t, value: toPoundsNumber(t.value), limit: toPoundsNumber(t.limit) },
    ),
  };
}

export type LateFilingPenaltyJson = Omit<LateFilingPenalty, "amount"> & { amount: number };

export function lateFilingPenaltyToJson(p: LateFilingPenalty): LateFilingPenaltyJson {
  return { ...p, amount: toPoundsNumber(p.amount) };
}
