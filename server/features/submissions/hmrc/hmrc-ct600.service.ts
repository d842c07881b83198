import type { HmrcCt600SubmissionBody, HmrcSubmission, HmrcSubmissionCreated } from "../../../../core/contracts";
import { formatLongUk, type IsoDate } from "../../../../core/dates";
import { type Ct600ReturnInput, returnBoxesFromCt600 } from "../../../../core/filing/hmrc";
import type { FilingPackData } from "../../../../core/filing/pack";
import type { Db } from "../../../db/client";
import type { Scope } from "../../../platform/auth/request-context";
import type { CompanyRow } from "../../../platform/company/company-row";
import { AppError, someCause } from "../../../platform/errors";
import { chPackFiling } from "../../exports/exports.service";
import { assertReadyToFile } from "../../exports/pack-gate";
import { lockUser } from "../../filings/filings.repo";
import { answeredPeriod } from "../../period-answers/answered-period";
import { requirePaidPeriod } from "../paid-period";
import {
  blockingSubmission,
  getSubmission,
  HMRC_CT600,
  insertSubmission,
  listSubmissions,
  recordStep,
  type SubmissionRow,
} from "../submissions.repo";
import { ROW_LEASE_SECONDS, updateFor } from "../submissions-worker";
import { type ComputationsBuilder, ct600Attachments } from "./ct600-attachments";
import { buildCt600Submission } from "./ct600-submission";
import type { HmrcClientConfig } from "./hmrc-config";
import { hmrcPoller, pollResultOfState } from "./hmrc-poller";
import { advanceHmrcTransaction } from "./transaction-client";
import { type HmrcTransactionState, startHmrcTransaction } from "./transaction-state";
import type { HttpResult } from "./transport";

export interface HmrcDeps {
  db: Db;
  /** Null without HMRC_VENDOR_ID: this installation is not recognised by HMRC and files nothing. */
  config: HmrcClientConfig | null;
  computations: ComputationsBuilder;
  /** This server's lease holder name: the new submission is its own while the submit is out. */
  holder: string;
  version: string;
  log: { info(obj: object, msg: string): void };
  /** The HTTP exchange with the Transaction Engine (transport.ts's postXml unless a test replaces it). */
  post?: (url: string, xml: string, timeoutMs: number) => Promise<HttpResult>;
}

const { registry: REGISTRY, kind: KIND } = HMRC_CT600;

export const NOT_RECOGNISED =
  "This installation of Microfile is not recognised by HMRC (it has no HMRC vendor ID), so it cannot send the return. Download the HMRC pack and file the return with HMRC-recognised software.";

/** Submits tried within the filing request when HMRC certainly did not receive them (transport.ts). */
const SUBMIT_TRIES = 3;
const SUBMIT_RETRY_CAP_MS = 5_000;

/**
 * Files the current period's company tax return (POST /api/submissions/hmrc/ct600), or the closed period `periodRef`
 * names (`?period=`, its id or start date, as the packs take it: a period the company does not have is a 404 before
 * anything else), from what was kept at its close. A period of account over 12 months makes two returns (CTA 2009
 * s10), one per accounting period, each filed on its own (`accountingPeriod`) and kept under its own dates.
 * Everything that can refuse does so before anything is stored or sent: recognised by HMRC (409), ready to file (409
 * with the checks), which return (400), no other submission of that return waiting or accepted (409), signature,
 * declaration and UTR (400), paid (402), the return's own checks (400 with the problems). The Gateway password goes
 * into the one submit message, in memory, and nowhere else.
 */
export async function fileCt600(
  deps: HmrcDeps,
  scope: Scope,
  body: HmrcCt600SubmissionBody,
  today: IsoDate,
  periodRef?: string,
): Promise<HmrcSubmissionCreated> {
  const { db, config } = deps;
  if (periodRef !== undefined) await answeredPeriod(db, scope, periodRef);
  if (!config) throw new AppError("conflict", NOT_RECOGNISED);
  const test = config.settings.testInLive;
  const amended = body.amended === true;
  const { accounts } = await assertReadyToFile(db, scope, { microEntity: false }, today, periodRef);
  // The period's own tax computations, one per accounting period: the returns the pack below is made of.
  const index = returnIndexOf(accounts.taxComputations.length, body.accountingPeriod);
  const own = accounts.taxComputations[index];
  if (own) await refuseSecond(db, scope, own.endDate, test, amended);
  const declaration = declarationOf(body);
  const { data, company } = await chPackFiling(db, scope, body, today, requirePaidPeriod, periodRef);
  const input = returnInput(deps, company, data, { declaration, amended, index });
  const built = buildCt600Submission(input, config.settings, {
    userId: body.gatewayUserId.trim(),
    password: body.gatewayPassword,
  });
  if (!built.ok) {
    const problems = built.problems;
    throw new AppError("bad_request", problems.map((p) => `${p.field}: ${p.message}`).join(". "), { problems });
  }
  const row = await store(deps, scope, {
    data,
    period: input.period,
    test,
    irmark: built.submission.irmark,
    document: built.submission.recordMessage,
  });
  const state = await submitOnce(deps, config, built.submission.message);
  const poller = hmrcPoller(config, deps.post);
  const update = updateFor(
    { attempts: 0, faults: 0 },
    pollResultOfState(state, Date.now()),
    config.pollFloorSeconds,
    poller.giveUp,
  );
  await recordStep(db, row.id, deps.holder, update);
  deps.log.info(
    { submissionId: row.id, correlationId: state.correlationId, state: update.state ?? row.state, test },
    "company tax return sent to HMRC",
  );
  return { id: row.id, state: (update.state ?? row.state) as HmrcSubmissionCreated["state"] };
}

/**
 * Which of the period's returns is asked for, as an index (0: the first accounting period). A period of account over
 * 12 months has two and the request must say which; a period of 12 months or less has only the first.
 */
function returnIndexOf(count: number, asked: number | undefined): number {
  if (asked === undefined && count > 1) {
    throw new AppError(
      "bad_request",
      `This period is longer than 12 months, so it makes ${count} company tax returns. Say which one to send (accountingPeriod 1 to ${count}).`,
    );
  }
  const index = (asked ?? 1) - 1;
  if (index > 0 && index >= count) {
    throw new AppError("bad_request", "This period makes one company tax return: there is no second to send.");
  }
  return index;
}

function declarationOf(body: HmrcCt600SubmissionBody): { name: string; status: string } {
  const name = body.declarantName.trim();
  const status = body.declarantStatus.trim();
  if (!name) throw new AppError("bad_request", "Please enter the name of the person making the declaration.");
  if (!status) throw new AppError("bad_request", "Please enter the declarant's status, for example Director.");
  return { name, status };
}

/**
 * The return of accounting period `index` from the same accounts and tax computation as the HMRC pack's CT600
 * workbook; `company` as the period states it (a closed year's UTR as kept at its close). A long period's two returns
 * each carry the whole period's accounts (box 85) and their own computations, and say that there are two (box 50).
 */
function returnInput(
  deps: HmrcDeps,
  company: CompanyRow,
  data: FilingPackData,
  asked: { declaration: { name: string; status: string }; amended: boolean; index: number },
): Ct600ReturnInput {
  const utr = company.utr?.replace(/\s+/g, "") ?? "";
  if (!utr) {
    throw new AppError("bad_request", "Please add the company's UTR (Unique Taxpayer Reference) on the Company page.");
  }
  const tax = data.corporationTax[asked.index];
  if (!tax) {
    throw new AppError("conflict", "There is no corporation tax computation for this return, so it cannot be sent.");
  }
  const several = data.corporationTax.length > 1;
  const software = { name: "Microfile", version: deps.version };
  const attached = ct600Attachments(data, utr, software, deps.computations, asked.index);
  if (!attached.ok) throw new AppError("conflict", attached.message);
  let boxes: Ct600ReturnInput["boxes"];
  try {
    // The CT600A as the draft has it (A5, participator, dated rows): the HMRC pack and the return say the same.
    boxes = returnBoxesFromCt600(tax.ct600, { multipleReturns: several });
  } catch (err) {
    throw new AppError("conflict", `${(err as Error).message}. Download the HMRC pack and file with other software.`);
  }
  return {
    companyName: data.company.name,
    registrationNumber: data.company.registrationNumber,
    utr,
    period: { start: tax.startDate, end: tax.endDate },
    ...(several ? { accountsPeriod: { start: data.period.start, end: data.period.end } } : {}),
    returnType: asked.amended ? "amended" : "new",
    declaration: asked.declaration,
    boxes,
    closeInvestmentHolding: tax.closeInvestmentHolding,
    ...attached.attachments,
  };
}

/**
 * Sends the submit and reads its acknowledgement. A submit HMRC certainly did not receive (transport.ts) is tried
 * again a few times, while the person waits; one that may have arrived is never sent twice.
 */
async function submitOnce(
  deps: HmrcDeps,
  config: HmrcClientConfig,
  submitMessage: string,
): Promise<HmrcTransactionState> {
  let state = startHmrcTransaction(config, Date.now());
  for (let tries = 0; tries < SUBMIT_TRIES && state.phase === "submit"; tries++) {
    const wait = Math.min(state.nextAttemptAt - Date.now(), SUBMIT_RETRY_CAP_MS);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    state = await advanceHmrcTransaction(state, { config, now: Date.now, submitMessage, post: deps.post });
  }
  if (state.phase !== "submit") return state;
  const reason = "HMRC could not be reached, so the return was not sent. Please try again later.";
  return { ...state, phase: "done", outcome: { state: "failed", reason, maybeReceived: false } };
}

/** A return waiting for HMRC, or accepted in the same mode (unless this one amends it), is not sent again. */
async function refuseSecond(db: Db, scope: Scope, periodEnd: string, test: boolean, amended: boolean): Promise<void> {
  const blocking = await blockingSubmission(db, scope, REGISTRY, KIND, { end: periodEnd, test });
  if (!blocking || (amended && blocking.state === "accepted")) return;
  throw new AppError(
    "conflict",
    blocking.state === "accepted"
      ? `HMRC accepted this company tax return on ${formatLongUk(isoDay(blocking.answeredAt ?? blocking.submittedAt))}. To change it, send an amended return.`
      : "This company tax return was sent to HMRC already and is waiting for HMRC's answer. Send it again only if HMRC rejects it.",
    { submissionId: blocking.id },
  );
}

/**
 * Stores the submission (the message with the password left out) under the user's lock, with the return's own
 * accounting period; one live per return.
 */
async function store(
  deps: HmrcDeps,
  scope: Scope,
  s: {
    data: FilingPackData;
    period: { start: IsoDate; end: IsoDate };
    test: boolean;
    irmark: string;
    document: string;
  },
): Promise<SubmissionRow> {
  try {
    return await deps.db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await lockUser(t, scope);
      await refuseSecond(t, scope, s.period.end, s.test, s.document.includes('ReturnType="amended"'));
      return insertSubmission(
        t,
        scope,
        {
          registry: REGISTRY,
          kind: KIND,
          companyName: s.data.company.name,
          companyNumber: s.data.company.registrationNumber,
          periodStart: s.period.start,
          periodEnd: s.period.end,
          state: "submitted",
          test: s.test,
          irmark: s.irmark,
          document: s.document,
        },
        deps.holder,
        ROW_LEASE_SECONDS,
      );
    });
  } catch (err) {
    if (!(err instanceof AppError) && someCause(err, (e) => e.code === "23505")) {
      throw new AppError("conflict", "This company tax return is being sent to HMRC already.");
    }
    throw err;
  }
}

const isoDay = (d: Date): IsoDate => d.toISOString().slice(0, 10);

type StoredReceipt = NonNullable<HmrcSubmission["receipt"]>;

export function hmrcSubmissionOf(row: SubmissionRow): HmrcSubmission {
  return {
    id: row.id,
    state: row.state as HmrcSubmission["state"],
    correlationId: row.correlationId,
    irmark: row.irmark,
    receipt: (row.receipt as StoredReceipt | null) ?? null,
    errors: row.rejections.map((r) => ({ code: r.code, message: r.description, location: r.location ?? "" })),
    submittedAt: row.submittedAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    test: row.test,
    amended: row.document?.includes('ReturnType="amended"') ?? false,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    failure: row.failure,
  };
}

export async function hmrcSubmissionRow(db: Db, scope: Scope, id: string): Promise<SubmissionRow> {
  const row = await getSubmission(db, scope, REGISTRY, id);
  if (!row) throw new AppError("not_found", "No such HMRC submission.");
  return row;
}

export async function hmrcSubmissions(db: Db, scope: Scope): Promise<HmrcSubmission[]> {
  return (await listSubmissions(db, scope, REGISTRY)).map(hmrcSubmissionOf);
}

/** The receipt PDF of an accepted return (the message as sent inside); 409 before HMRC has accepted it. */
export async function hmrcReceiptPdf(db: Db, scope: Scope, id: string): Promise<Buffer> {
  const row = await hmrcSubmissionRow(db, scope, id);
  const s = hmrcSubmissionOf(row);
  if (s.state !== "accepted" || !s.receipt) {
    throw new AppError("conflict", "HMRC has not accepted this return, so there is no receipt.");
  }
  const { renderHmrcReceiptPdf } = await import("../../../exports/pdf/hmrc-receipt-pdf");
  return renderHmrcReceiptPdf({
    companyName: row.companyName,
    companyNumber: row.companyNumber,
    period: { start: row.periodStart, end: row.periodEnd },
    amended: s.amended,
    test: s.test,
    correlationId: s.correlationId,
    irmark: s.irmark,
    irmarkBase32: s.receipt.irmarkBase32,
    acceptedAt: s.receipt.acceptedAt,
    message: s.receipt.message,
    xml: row.document ?? "",
  });
}
