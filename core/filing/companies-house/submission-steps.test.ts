import { describe, expect, it } from "vitest";
import { afterStatusPoll, afterSubmit, type GatewayAnswer, givenUp } from ".";

const statuses = (...s: [string, string][]): GatewayAnswer => ({
  kind: "answer",
  qualifier: "response",
  statuses: s.map(([submissionNumber, statusCode]) => ({
    submissionNumber,
    statusCode,
    companyNumber: null,
    rejections: statusCode === "REJECT" ? [{ code: "0123", description: "Company name does not match" }] : [],
  })),
});

describe("after the filing is sent", () => {
  it("an acknowledgement leaves it submitted, to be polled", () => {
    expect(afterSubmit({ kind: "answer", qualifier: "acknowledgement", statuses: [] })).toMatchObject({
      kind: "state",
      state: "submitted",
      answered: false,
    });
  });

  it("a passing fault is retried by polling, never by sending again", () => {
    expect(afterSubmit({ kind: "transport", reason: "timed out" })).toEqual({ kind: "retry", reason: "timed out" });
    expect(afterSubmit({ kind: "malformed", reason: "not XML" })).toEqual({ kind: "retry", reason: "not XML" });
  });

  it("error 502 is the presenter's credentials: failed at once, not retried", () => {
    const step = afterSubmit({
      kind: "error",
      errors: [{ number: "502", type: "fatal", text: "Authentication Failure" }],
    });
    expect(step).toMatchObject({ kind: "state", state: "failed", answered: true });
    expect(step.kind === "state" && step.failure).toMatch(/presenter account.*502/);
  });

  it("any other gateway error rejects the filing with its number and text", () => {
    expect(
      afterSubmit({ kind: "error", errors: [{ number: "9999", type: "fatal", text: "ix:resources not found" }] }),
    ).toEqual({
      kind: "state",
      state: "rejected",
      rejections: [{ code: "9999", description: "ix:resources not found" }],
      failure: null,
      answered: true,
    });
  });
});

describe("after a status poll", () => {
  it.each([
    ["PENDING", "pending", false],
    ["PARKED", "parked", false],
    ["ACCEPT", "accepted", true],
    ["REJECT", "rejected", true],
    ["INTERNAL_FAILURE", "failed", true],
  ] as const)("%s is %s", (code, state, answered) => {
    expect(afterStatusPoll(statuses(["000009", "ACCEPT"], ["00000A", code]), "00000A")).toMatchObject({
      kind: "state",
      state,
      answered,
    });
  });

  it("a rejection keeps Companies House's codes and descriptions", () => {
    expect(afterStatusPoll(statuses(["00000A", "REJECT"]), "00000A")).toMatchObject({
      rejections: [{ code: "0123", description: "Company name does not match" }],
    });
  });

  it("no status for this number yet, an unknown code, a passing fault or another error: ask again", () => {
    expect(afterStatusPoll(statuses(["000009", "ACCEPT"]), "00000A").kind).toBe("retry");
    expect(afterStatusPoll(statuses(["00000A", "SOMETHING"]), "00000A").kind).toBe("retry");
    expect(afterStatusPoll({ kind: "transport", reason: "HTTP 503" }, "00000A").kind).toBe("retry");
    expect(
      afterStatusPoll({ kind: "error", errors: [{ number: "100", type: "recoverable", text: "busy" }] }, "00000A").kind,
    ).toBe("retry");
  });

  it("502 while polling fails it too", () => {
    expect(
      afterStatusPoll({ kind: "error", errors: [{ number: "502", type: "fatal", text: "x" }] }, "00000A"),
    ).toMatchObject({ state: "failed" });
  });

  it("giving up after the retries is a failure that says to file again", () => {
    const step = givenUp(8);
    expect(step).toMatchObject({ kind: "state", state: "failed", answered: true });
    expect(step.kind === "state" && step.failure).toMatch(/after 8 tries.*file them again/);
  });
});
