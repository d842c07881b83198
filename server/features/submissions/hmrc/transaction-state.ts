import type { GovTalkAnswer, GovTalkError, SuccessReceipt } from "../../../../core/filing/hmrc";
import type { HmrcClientConfig } from "./hmrc-config";
import type { Exchange } from "./transport";

/**
 * One submission's conversation with the Transaction Engine, as it is stored between steps: plain JSON, no password
 * (only the CorrelationID is needed after the submit), so a poller on any server can resume it after a restart.
 */
export interface HmrcTransactionState {
  /** submit → poll (while HMRC acknowledges) → delete (once the answer is read) → done. */
  phase: "submit" | "poll" | "delete" | "done";
  correlationId: string | null;
  /** Where the next request goes: the configured engine for the submit, then the ResponseEndPoint HMRC names. */
  endpoint: string;
  /** The earliest time of the next request, in milliseconds since the epoch. */
  nextAttemptAt: number;
  /** Transient failures in a row in this phase. */
  attempts: number;
  /** Known once HMRC has answered, or the client has given up; kept while the delete runs. */
  outcome: HmrcOutcome | null;
}

export type HmrcOutcome =
  | { state: "accepted"; receipt: SuccessReceipt }
  | { state: "rejected"; errors: readonly GovTalkError[] }
  /** No answer came: `maybeReceived` says HMRC may hold the return, so it must not simply be sent again. */
  | { state: "failed"; reason: string; maybeReceived: boolean };

export function startHmrcTransaction(config: HmrcClientConfig, now: number): HmrcTransactionState {
  return {
    phase: "submit",
    correlationId: null,
    endpoint: config.engineUrl,
    nextAttemptAt: now,
    attempts: 0,
    outcome: null,
  };
}

/** HMRC's PollInterval, never below the floor; the envelope schema's default (2 s) when HMRC gives none. */
export const pollDelayMs = (config: HmrcClientConfig, seconds: number | null): number =>
  Math.max(seconds ?? 2, config.pollFloorSeconds) * 1000;

/** Transient failures wait longer each time: the floor doubled per attempt, capped. */
export const retryDelayMs = (config: HmrcClientConfig, attempts: number): number =>
  Math.min(config.pollFloorSeconds * 2 ** attempts, config.maxRetryDelaySeconds) * 1000;

/** A poll address HMRC names is followed only on the configured engine's own scheme, host and port. */
export function allowedEndpoint(config: HmrcClientConfig, endpoint: string): boolean {
  try {
    return new URL(endpoint).origin === new URL(config.engineUrl).origin;
  } catch {
    return false;
  }
}

const finished = (s: HmrcTransactionState, outcome: HmrcOutcome, now: number): HmrcTransactionState => ({
  ...s,
  outcome,
  attempts: 0,
  nextAttemptAt: now,
  // HMRC's copy is deleted once its answer has been read; there is nothing to delete without a CorrelationID.
  phase: s.correlationId && outcome.state !== "failed" ? "delete" : "done",
});

const failed = (s: HmrcTransactionState, reason: string): HmrcTransactionState => ({
  ...s,
  phase: "done",
  outcome: { state: "failed", reason, maybeReceived: true },
});

function onAnswer(s: HmrcTransactionState, a: GovTalkAnswer, config: HmrcClientConfig, now: number) {
  const named = a.endpoint ?? s.endpoint;
  const endpointAllowed = allowedEndpoint(config, named);
  const next = { ...s, correlationId: s.correlationId ?? (a.correlationId || null) };
  if (endpointAllowed) next.endpoint = named;
  if (a.kind === "error") return finished(next, { state: "rejected", errors: a.errors }, now);
  if (a.kind === "response") {
    const receipt = a.receipt ?? { irmarkBase32: null, message: "", acceptedAt: null };
    return finished(next, { state: "accepted", receipt }, now);
  }
  if (!endpointAllowed)
    return failed(next, `HMRC named a poll address on another host (${named}); it was not contacted`);
  if (!next.correlationId) return failed(next, "HMRC acknowledged the return without a CorrelationID to poll with");
  return {
    ...next,
    phase: "poll" as const,
    attempts: 0,
    nextAttemptAt: now + pollDelayMs(config, a.pollIntervalSeconds),
  };
}

function giveUp(s: HmrcTransactionState, e: Exchange & { kind: "transient" }, now: number): HmrcTransactionState {
  const maybeReceived = s.phase !== "submit" || e.maybeDelivered;
  const reason =
    s.phase === "submit"
      ? `HMRC did not acknowledge the return (${e.reason}: ${e.detail})`
      : `No answer from HMRC after ${s.attempts + 1} tries (${e.reason}: ${e.detail})`;
  return { ...s, phase: "done", nextAttemptAt: now, outcome: { state: "failed", reason, maybeReceived } };
}

function onTransient(
  s: HmrcTransactionState,
  e: Exchange & { kind: "transient" },
  config: HmrcClientConfig,
  now: number,
) {
  const attempts = s.attempts + 1;
  if (s.phase === "delete") {
    // The outcome is already known; a delete that keeps failing is left to HMRC's own clean-up.
    if (attempts >= config.maxDeleteAttempts) return { ...s, phase: "done" as const, attempts };
    return { ...s, attempts, nextAttemptAt: now + retryDelayMs(config, attempts) };
  }
  // A submit that may have reached HMRC is never repeated: a second copy would be a second submission.
  if ((s.phase === "submit" && e.maybeDelivered) || attempts >= config.maxTransientAttempts) return giveUp(s, e, now);
  return { ...s, attempts, nextAttemptAt: now + retryDelayMs(config, attempts) };
}

/** The state after one exchange in the current phase. Pure: the clock and the exchange are given. */
export function nextTransactionState(
  s: HmrcTransactionState,
  exchange: Exchange,
  config: HmrcClientConfig,
  now: number,
): HmrcTransactionState {
  if (s.phase === "done") return s;
  if (s.phase === "delete") {
    return exchange.kind === "answer" ? { ...s, phase: "done", attempts: 0 } : onTransient(s, exchange, config, now);
  }
  return exchange.kind === "answer" ? onAnswer(s, exchange.answer, config, now) : onTransient(s, exchange, config, now);
}
