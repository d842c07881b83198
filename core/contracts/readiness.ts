import { z } from "zod";

/**
 * Readiness to sign and file (issue: "Ready to sign and file"). GET /api/reports/readiness answers the checks for
 * the current company and period; every filing pack answers 409 `{ error, checks }` with the blocking ones.
 */
export type ReadinessStatus = "pass" | "warn" | "block";

/** Stable ids: the web app and the tests address checks by them. */
export const READINESS_CHECK_IDS = [
  "uncategorised",
  "low-confidence",
  "period-confirmed",
  "company-details",
  "vat-answered",
  "opening-balances",
  "balance-sheet-balances",
  "cash-check",
  "micro-entity",
  "dividends",
  "directors-loan",
  "notes-answered",
  "hmrc-balances",
  "payroll-accrual",
] as const;
export type ReadinessCheckId = (typeof READINESS_CHECK_IDS)[number];

export interface ReadinessCheck {
  id: ReadinessCheckId;
  status: ReadinessStatus;
  /** One sentence a director understands, with the figure or count where there is one. */
  message: string;
  /** The app path where it is fixed, e.g. "/transactions?category=uncategorised" or "/company#notes". */
  fixAt: string;
  /** A year-end adjustment the check suggests, added in one click (POST /api/adjustments with this body). */
  suggestedAdjustment?: SuggestedAdjustment;
}

export interface SuggestedAdjustment {
  kind: "accrual";
  categoryId: string;
  description: string;
  /** Pounds as a decimal string, e.g. "400.00". */
  amount: string;
  vatRate: null;
}

export interface Readiness {
  /** True when no check blocks. */
  ready: boolean;
  checks: ReadinessCheck[];
}

/** The 409 body of a filing pack while a check blocks. */
export interface NotReadyError {
  error: string;
  checks: ReadinessCheck[];
}

/**
 * What the director confirms for one period (GET/PATCH /api/period-answers). `null` = not answered yet. Amounts are
 * decimal strings in pounds. The notes state only what is answered here (CA 2006 s413 for advances to directors,
 * FRS 105 section 6A for commitments and guarantees and off-balance-sheet arrangements).
 */
const text = z.string().trim().min(1, { message: "must not be blank" }).max(2000);
const pounds = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, { message: "must be an amount in pounds, e.g. 1500.00" });

export const GuaranteesAnswer = z.union([
  z.object({ none: z.literal(true) }).strict(),
  z.object({ none: z.literal(false), text, amount: pounds }).strict(),
]);
export const OffBalanceSheetAnswer = z.union([
  z.object({ none: z.literal(true) }).strict(),
  z.object({ none: z.literal(false), text }).strict(),
]);
/** Terms of the advances to directors; the amounts come from the director's loan account. */
export const DirectorLoanTermsAnswer = z
  .object({
    interest: text.describe("e.g. 'Interest free' or 'Interest at 2.25% a year'"),
    repayment: text.describe("e.g. 'Repayable on demand'"),
    writtenOff: pounds.describe("amount written off or waived in the period; 0.00 when none"),
  })
  .strict();

export const PeriodAnswersPatch = z
  .object({
    periodConfirmed: z.boolean(),
    /** The person confirms this is the company's first year in Microfile with no balances brought forward. */
    openingFirstYear: z.boolean(),
    guarantees: GuaranteesAnswer.nullable(),
    offBalanceSheet: OffBalanceSheetAnswer.nullable(),
    directorLoanTerms: DirectorLoanTermsAnswer.nullable(),
    /** Explanations of a cash check difference, by bank account id; an empty string removes one. */
    cashExplanations: z.record(z.string().uuid(), z.string().trim().max(2000)),
  })
  .partial()
  .strict();
export type PeriodAnswersPatch = z.infer<typeof PeriodAnswersPatch>;

export interface PeriodAnswers {
  period: { startDate: string; endDate: string };
  periodConfirmed: boolean;
  openingFirstYear: boolean;
  guarantees: z.infer<typeof GuaranteesAnswer> | null;
  offBalanceSheet: z.infer<typeof OffBalanceSheetAnswer> | null;
  directorLoanTerms: z.infer<typeof DirectorLoanTermsAnswer> | null;
  cashExplanations: Record<string, string>;
}
