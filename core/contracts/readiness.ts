import { z } from "zod";
import type { NotesAnswers } from "../filing/pack/notes-answers";
import type {
  Readiness as DomainReadiness,
  ReadinessCheck as DomainReadinessCheck,
  SuggestedAccrual,
} from "../filing/readiness/types";
import { penceOf, toDecimalString } from "../money";

export { READINESS_CHECK_IDS, type ReadinessCheckId, type ReadinessStatus } from "../filing/readiness/types";

/**
 * Readiness to sign and file, as the wire carries it. GET /api/reports/readiness answers the checks for the current
 * company and period; every filing pack answers 409 `{ error, checks }` with the blocking ones. The domain's
 * (core/filing/readiness) differs only in the suggested amount: pence there, a decimal string here.
 */
export interface ReadinessCheck extends Omit<DomainReadinessCheck, "suggestedAdjustment"> {
  /** A year-end adjustment the check suggests, added in one click (POST /api/adjustments with this body). */
  suggestedAdjustment?: SuggestedAdjustment;
}

export type SuggestedAdjustment = Omit<SuggestedAccrual, "amount"> & {
  /** Pounds as a decimal string, e.g. "400.00". */
  amount: string;
};

export interface Readiness {
  /** True when no check blocks. */
  ready: boolean;
  checks: ReadinessCheck[];
}

/** A check as the wire sends it: the suggested amount in pounds. */
export function readinessCheckToWire(check: DomainReadinessCheck): ReadinessCheck {
  const { suggestedAdjustment: s, ...rest } = check;
  return s ? { ...rest, suggestedAdjustment: { ...s, amount: toDecimalString(s.amount) } } : rest;
}

export function readinessToWire(readiness: DomainReadiness): Readiness {
  return { ready: readiness.ready, checks: readiness.checks.map(readinessCheckToWire) };
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

const TYPED_BALANCE = /^(-?\d{1,12}(\.\d{1,2})?)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The bank's balance at the period end as the director types it, by bank account id: pounds with at most 2 decimals,
 * negative for an overdrawn account; "" or null clears it. Under £1,000,000,000,000, as numeric(14,2) holds. Checked
 * as a whole so the message names the field, not an account id read as words.
 */
const typedBalances = z
  .record(z.string(), z.unknown())
  .superRefine((record, ctx) => {
    for (const [id, value] of Object.entries(record)) {
      if (!UUID.test(id)) {
        ctx.addIssue({ code: "custom", message: "must name each account by its bank account id" });
      } else if (value !== null && (typeof value !== "string" || !TYPED_BALANCE.test(value.trim()))) {
        ctx.addIssue({
          code: "custom",
          message:
            "must be the bank's balance in pounds with at most 2 decimals, e.g. 1169.50, or -250.00 when overdrawn",
        });
      }
    }
  })
  .transform((record) => record as Record<string, string | null>);

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
    /**
     * The bank's balance at the period end, by bank account id, for an account whose statements state none (a
     * statement's own balance always wins); merged by account, and "" or null removes one.
     */
    statedBalances: typedBalances,
    /**
     * The director says the company had no bank account in the period (nothing to upload): the year steps go past
     * uploading, categorising, reviewing and the adjustments while there are no transactions; ignored once there are.
     */
    noBankAccount: z.boolean(),
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
  /** By bank account id: the bank's balance at the period end as typed, a decimal string such as "-250.00". */
  statedBalances: Record<string, string>;
  /** The director said the company had no bank account in the period. */
  noBankAccount: boolean;
}

/** The answers' amounts in pence, as the notes read them (the wire's are validated pounds, so each reads). */
export function notesAnswersFromWire(
  answers: Pick<PeriodAnswers, "guarantees" | "offBalanceSheet" | "directorLoanTerms">,
): NotesAnswers {
  const { guarantees: g, directorLoanTerms: d } = answers;
  return {
    guarantees: g === null ? null : g.none ? { none: true } : { none: false, text: g.text, amount: penceOf(g.amount) },
    offBalanceSheet: answers.offBalanceSheet,
    directorLoanTerms: d === null ? null : { ...d, writtenOff: penceOf(d.writtenOff) },
  };
}
