import type { GatewayCredentials } from "../../../core/filing/hmrc";
import { buildCt600Submission } from "../../features/submissions/hmrc/ct600-submission";
import type { HmrcClientConfig } from "../../features/submissions/hmrc/hmrc-config";
import { runHmrcTransaction } from "../../features/submissions/hmrc/transaction-client";
import { type HmrcTransactionState, startHmrcTransaction } from "../../features/submissions/hmrc/transaction-state";
import { postXml } from "../../features/submissions/hmrc/transport";
import { sampleReturn, TEST_GATEWAY, TEST_SETTINGS } from "../hmrc-fixtures";
import { type EngineOptions, type LoopbackEngine, startLoopbackEngine } from "./engine";

export interface HarnessOptions {
  /** Simulated time: sleeping moves the clock on at once, so waits can be measured exactly. */
  fakeClock?: boolean;
  pollFloorSeconds?: number;
  requestTimeoutMs?: number;
  maxTransientAttempts?: number;
  testInLive?: boolean;
}

/** The loopback engine with a client configured for it, recording every stored state and request. */
export interface HmrcLoopback {
  engine: LoopbackEngine;
  config: HmrcClientConfig;
  states: HmrcTransactionState[];
  requestTimes: { kind: "submit" | "poll" | "delete"; at: number }[];
  requestedUrls: string[];
  /** Runs a submission to the end: from a new submit with this message, or from a stored state. */
  run(submitMessage: string | null, from?: HmrcTransactionState): Promise<HmrcTransactionState>;
  close(): Promise<void>;
}

const kindOf = (xml: string) =>
  xml.includes("<Qualifier>poll</Qualifier>")
    ? "poll"
    : xml.includes("<Function>delete</Function>")
      ? "delete"
      : "submit";

export async function startHmrcLoopback(
  engineOptions: EngineOptions = {},
  o: HarnessOptions = {},
): Promise<HmrcLoopback> {
  const engine = await startLoopbackEngine(engineOptions);
  const config: HmrcClientConfig = {
    engineUrl: engine.url,
    settings: { ...TEST_SETTINGS, testInLive: o.testInLive ?? false },
    pollFloorSeconds: o.pollFloorSeconds ?? 0.01,
    maxTransientAttempts: o.maxTransientAttempts ?? 8,
    maxDeleteAttempts: 2,
    maxRetryDelaySeconds: 0.05,
    requestTimeoutMs: o.requestTimeoutMs ?? 10_000,
  };
  let fake = 1_800_000_000_000;
  const now = o.fakeClock ? () => fake : Date.now;
  const sleep = o.fakeClock
    ? async (ms: number) => {
        fake += ms;
      }
    : (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
  const h: HmrcLoopback = {
    engine,
    config,
    states: [],
    requestTimes: [],
    requestedUrls: [],
    run: (submitMessage, from) =>
      runHmrcTransaction(from ?? startHmrcTransaction(config, now()), {
        config,
        now,
        sleep,
        submitMessage: submitMessage ?? undefined,
        onState: (s) => {
          h.states.push(s);
        },
        post: (url, xml, timeoutMs) => {
          h.requestedUrls.push(url);
          h.requestTimes.push({ kind: kindOf(xml), at: now() });
          return postXml(url, xml, timeoutMs);
        },
      }),
    close: () => engine.close(),
  };
  return h;
}

const built = new Map<string, { message: string; irmark: string }>();

/** The sample company's plain-profit return as a submit message, for the engine's scenarios. */
export function submissionFor(o: { testInLive?: boolean; credentials?: GatewayCredentials } = {}) {
  const credentials = o.credentials ?? TEST_GATEWAY;
  const key = JSON.stringify([o.testInLive ?? false, credentials]);
  const known = built.get(key);
  if (known) return known;
  const settings = { ...TEST_SETTINGS, testInLive: o.testInLive ?? false };
  const result = buildCt600Submission(sampleReturn({ accountingProfit: 20_000 }), settings, credentials);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join("; "));
  const made = { message: result.submission.message, irmark: result.submission.irmark };
  built.set(key, made);
  return made;
}
