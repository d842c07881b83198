import { z } from "zod";
import { isIsoDate } from "../dates";
import { CH_STATES } from "../filing/companies-house/submission-steps";

/**
 * Filing with the registries from the app. A submission is its own record, apart from the spec's filings (the paid
 * periods): POST answers 202 and the state moves on as the registry answers.
 */

/** `POST /api/submissions/companies-house/accounts`. Blank names and a false confirmation are answered in words. */
export const ChAccountsSubmissionBody = z.object({
  directorName: z.string().max(160, { message: "must be at most 160 characters" }),
  confirmed: z.boolean(),
  approvalDate: z.string().refine(isIsoDate, { message: "must be a date as YYYY-MM-DD" }),
  /** The company's own code, used for this one request and never stored, logged or echoed. */
  companyAuthenticationCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6}$/, {
      message:
        "must be the 6 letters and numbers of the company authentication code Companies House sent to the registered office",
    }),
  includeProfitAndLoss: z.boolean().optional(),
});
export type ChAccountsSubmissionBody = z.infer<typeof ChAccountsSubmissionBody>;

export const ChSubmissionState = z.enum(CH_STATES);
export type ChSubmissionState = z.infer<typeof ChSubmissionState>;

export const ChRejection = z.object({ code: z.string(), description: z.string() });

/** 202 of the POST. */
export const ChSubmissionCreated = z.object({
  id: z.string(),
  state: ChSubmissionState,
  submissionNumber: z.string(),
});
export type ChSubmissionCreated = z.infer<typeof ChSubmissionCreated>;

/**
 * `GET /api/submissions/companies-house/accounts/:id`: the fields, and what the page needs beside them: the
 * test flag (a test filing is shown as one everywhere), the period, and why a failed one failed.
 */
export const ChSubmission = z.object({
  id: z.string(),
  state: ChSubmissionState,
  submissionNumber: z.string(),
  rejections: z.array(ChRejection),
  /** ISO timestamps. */
  submittedAt: z.string(),
  answeredAt: z.string().nullable(),
  test: z.boolean(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** A failed submission's reason, in words; null otherwise. */
  failure: z.string().nullable(),
  /** Whether the accounts sent delivered the profit and loss account; null for a submission sent before it was kept. */
  profitAndLossDelivered: z.boolean().nullable(),
});
export type ChSubmission = z.infer<typeof ChSubmission>;

/** `GET /api/submissions/companies-house/accounts`: the current company's, newest first. */
export const ChSubmissionList = z.array(ChSubmission);

/** `GET /api/submissions/companies-house/settings`: can this installation file, and to the test service? */
export const ChFilingSettings = z.object({
  available: z.boolean(),
  test: z.boolean(),
});
export type ChFilingSettings = z.infer<typeof ChFilingSettings>;

/** One submission to any registry as the admin's list shows it. */
export const AdminSubmission = z.object({
  id: z.string(),
  userId: z.string(),
  registry: z.enum(["companies-house", "hmrc"]),
  companyName: z.string(),
  companyNumber: z.string().nullable(),
  periodEnd: z.string(),
  state: z.string(),
  test: z.boolean(),
  /** The registry's reference: CH's submission number, HMRC's CorrelationID. */
  reference: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  submittedAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type AdminSubmission = z.infer<typeof AdminSubmission>;

/** `GET /api/admin/submissions` → `{ rows }`, newest first. */
export const AdminSubmissionsResponse = z.object({ rows: z.array(AdminSubmission) });

/**
 * `POST /api/submissions/hmrc/ct600`: the director's approval of the accounts (as Companies House's), the declaration
 * (boxes 975–985) and the Government Gateway sign-in, whose password goes into the one submit and is never stored,
 * logged or echoed. `amended`: the return replaces one HMRC accepted (ReturnType amended).
 */
export const HmrcCt600SubmissionBody = z.object({
  directorName: z.string().max(160, { message: "must be at most 160 characters" }),
  confirmed: z.boolean(),
  approvalDate: z.string().refine(isIsoDate, { message: "must be a date as YYYY-MM-DD" }),
  gatewayUserId: z
    .string()
    .trim()
    .min(1, { message: "must be the company's Government Gateway user ID" })
    .max(64, { message: "must be at most 64 characters" }),
  gatewayPassword: z
    .string()
    .min(1, { message: "must be the Government Gateway password" })
    .max(128, { message: "must be at most 128 characters" }),
  declarantName: z.string().max(160, { message: "must be at most 160 characters" }),
  declarantStatus: z.string().max(160, { message: "must be at most 160 characters" }),
  amended: z.boolean().optional(),
  /**
   * Which of the period's returns to send: 1 for its first accounting period, 2 for the second. Only a period of
   * account over 12 months has two (CTA 2009 s10), and then it must be given; absent: the period's one return.
   */
  accountingPeriod: z
    .number({ message: "must be 1 or 2" })
    .int({ message: "must be 1 or 2" })
    .min(1, { message: "must be 1 or 2" })
    .max(2, { message: "must be 1 or 2" })
    .optional(),
});
export type HmrcCt600SubmissionBody = z.infer<typeof HmrcCt600SubmissionBody>;

export const HMRC_STATES = ["submitted", "accepted", "rejected", "failed"] as const;
export const HmrcSubmissionState = z.enum(HMRC_STATES);
export type HmrcSubmissionState = z.infer<typeof HmrcSubmissionState>;

/** 202 of the POST. */
export const HmrcSubmissionCreated = z.object({ id: z.string(), state: HmrcSubmissionState });
export type HmrcSubmissionCreated = z.infer<typeof HmrcSubmissionCreated>;

/** An error as HMRC gave it: its number, its text, and where in the return (an XPath; empty when it does not say). */
export const HmrcError = z.object({ code: z.string(), message: z.string(), location: z.string() });
export type HmrcError = z.infer<typeof HmrcError>;

/** HMRC's receipt: the IRmark in base32 as HMRC quotes it, its message and when it accepted the return. */
export const HmrcReceipt = z.object({
  irmarkBase32: z.string().nullable(),
  message: z.string(),
  acceptedAt: z.string().nullable(),
});
export type HmrcReceipt = z.infer<typeof HmrcReceipt>;

/**
 * `GET /api/submissions/hmrc/ct600/:id`: the fields, and what the page needs beside them (test filing, the
 * period, amended, and why a failed one failed).
 */
export const HmrcSubmission = z.object({
  id: z.string(),
  state: HmrcSubmissionState,
  correlationId: z.string().nullable(),
  /** The IRmark sent (base64). */
  irmark: z.string().nullable(),
  receipt: HmrcReceipt.nullable(),
  errors: z.array(HmrcError),
  submittedAt: z.string(),
  answeredAt: z.string().nullable(),
  test: z.boolean(),
  amended: z.boolean(),
  periodStart: z.string(),
  periodEnd: z.string(),
  failure: z.string().nullable(),
});
export type HmrcSubmission = z.infer<typeof HmrcSubmission>;

/** `GET /api/submissions/hmrc/ct600`: the current company's, newest first. */
export const HmrcSubmissionList = z.array(HmrcSubmission);

/** `GET /api/submissions/hmrc/settings`: is this installation recognised by HMRC, and does it file as a test? */
export const HmrcFilingSettings = z.object({ available: z.boolean(), test: z.boolean() });
export type HmrcFilingSettings = z.infer<typeof HmrcFilingSettings>;
