import type { BalanceSheet, MonthlyPoint, ProfitAndLoss } from "../../../core/accounts";
import type { Deadline, LateFilingBand, LateFilingPenaltyJson, MicroEntityCheckJson } from "../../../core/filing";
import type { CorporationTaxComputation, PoundsJson } from "../../../core/tax";

/**
 * What the reports API answers (server/features/reports), typed from core's own report types: money is a number of
 * pounds with 2 decimals (core's PoundsJson), counts stay counts.
 */
export type PeriodSource = "company" | "suggested";

export type ProfitLossReport = Omit<PoundsJson<ProfitAndLoss>, "period"> & {
  period: { startDate: string | null; endDate: string | null };
  periodSource: PeriodSource | null;
  outsidePeriodCount: number;
  hasTransactions: boolean;
};

export type MissingKey = "transactions" | "period" | "openingBalances" | "bankBalance";

export type BalanceSheetJson = PoundsJson<BalanceSheet>;

export type BalanceSheetReport = Omit<BalanceSheetJson, "period" | "micro"> & {
  period: { endDate: string | null };
  micro: BalanceSheetJson["micro"] | null;
  periodSource: PeriodSource | null;
  missing: { key: MissingKey; message: string }[];
};

export type CorporationTaxJson = PoundsJson<CorporationTaxComputation>;

export type Unavailable = { available: false; message: string };

export type CorporationTaxReport =
  | Unavailable
  | (CorporationTaxJson & {
      available: true;
      periodOfAccount: { startDate: string; endDate: string };
      periods: CorporationTaxJson[];
      totalTax: number;
    });

export interface PenaltyBand {
  band: LateFilingBand;
  label: string;
  amount: number;
  amountIfLateLastYear: number;
}

export type DeadlinesReport =
  | Unavailable
  | {
      available: true;
      accounts: Deadline;
      corporationTaxPayment: Deadline;
      ct600: Deadline;
      period: { startDate: string; endDate: string };
      periodSource: PeriodSource | null;
      today: string;
      penaltyIfFiledToday: LateFilingPenaltyJson | null;
      penaltyBands: PenaltyBand[];
      microEntity: MicroEntityCheckJson;
    };

export interface MonthlyReport {
  period: { startDate: string; endDate: string } | null;
  months: PoundsJson<MonthlyPoint[]>;
}

export interface DrilldownRow {
  id: string;
  date: string;
  description: string;
  amount: number;
  categoryId: string | null;
  category: string | null;
  categoryConfidence: number | null;
  categoryReason: string | null;
}

/** Whole pounds, in the CH form's field names plus the director's loan (GET /api/company). */
export type OpeningBalancesPounds = Partial<Record<string, number>> | null;

export interface SampleReports {
  sample: true;
  company: {
    name: string;
    registrationNumber: string;
    averageEmployees: number;
    directors: string[];
    openingBalances: OpeningBalancesPounds;
  };
  profitLoss: ProfitLossReport;
  balanceSheet: BalanceSheetReport;
  corporationTax: CorporationTaxReport;
  deadlines: DeadlinesReport;
  monthly: MonthlyReport;
}

/** The reports one page shows, whether the visitor's own or the sample company's. */
export interface ReportSet {
  profitLoss: ProfitLossReport;
  balanceSheet: BalanceSheetReport;
  corporationTax: CorporationTaxReport | undefined;
  deadlines: DeadlinesReport | undefined;
  monthly: MonthlyReport | undefined;
}
