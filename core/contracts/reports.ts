import { z } from "zod";
import type {
  BalanceSheet,
  Comparatives,
  DistributableProfits,
  MonthlyPoint,
  ProfitAndLoss,
  S455Charge,
  VatQuarter,
  VatSummary,
} from "../accounts";
import type { PeriodSource } from "../dates";
import type { Deadline, LateFilingBand, LateFilingPenaltyJson, MicroEntityCheckJson } from "../filing";
import type { PoundsJson } from "../money";
import type { CorporationTaxComputation } from "../tax";
import type { VatStagger } from "../vat";
import type { YearEndEffectJson } from "./adjustments";
import type { CompanyDto } from "./company";

/*
 * What the reports API answers (GET /api/reports/*), typed from core's own report types so the server and the web
 * app read one definition: money is a number of pounds with 2 decimals (core's PoundsJson), counts stay counts.
 */

export type { PeriodSource };

export type ProfitAndLossJson = PoundsJson<ProfitAndLoss>;

/** The current year beside the prior one (lines A–H, A–K, average employees); money in pounds. */
export type ComparativesJson = PoundsJson<Comparatives>;

/** Which period a report shows: the open one (`id` null), or a closed one (`?period=`). */
export interface ReportPeriodStatus {
  id: string | null;
  status: "open" | "closed";
}

/** GET /api/reports/profit-loss: the spec's shape (part 2 §3) plus the statutory lines; money in pounds. */
export type ProfitLossReport = Omit<ProfitAndLossJson, "period"> & {
  period: { startDate: string | null; endDate: string | null };
  periodSource: PeriodSource | null;
  /** Active transactions of the company dated outside the period (left out of every figure). */
  outsidePeriodCount: number;
  hasTransactions: boolean;
  /** Present in answers since comparatives existed: null until a prior year exists (closed here, or typed). */
  comparatives?: ComparativesJson | null;
  periodStatus?: ReportPeriodStatus;
};

export type MissingKey = "transactions" | "period" | "openingBalances" | "bankBalance";

export interface MissingHint {
  key: MissingKey;
  message: string;
}

export type BalanceSheetJson = PoundsJson<BalanceSheet>;

/** GET /api/reports/balance-sheet: the spec's shape (part 2 §3) plus the micro-entity lines; money in pounds. */
export type BalanceSheetReport = Omit<BalanceSheetJson, "period" | "micro"> & {
  period: { endDate: string | null };
  /** Null only when there is no period (no transactions and no period set). */
  micro: BalanceSheetJson["micro"] | null;
  periodSource: PeriodSource | null;
  /** What the person has not given yet that the figures need, each with where to give it. */
  missing: MissingHint[];
  /** Null until a prior year exists (closed here, or typed); always in the server's answers. */
  comparatives?: ComparativesJson | null;
  /**
   * Dividends against the profits available for distribution (CA 2006 s830): `excess` > 0 is unlawful, and the
   * explanations say so. Null without a period.
   */
  distributableProfits?: PoundsJson<DistributableProfits> | null;
  periodStatus?: ReportPeriodStatus;
};

/** Corporation tax and deadlines need a period; without one they answer this. */
export type ReportUnavailable = { available: false; message: string };

export type CorporationTaxJson = PoundsJson<CorporationTaxComputation>;

/**
 * GET /api/reports/corporation-tax: the first accounting period's computation (accountingProfit, addBacks,
 * capitalAllowances, taxableProfit, augmentedProfits, financialYears, marginalRelief, tax, ct600 …), with every
 * accounting period in `periods` (two when the period of account exceeds 12 months) and their `totalTax`.
 */
export type CorporationTaxReport =
  | ReportUnavailable
  | (CorporationTaxJson & {
      available: true;
      periodOfAccount: { startDate: string; endDate: string };
      periods: CorporationTaxJson[];
      totalTax: number;
      /**
       * s455 tax (CTA 2010) when the director's loan account is overdrawn at the period end, counting repayments
       * within nine months after it (s458); null when it is not overdrawn. Always in the server's answers.
       */
      s455?: PoundsJson<S455Charge> | null;
    });

/** The VAT card's figures and the drill-down line behind each. */
export const VAT_REPORT_LINES = {
  outputVat: "vat:output",
  inputVat: "vat:input",
  flatRateVat: "vat:flat-rate",
  paidToHmrc: "vat:paid",
} as const;

/**
 * GET /api/reports/vat: the VAT account of the period (pounds, 2 decimals; `liability` positive when owed to HMRC),
 * the ids behind each figure (`sources`) and the drill-down line to open for each (`lines`).
 */
export type VatReport = PoundsJson<VatSummary> & {
  period: { startDate: string; endDate: string } | null;
  /** Which months the company's VAT quarters end in; null when not given on the Company page. Optional: older answers. */
  vatStagger?: VatStagger | null;
  /** The period's VAT quarter by quarter, adding up to the figures above; null when no stagger is given. */
  quarters?: PoundsJson<VatQuarter>[] | null;
  periodStatus: ReportPeriodStatus;
  lines: typeof VAT_REPORT_LINES;
};

/** A due date with the rule behind it and the days left from today (negative once passed). */
export type DeadlineJson = { [K in keyof Deadline]: Deadline[K] };

export interface PenaltyBand {
  band: LateFilingBand;
  label: string;
  amount: number;
  /** When last year's accounts were also late (SI 2008/497 reg 2(2)). */
  amountIfLateLastYear: number;
}

/** GET /api/reports/deadlines. */
export type DeadlinesReport =
  | ReportUnavailable
  | {
      available: true;
      accounts: DeadlineJson;
      /** The payment due first (the first accounting period's when there are two). */
      corporationTaxPayment: DeadlineJson;
      /** Each accounting period's payment: two when the period of account is longer than 12 months. */
      corporationTaxPayments: (DeadlineJson & { startDate: string; endDate: string })[];
      ct600: DeadlineJson;
      /**
       * Dormant for the period (CA 2006 s1169): no corporation tax to pay and no return unless HMRC sends a notice
       * (CTA 2009 s2, s9; FA 1998 Sch 18 para 3, 5); `dormantNote` says so, and the page shows it in place of the
       * corporation tax and CT600 dates (still sent, for a return HMRC asks for).
       */
      dormant: boolean;
      dormantNote: string | null;
      period: { startDate: string; endDate: string };
      periodSource: PeriodSource | null;
      today: string;
      /**
       * The Companies House penalty if the accounts were delivered today (null while they are not late, and once they
       * are known to be filed).
       */
      penaltyIfFiledToday: LateFilingPenaltyJson | null;
      /** The accounts and returns the registries accepted through the app, by the day sent; null: not known filed. */
      filed: { accounts: string | null; ct600: string | null };
      /** The Companies House penalty the accounts incurred when they were filed late through the app; else null. */
      penaltyForFilingLate: LateFilingPenaltyJson | null;
      penaltyBands: PenaltyBand[];
      microEntity: MicroEntityCheckJson;
    };

/** GET /api/reports/monthly: income, expenses and month-end cash for the charts; money in pounds. */
export interface MonthlyReport {
  period: { startDate: string; endDate: string } | null;
  months: PoundsJson<MonthlyPoint[]>;
}

/** GET /api/reports/drilldown: one transaction behind a report line; money in pounds, signed as the bank shows it. */
export const DrilldownRow = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  amount: z.number(),
  categoryId: z.string().nullable(),
  category: z.string().nullable(),
  categoryConfidence: z.number().nullable(),
  categoryReason: z.string().nullable(),
});
export type DrilldownRow = z.infer<typeof DrilldownRow>;

/** The four reports and the chart series of one company's accounts. */
export interface CompanyReports {
  profitLoss: ProfitLossReport;
  balanceSheet: BalanceSheetReport;
  corporationTax: CorporationTaxReport;
  deadlines: DeadlinesReport;
  monthly: MonthlyReport;
}

/** GET /api/reports/sample: the built-in sample company's reports, for visitors who are not signed in. */
export interface SampleReports extends CompanyReports {
  sample: true;
  company: {
    name: string;
    registrationNumber: string;
    averageEmployees: number;
    directors: string[];
    /** Last year's closing balances in whole pounds, as GET /api/company gives a real company's. */
    openingBalances: CompanyDto["openingBalances"];
  };
}

/**
 * GET /api/reports/explain: everything behind a report line — its transactions, and the year-end adjustments and
 * opening items that move it (`amount`: the effect on this line, pounds), with notes.
 */
export interface LineExplanation {
  line: string;
  transactions: DrilldownRow[];
  effects: (YearEndEffectJson & { amount: number })[];
  notes: string[];
}
