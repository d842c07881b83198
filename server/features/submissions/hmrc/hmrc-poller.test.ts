import { describe, expect, it } from "vitest";
import { pollResultOfState, rejectionsOf } from "./hmrc-poller";
import type { HmrcTransactionState } from "./transaction-state";

const base: HmrcTransactionState = {
  phase: "poll",
  correlationId: "ABC",
  endpoint: "http://127.0.0.1:1/poll",
  nextAttemptAt: 10_000,
  attempts: 0,
  outcome: null,
};

describe("what the worker stores after a step with HMRC", () => {
  it("another acknowledgement: still submitted, polled again at HMRC's interval, at the address HMRC named", () => {
    expect(pollResultOfState(base, 8_000)).toEqual({
      kind: "state",
      state: "submitted",
      answered: false,
      nextPollSeconds: 2,
      set: { correlationId: "ABC", pollUrl: "http://127.0.0.1:1/poll" },
    });
  });

  it("a transient failure: a retry after the client's own backoff", () => {
    expect(pollResultOfState({ ...base, attempts: 2 }, 6_000)).toMatchObject({ kind: "retry", retryAfterSeconds: 4 });
  });

  it("HMRC's answer: accepted with the receipt, rejected with each error, failed with the reason", () => {
    const receipt = { irmarkBase32: "ABCD", message: "Thank you", acceptedAt: "2026-07-01T10:00:00" };
    expect(pollResultOfState({ ...base, phase: "delete", outcome: { state: "accepted", receipt } }, 0)).toMatchObject({
      state: "accepted",
      answered: true,
      set: { receipt },
    });
    const errors = [{ raisedBy: "ChRIS", number: 5005, type: "business", text: "UTR", location: "/x" }];
    expect(pollResultOfState({ ...base, outcome: { state: "rejected", errors } }, 0)).toMatchObject({
      state: "rejected",
      rejections: [{ code: "5005", description: "UTR", location: "/x" }],
    });
    const failed = { state: "failed" as const, reason: "No answer", maybeReceived: true };
    expect(pollResultOfState({ ...base, phase: "done", outcome: failed }, 0)).toMatchObject({
      state: "failed",
      failure: "No answer",
    });
  });

  it("an error without a number is kept with an empty code", () => {
    expect(rejectionsOf([{ raisedBy: "Gateway", number: null, type: "fatal", text: "x", location: "" }])).toEqual([
      { code: "", description: "x", location: "" },
    ]);
  });
});
