import { govTalkDelete, govTalkPoll } from "../../../../core/filing/hmrc";
import type { HmrcClientConfig } from "./hmrc-config";
import { type HmrcTransactionState, nextTransactionState } from "./transaction-state";
import { classify, type HttpResult, postXml } from "./transport";

export interface HmrcStepDeps {
  config: HmrcClientConfig;
  now: () => number;
  /** The submit message (it holds the Gateway password): given only in memory, by the request that files. */
  submitMessage?: string;
  /** The HTTP exchange; `postXml` unless a test replaces it. */
  post?: (url: string, xml: string, timeoutMs: number) => Promise<HttpResult>;
}

/** The request the current phase sends, or null when the submit message is not at hand. */
function requestFor(s: HmrcTransactionState, deps: HmrcStepDeps): string | null {
  const settings = deps.config.settings;
  if (s.phase === "submit") return deps.submitMessage ?? null;
  if (s.phase === "poll") return govTalkPoll(settings, s.correlationId ?? "");
  return govTalkDelete(settings, s.correlationId ?? "");
}

/**
 * One step of a submission: sends the request its phase calls for (submit, poll or delete) and returns the next
 * state, to be stored before the next step. Call it once `now() >= state.nextAttemptAt`; a finished state is returned
 * unchanged. A submit without its message in memory (the server restarted before HMRC acknowledged it) ends as
 * "failed": HMRC may have it, and only the person can send it again, with their password.
 */
export async function advanceHmrcTransaction(
  state: HmrcTransactionState,
  deps: HmrcStepDeps,
): Promise<HmrcTransactionState> {
  if (state.phase === "done") return state;
  const request = requestFor(state, deps);
  if (request === null) {
    const reason = "The server stopped before HMRC acknowledged the return, so it may or may not have arrived";
    return { ...state, phase: "done", outcome: { state: "failed", reason, maybeReceived: true } };
  }
  const post = deps.post ?? postXml;
  const result = await post(state.endpoint, request, deps.config.requestTimeoutMs);
  return nextTransactionState(state, classify(result), deps.config, deps.now());
}

export interface HmrcRunDeps extends HmrcStepDeps {
  sleep: (ms: number) => Promise<void>;
  /** Called with every new state, to store it. */
  onState?: (state: HmrcTransactionState) => void | Promise<void>;
}

/** Steps a submission until it is done, waiting between steps as the state says. */
export async function runHmrcTransaction(
  state: HmrcTransactionState,
  deps: HmrcRunDeps,
): Promise<HmrcTransactionState> {
  let s = state;
  while (s.phase !== "done") {
    const wait = s.nextAttemptAt - deps.now();
    if (wait > 0) await deps.sleep(wait);
    s = await advanceHmrcTransaction(s, deps);
    await deps.onState?.(s);
  }
  return s;
}
