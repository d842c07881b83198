import type { GovTalkError } from "../../../../core/filing/hmrc";
import type { StoredRejection } from "../../../db/schema";
import type { SubmissionRow } from "../submissions.repo";
import type { PollResult, RegistryPoller } from "../submissions-worker";
import type { HmrcClientConfig } from "./hmrc-config";
import { advanceHmrcTransaction } from "./transaction-client";
import type { HmrcTransactionState } from "./transaction-state";
import type { HttpResult } from "./transport";

type Post = (url: string, xml: string, timeoutMs: number) => Promise<HttpResult>;

/** HMRC's errors as stored: 3001 says only "see the details", so it is kept after the details it heads. */
export function rejectionsOf(errors: readonly GovTalkError[]): StoredRejection[] {
  return errors.map((e) => ({
    code: e.number === null ? "" : String(e.number),
    description: e.text,
    location: e.location,
  }));
}

/**
 * A stored submission's conversation as the transaction client takes it: polling with the CorrelationID at the
 * address HMRC named, its passing faults in a row counted as the client's attempts. No password is needed.
 */
export function stateOfRow(row: SubmissionRow, config: HmrcClientConfig, now: number): HmrcTransactionState {
  return {
    phase: "poll",
    correlationId: row.correlationId,
    endpoint: row.pollUrl ?? config.engineUrl,
    nextAttemptAt: now,
    attempts: row.faults,
    outcome: null,
  };
}

/** What the worker stores after a step of the transaction client. */
export function pollResultOfState(s: HmrcTransactionState, now: number): PollResult {
  const set = { correlationId: s.correlationId, pollUrl: s.endpoint };
  const outcome = s.outcome;
  if (outcome?.state === "accepted") {
    return { kind: "state", state: "accepted", answered: true, set: { ...set, receipt: outcome.receipt } };
  }
  if (outcome?.state === "rejected") {
    return { kind: "state", state: "rejected", answered: true, rejections: rejectionsOf(outcome.errors), set };
  }
  if (outcome?.state === "failed") {
    return { kind: "state", state: "failed", answered: true, failure: outcome.reason, set };
  }
  const waitSeconds = Math.max(0, (s.nextAttemptAt - now) / 1000);
  // A transient failure (the client counts it in `attempts`): asked again after the client's backoff.
  if (s.attempts > 0) return { kind: "retry", reason: "HMRC did not answer the poll", retryAfterSeconds: waitSeconds };
  return { kind: "state", state: "submitted", answered: false, nextPollSeconds: waitSeconds, set };
}

/**
 * Polls a submission HMRC has acknowledged; once the answer is read, HMRC's copy is deleted at once (a delete that
 * fails is left to HMRC's own clean-up: the answer is kept already). Never submits: a stored submission has no password.
 */
export function hmrcPoller(config: HmrcClientConfig, post?: Post): RegistryPoller {
  return {
    registry: "hmrc",
    intervalSeconds: config.pollFloorSeconds,
    async poll(row) {
      let s = await advanceHmrcTransaction(stateOfRow(row, config, Date.now()), { config, now: Date.now, post });
      const answered = s;
      for (let tries = 0; s.phase === "delete" && tries < config.maxDeleteAttempts; tries++) {
        s = await advanceHmrcTransaction({ ...s, nextAttemptAt: Date.now() }, { config, now: Date.now, post });
      }
      return pollResultOfState(answered, Date.now());
    },
    giveUp: (faults) => ({
      kind: "state",
      state: "failed",
      answered: true,
      failure: `No answer from HMRC after ${faults} tries. HMRC may have the return: check with HMRC before sending it again.`,
    }),
  };
}
