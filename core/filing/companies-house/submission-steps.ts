import type { GatewayAnswer, Rejection } from "./gateway-answer";

/** Where a Companies House submission stands (GET /api/submissions/companies-house/accounts/:id). */
export const CH_STATES = ["submitted", "pending", "parked", "accepted", "rejected", "failed"] as const;
export type ChState = (typeof CH_STATES)[number];

/** Still waiting for Companies House: polled, and the company's period cannot be filed again meanwhile. */
export const LIVE_CH_STATES: readonly ChState[] = ["submitted", "pending", "parked"];
export const isLiveChState = (s: string): boolean => (LIVE_CH_STATES as readonly string[]).includes(s);

/** The gateway could not be asked or gave nothing readable: a timeout, a dropped connection, an HTTP 5xx. */
export interface TransportFault {
  kind: "transport";
  reason: string;
}

export type Step =
  /** A state to store; `answered`: Companies House has given its final answer (and StatusAck follows). */
  | { kind: "state"; state: ChState; rejections: Rejection[]; failure: string | null; answered: boolean }
  /** Nothing to store but the fault: ask again later (with backoff). The accounts are never sent a second time. */
  | { kind: "retry"; reason: string };

const AUTHENTICATION_FAILED = "502";

const state = (s: ChState, rejections: Rejection[] = [], failure: string | null = null): Step => ({
  kind: "state",
  state: s,
  rejections,
  failure,
  answered: s === "accepted" || s === "rejected" || s === "failed",
});

function presenterRefused(text: string): Step {
  return state(
    "failed",
    [],
    `Companies House did not accept this installation's presenter account (error 502${text ? `: ${text}` : ""}), so nothing was filed. Please tell support; meanwhile you can download the accounts and file them yourself.`,
  );
}

/**
 * What the answer to the filing itself means. A passing fault leaves the submission "submitted": whether the
 * gateway received it is then learnt by polling its status, never by sending it again.
 */
export function afterSubmit(answer: GatewayAnswer | TransportFault): Step {
  if (answer.kind === "transport" || answer.kind === "malformed") return { kind: "retry", reason: answer.reason };
  if (answer.kind === "error") {
    const auth = answer.errors.find((e) => e.number === AUTHENTICATION_FAILED);
    if (auth) return presenterRefused(auth.text);
    return state(
      "rejected",
      answer.errors.map((e) => ({ code: e.number, description: e.text })),
    );
  }
  return state("submitted");
}

/** What one GetSubmissionStatus answer means for the submission numbered `submissionNumber`. */
export function afterStatusPoll(answer: GatewayAnswer | TransportFault, submissionNumber: string): Step {
  if (answer.kind === "transport" || answer.kind === "malformed") return { kind: "retry", reason: answer.reason };
  if (answer.kind === "error") {
    const auth = answer.errors.find((e) => e.number === AUTHENTICATION_FAILED);
    if (auth) return presenterRefused(auth.text);
    const first = answer.errors[0];
    return { kind: "retry", reason: `the gateway answered error ${first?.number ?? "?"}: ${first?.text ?? ""}` };
  }
  const status = answer.statuses.find((s) => s.submissionNumber === submissionNumber);
  if (!status) return { kind: "retry", reason: "Companies House has no status for this submission yet" };
  switch (status.statusCode) {
    case "ACCEPT":
      return state("accepted");
    case "REJECT":
      return state("rejected", status.rejections);
    case "PENDING":
      return state("pending");
    case "PARKED":
      return state("parked");
    case "INTERNAL_FAILURE":
      return state(
        "failed",
        [],
        "Companies House reported an internal failure while processing the accounts, so they were not filed. Please file them again.",
      );
    default:
      return { kind: "retry", reason: `an unknown status code ${status.statusCode}` };
  }
}

/** After `tries` passing faults in a row there is no point asking again: the person is told to check and refile. */
export function givenUp(tries: number): Step {
  return state(
    "failed",
    [],
    `No answer came from Companies House after ${tries} tries. It may not have received the accounts: please file them again (a new submission is made; nothing is sent twice).`,
  );
}
