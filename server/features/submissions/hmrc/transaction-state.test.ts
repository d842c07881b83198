import { describe, expect, it } from "vitest";
import type { GovTalkAnswer } from "../../../../core/filing/hmrc";
import { TEST_SETTINGS } from "../../../test-support/hmrc-fixtures";
import type { HmrcClientConfig } from "./hmrc-config";
import {
  allowedEndpoint,
  type HmrcTransactionState,
  nextTransactionState,
  pollDelayMs,
  retryDelayMs,
  startHmrcTransaction,
} from "./transaction-state";
import type { Exchange } from "./transport";

const config: HmrcClientConfig = {
  engineUrl: "https://transaction-engine.tax.service.gov.uk/submission",
  settings: TEST_SETTINGS,
  pollFloorSeconds: 2,
  maxTransientAttempts: 3,
  maxDeleteAttempts: 2,
  maxRetryDelaySeconds: 900,
  requestTimeoutMs: 60_000,
};
const T0 = 1_000_000;
const base = {
  correlationId: "AB12",
  endpoint: "https://transaction-engine.tax.service.gov.uk/poll",
  pollIntervalSeconds: 10,
};
const ack: Exchange = { kind: "answer", answer: { ...base, kind: "acknowledgement" } };
const answer = (a: GovTalkAnswer): Exchange => ({ kind: "answer", answer: a });
const transient = (maybeDelivered: boolean): Exchange => ({
  kind: "transient",
  reason: maybeDelivered ? "timeout" : "edge-403",
  detail: "",
  maybeDelivered,
});

const submitting = startHmrcTransaction(config, T0);
const polling: HmrcTransactionState = nextTransactionState(submitting, ack, config, T0);

describe("the waits", () => {
  it("honours HMRC's PollInterval, never below the floor", () => {
    expect(pollDelayMs(config, 10)).toBe(10_000);
    expect(pollDelayMs(config, 0)).toBe(2_000);
    // No PollInterval: the envelope schema's default of 2 seconds.
    expect(pollDelayMs({ ...config, pollFloorSeconds: 0.5 }, null)).toBe(2_000);
  });

  it("doubles the wait after each transient failure, up to the cap", () => {
    expect([1, 2, 3, 10].map((n) => retryDelayMs(config, n))).toEqual([4_000, 8_000, 16_000, 900_000]);
  });

  it("follows poll addresses on the configured engine's origin only", () => {
    expect(allowedEndpoint(config, "https://transaction-engine.tax.service.gov.uk/poll")).toBe(true);
    expect(allowedEndpoint(config, "http://transaction-engine.tax.service.gov.uk/poll")).toBe(false);
    expect(allowedEndpoint(config, "https://transaction-engine.tax.service.gov.uk:8443/poll")).toBe(false);
    expect(allowedEndpoint(config, "https://evil.example/poll")).toBe(false);
    expect(allowedEndpoint(config, "not a url")).toBe(false);
  });
});

describe("one step at a time", () => {
  it("moves from submit to poll on an acknowledgement, at HMRC's interval, keeping the CorrelationID", () => {
    expect(polling).toEqual({
      phase: "poll",
      correlationId: "AB12",
      endpoint: base.endpoint,
      nextAttemptAt: T0 + 10_000,
      attempts: 0,
      outcome: null,
    });
  });

  it("waits again on another acknowledgement and moves to delete once the response is read", () => {
    const again = nextTransactionState(polling, ack, config, T0 + 10_000);
    expect(again).toMatchObject({ phase: "poll", nextAttemptAt: T0 + 20_000 });
    const receipt = { irmarkBase32: "MK4B", message: "received", acceptedAt: "2026-09-29T00:33:06" };
    const done = nextTransactionState(
      again,
      answer({ ...base, kind: "response", function: "submit", receipt }),
      config,
      T0 + 20_000,
    );
    expect(done).toMatchObject({ phase: "delete", outcome: { state: "accepted", receipt } });
    expect(
      nextTransactionState(done, answer({ ...base, kind: "response", function: "delete", receipt: null }), config, T0),
    ).toMatchObject({
      phase: "done",
      outcome: { state: "accepted" },
    });
  });

  it("ends an error without a CorrelationID at once: there is nothing to delete", () => {
    const errors = [{ raisedBy: "Gateway", number: 1046, type: "fatal", text: "Authentication Failure", location: "" }];
    const s = nextTransactionState(
      submitting,
      answer({ ...base, correlationId: "", kind: "error", errors }),
      config,
      T0,
    );
    expect(s).toMatchObject({ phase: "done", correlationId: null, outcome: { state: "rejected", errors } });
  });

  it("repeats a submit that certainly did not arrive, and never one that may have", () => {
    expect(nextTransactionState(submitting, transient(false), config, T0)).toMatchObject({
      phase: "submit",
      attempts: 1,
      nextAttemptAt: T0 + 4_000,
    });
    expect(nextTransactionState(submitting, transient(true), config, T0)).toMatchObject({
      phase: "done",
      outcome: { state: "failed", maybeReceived: true },
    });
  });

  it("retries polls until the limit, then fails without deleting the unread answer", () => {
    let s = polling;
    for (let i = 1; i < config.maxTransientAttempts; i++) {
      s = nextTransactionState(s, transient(true), config, T0);
      expect(s).toMatchObject({ phase: "poll", attempts: i });
    }
    s = nextTransactionState(s, transient(true), config, T0);
    expect(s).toMatchObject({
      phase: "done",
      correlationId: "AB12",
      outcome: { state: "failed", maybeReceived: true },
    });
  });

  it("refuses a poll address on another host", () => {
    const s = nextTransactionState(
      submitting,
      answer({ ...base, kind: "acknowledgement", endpoint: "https://evil.example/poll" }),
      config,
      T0,
    );
    expect(s).toMatchObject({ phase: "done", outcome: { state: "failed" } });
    expect(s.endpoint).toBe(config.engineUrl);
  });

  it("gives up a delete that keeps failing: the outcome is already known", () => {
    const deleting: HmrcTransactionState = { ...polling, phase: "delete", outcome: { state: "rejected", errors: [] } };
    const once = nextTransactionState(deleting, transient(true), config, T0);
    expect(once).toMatchObject({ phase: "delete", attempts: 1 });
    expect(nextTransactionState(once, transient(true), config, T0)).toMatchObject({
      phase: "done",
      outcome: { state: "rejected" },
    });
  });

  it("leaves a finished state as it is", () => {
    const done: HmrcTransactionState = { ...polling, phase: "done", outcome: { state: "rejected", errors: [] } };
    expect(nextTransactionState(done, ack, config, T0)).toBe(done);
  });
});
