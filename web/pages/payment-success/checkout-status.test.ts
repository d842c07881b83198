import { describe, expect, it } from "vitest";
import { paymentView, sessionIdFrom, shouldPoll } from "./checkout-status";

const error = (status: number) => new Error(`${status}: {"error":"x"}`);

describe("sessionIdFrom", () => {
  it("reads the session id Stripe adds to the success URL", () => {
    expect(sessionIdFrom("?session_id=cs_test_123")).toBe("cs_test_123");
  });

  it("is null without one, or with a blank or overlong one", () => {
    expect(sessionIdFrom("")).toBeNull();
    expect(sessionIdFrom("?session_id=%20")).toBeNull();
    expect(sessionIdFrom(`?session_id=${"x".repeat(256)}`)).toBeNull();
  });
});

describe("paymentView", () => {
  it("says paid only when the server says paid", () => {
    expect(paymentView({ status: "paid", error: null, timedOut: false })).toBe("paid");
    expect(paymentView({ status: "pending", error: null, timedOut: false })).toBe("confirming");
    expect(paymentView({ status: undefined, error: null, timedOut: false })).toBe("confirming");
  });

  it("says failed for an expired or refunded checkout", () => {
    expect(paymentView({ status: "failed", error: null, timedOut: false })).toBe("failed");
  });

  it("becomes 'still processing' when the polling window closes while pending", () => {
    expect(paymentView({ status: "pending", error: null, timedOut: true })).toBe("slow");
  });

  it("keeps waiting through a passing server error, and stops for a session that is not the user's", () => {
    expect(paymentView({ status: undefined, error: error(503), timedOut: false })).toBe("confirming");
    expect(paymentView({ status: undefined, error: new TypeError("Failed to fetch"), timedOut: true })).toBe("slow");
    expect(paymentView({ status: undefined, error: error(404), timedOut: false })).toBe("unknown");
    expect(paymentView({ status: undefined, error: error(401), timedOut: false })).toBe("signed-out");
  });
});

describe("shouldPoll", () => {
  it("polls only while confirming", () => {
    expect(shouldPoll({ status: "pending", error: null, timedOut: false })).toBe(true);
    expect(shouldPoll({ status: "pending", error: null, timedOut: true })).toBe(false);
    expect(shouldPoll({ status: "paid", error: null, timedOut: false })).toBe(false);
    expect(shouldPoll({ status: undefined, error: error(404), timedOut: false })).toBe(false);
  });
});
