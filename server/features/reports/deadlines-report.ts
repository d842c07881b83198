import {
  type Deadline,
  type LateFilingBand,
  type LateFilingPenaltyJson,
  lateFilingPenalty,
  lateFilingPenaltyToJson,
  type MicroEntityCheckJson,
  microEntityCheckToJson,
} from "../../../core/filing";
import { toPoundsNumber } from "../../../core/money";
import type { CompanyAccounts, CompanySettings } from "./accounts.service";
import type { PeriodSource } from "./company-period";

export interface PenaltyBand {
  band: LateFilingBand;
  label: string;
  amount: number;
  /** When last year's accounts were also late (SI 2008/497 reg 2(2)). */
  amountIfLateLastYear: number;
}

/** GET /api/reports/deadlines. */
export type DeadlinesReport =
  | { available: false; message: string }
  | {
      available: true;
      accounts: DeadlineJson;
      corporationTaxPayment: DeadlineJson;
      ct600: DeadlineJson;
      period: { startDate: string; endDate: string };
      periodSource: PeriodSource | null;
      today: string;
      /** The Companies House penalty if the accounts were delivered today (null while they are not late). */
      penaltyIfFiledToday: LateFilingPenaltyJson | null;
      penaltyBands: PenaltyBand[];
      microEntity: MicroEntityCheckJson;
    };

/** A due date with the rule behind it and the days left from today (negative once passed). */
export type DeadlineJson = { [K in keyof Deadline]: Deadline[K] };

/** A lateness in days inside each band, for core's penalty table (longest months assumed: 31, 92, 184 days). */
const BAND_EXAMPLES: readonly { days: number; label: string }[] = [
  { days: 1, label: "Up to 1 month late" },
  { days: 32, label: "More than 1 month and up to 3 months late" },
  { days: 93, label: "More than 3 months and up to 6 months late" },
  { days: 185, label: "More than 6 months late" },
];

/** The private company late filing penalties (CA 2006 s453), from core. */
export function penaltyBands(): PenaltyBand[] {
  return BAND_EXAMPLES.map(({ days, label }) => {
    const once = lateFilingPenalty(days);
    return {
      band: once.band,
      label,
      amount: toPoundsNumber(once.amount),
      amountIfLateLastYear: toPoundsNumber(lateFilingPenalty(days, true).amount),
    };
  });
}

export function deadlinesReport(ca: CompanyAccounts<CompanySettings>): DeadlinesReport {
  if (!ca.period || !ca.deadlines || !ca.microEntity) {
    return { available: false, message: "Upload your bank statements or set the company's period to see deadlines." };
  }
  const { accounts } = ca.deadlines;
  const penalty = accounts.overdue
    ? lateFilingPenaltyToJson(lateFilingPenalty({ deadline: accounts.dueDate, filedOn: ca.today }))
    : null;
  return {
    available: true,
    accounts: { ...accounts },
    corporationTaxPayment: { ...ca.deadlines.corporationTaxPayment },
    ct600: { ...ca.deadlines.ct600 },
    period: { startDate: ca.period.start, endDate: ca.period.end },
    periodSource: ca.periodSource,
    today: ca.today,
    penaltyIfFiledToday: penalty,
    penaltyBands: penaltyBands(),
    microEntity: microEntityCheckToJson(ca.microEntity),
  };
}
