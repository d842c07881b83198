import type { DeadlinesReport, PenaltyBand } from "../../../core/contracts";
import { lateFilingPenalty, lateFilingPenaltyToJson, microEntityCheckToJson } from "../../../core/filing";
import { toPoundsNumber } from "../../../core/money";
import type { CompanyAccounts, CompanySettings } from "./accounts.service";

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
  const { accounts, filed } = ca.deadlines;
  // Core's penalty table says whether a delivery on that day was late (and by how much), for the day filed or today.
  const onFiling = filed.accounts ? lateFilingPenalty({ deadline: accounts.dueDate, filedOn: filed.accounts }) : null;
  const ifFiledToday =
    accounts.overdue && !filed.accounts ? lateFilingPenalty({ deadline: accounts.dueDate, filedOn: ca.today }) : null;
  return {
    available: true,
    accounts: { ...accounts },
    corporationTaxPayment: { ...ca.deadlines.corporationTaxPayment },
    corporationTaxPayments: ca.deadlines.corporationTaxPayments.map((p) => ({ ...p })),
    ct600: { ...ca.deadlines.ct600 },
    dormant: ca.deadlines.dormant,
    dormantNote: ca.deadlines.dormantNote,
    period: { startDate: ca.period.start, endDate: ca.period.end },
    periodSource: ca.periodSource,
    today: ca.today,
    penaltyIfFiledToday: ifFiledToday ? lateFilingPenaltyToJson(ifFiledToday) : null,
    filed: { ...filed },
    penaltyForFilingLate: onFiling?.late ? lateFilingPenaltyToJson(onFiling) : null,
    penaltyBands: penaltyBands(),
    microEntity: microEntityCheckToJson(ca.microEntity),
  };
}
