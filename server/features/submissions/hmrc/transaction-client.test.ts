import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type HmrcLoopback, startHmrcLoopback, submissionFor } from "../../../test-support/hmrc-engine/harness";
import { TEST_GATEWAY, TEST_UTR } from "../../../test-support/hmrc-fixtures";
import { computeIrmark, irmarkBase32, withIrmark } from "./irmark";
import { advanceHmrcTransaction } from "./transaction-client";
import { startHmrcTransaction } from "./transaction-state";

/*
 * The client against the project's loopback Transaction Engine, one scenario per test: the engine checks the
 * envelope, the credentials, the IRmark and HMRC's schemas as HMRC's does, and misbehaves on request.
 */
let plain: { message: string; irmark: string };
beforeAll(() => {
  plain = submissionFor();
});

let loop: HmrcLoopback | null = null;
afterEach(async () => {
  await loop?.close();
  loop = null;
});

const start = async (...args: Parameters<typeof startHmrcLoopback>) => {
  loop = await startHmrcLoopback(...args);
  return loop;
};

describe("a return HMRC accepts", () => {
  it("submits, polls, reads the receipt and deletes HMRC's copy", async () => {
    const l = await start();
    const end = await l.run(plain.message);
    expect(end.outcome).toMatchObject({ state: "accepted" });
    // The receipt quotes the IRmark in base32: the 20 SHA-1 bytes of the base64 IRmark that was sent.
    expect(end.outcome?.state === "accepted" && end.outcome.receipt.irmarkBase32).toBe(irmarkBase32(plain.irmark));
    expect(l.engine.log.map((x) => x.kind)).toEqual(["submit", "poll", "delete"]);
    expect(l.engine.submissions).toHaveLength(1);
    expect(l.engine.submissions[0]).toMatchObject({ deleted: true, filed: true, utr: TEST_UTR });
    expect(l.states.map((s) => s.phase)).toEqual(["poll", "delete", "done"]);
  });

  it("keeps polling while HMRC answers with more acknowledgements", async () => {
    const l = await start({ acknowledgementsBeforeAnswer: 3 });
    const end = await l.run(plain.message);
    expect(end.outcome?.state).toBe("accepted");
    expect(l.engine.submissions[0]?.polls).toBe(4);
    expect(l.engine.log.filter((x) => x.kind === "submit")).toHaveLength(1);
  });

  it("waits the PollInterval HMRC gives through a slow backlog, never less than the floor", async () => {
    // HMRC asks for 3 s between polls five times over; the client's clock is simulated, so the waits are exact.
    const l = await start({ acknowledgementsBeforeAnswer: 5, pollIntervalSeconds: 3 }, { fakeClock: true });
    await l.run(plain.message);
    const pollTimes = l.requestTimes.filter((t) => t.kind === "poll").map((t) => t.at);
    const gaps = pollTimes.slice(1).map((t, i) => t - pollTimes[i]!);
    expect(gaps).toEqual([3000, 3000, 3000, 3000, 3000]);
    // A PollInterval of 0 still waits the floor (here 0.5 s).
    const quick = await startHmrcLoopback(
      { acknowledgementsBeforeAnswer: 2 },
      { fakeClock: true, pollFloorSeconds: 0.5 },
    );
    try {
      await quick.run(plain.message);
      const t = quick.requestTimes.filter((x) => x.kind === "poll").map((x) => x.at);
      expect(t.slice(1).map((x, i) => x - t[i]!)).toEqual([500, 500]);
    } finally {
      await quick.close();
    }
  });

  it("files nothing in test in live, but checks everything the same way", async () => {
    const l = await start({}, { testInLive: true });
    const end = await l.run(submissionFor({ testInLive: true }).message);
    expect(end.outcome?.state).toBe("accepted");
    expect(l.engine.submissions[0]).toMatchObject({ className: "HMRC-CT-CT600-TIL", filed: false });
  });
});

describe("a return HMRC rejects", () => {
  it("reports business errors (3001) with their details, then deletes", async () => {
    const l = await start();
    // The GovTalk key names another company's UTR than box 3: HMRC's 5005.
    const other = plain.message.replace(`<Key Type="UTR">${TEST_UTR}</Key>`, '<Key Type="UTR">1111111111</Key>');
    const end = await l.run(other);
    expect(end.outcome?.state).toBe("rejected");
    const errors = end.outcome?.state === "rejected" ? end.outcome.errors : [];
    expect(errors.map((e) => e.number)).toEqual([3001, 5005]);
    expect(errors[1]?.location).toContain("CompanyInformation[1]/ct:Reference[1]");
    expect(l.engine.submissions[0]?.deleted).toBe(true);
  });

  it("checks the attached accounts against the return: their period must end with it", async () => {
    const l = await start();
    const found = /(<Accounts>\s*<Instance>\s*<EncodedInlineXBRLDocument[^>]*>)([^<]*)</.exec(plain.message);
    const accounts = Buffer.from(found?.[2] ?? "", "base64").toString("utf8");
    expect(accounts).toContain("2026-03-31");
    // Accounts to 28 February 2026 attached to the return to 31 March 2026: not this return's accounts.
    const moved = accounts.replaceAll("2026-03-31", "2026-02-28").replaceAll("31 March 2026", "28 February 2026");
    const body = plain.message.replace(found?.[2] ?? "", Buffer.from(moved, "utf8").toString("base64"));
    const end = await l.run(
      withIrmark(
        body.replace(/<IRmark Type="generic">[^<]*<\/IRmark>/, '<IRmark Type="generic"></IRmark>'),
        computeIrmark(body),
      ),
    );
    const errors = end.outcome?.state === "rejected" ? end.outcome.errors : [];
    expect(errors.map((e) => e.text)).toContain("The accounts end on 2026-02-28, the return on 2026-03-31");
  });

  it("runs HMRC's business rules, reporting each failure under 3001", async () => {
    const l = await start();
    const wrongTotal = submissionFor().message.replace(
      "<NetCorporationTaxChargeable>3800.00",
      "<NetCorporationTaxChargeable>3700.00",
    );
    // The IRmark covers the body, so the changed body is signed again before it is sent.
    const end = await l.run(
      withIrmark(
        wrongTotal.replace(/<IRmark Type="generic">[^<]*<\/IRmark>/, '<IRmark Type="generic"></IRmark>'),
        computeIrmark(wrongTotal),
      ),
    );
    const errors = end.outcome?.state === "rejected" ? end.outcome.errors : [];
    // Box 440 is no longer 430 − 435 (9234), and box 475 no longer 440 − 470 (9248).
    expect(errors.map((e) => e.number)).toEqual([3001, 9234, 9248]);
    expect(errors[1]?.location).toBe(
      "/GovTalkMessage[1]/Body[1]/IRenvelope[1]/CompanyTaxReturn[1]/CompanyTaxCalculation[1]/NetCorporationTaxChargeable[1]",
    );
  });

  it("reports an authentication failure (1046) at once, with nothing to poll or delete", async () => {
    const l = await start();
    const wrong = submissionFor({ credentials: { userId: TEST_GATEWAY.userId, password: "not-it" } });
    const end = await l.run(wrong.message);
    expect(end.outcome).toMatchObject({ state: "rejected", errors: [{ number: 1046 }] });
    expect(end.correlationId).toBeNull();
    expect(l.engine.log.map((x) => x.kind)).toEqual(["submit"]);
    expect(l.engine.submissions).toHaveLength(0);
  });

  it("reports an IRmark that does not match the body (2021)", async () => {
    const l = await start();
    const tampered = plain.message.replace("<CompanyName>Acme Widgets Ltd", "<CompanyName>Acme Widgets Limited");
    const end = await l.run(tampered);
    expect(end.outcome).toMatchObject({ state: "rejected", errors: [{ number: 2021 }] });
  });

  it("reports a CorrelationID sent with a submission (1020)", async () => {
    const l = await start();
    const withId = plain.message.replace("<CorrelationID></CorrelationID>", "<CorrelationID>ABC123</CorrelationID>");
    const end = await l.run(withId);
    expect(end.outcome).toMatchObject({ state: "rejected", errors: [{ number: 1020 }] });
  });
});

describe("transient failures", () => {
  it("retries a submit the edge network refused (HTML 403) or found unavailable (503), submitting once", async () => {
    const l = await start();
    l.engine.faults.submit.push("html-403", "http-503", "not-govtalk");
    const end = await l.run(plain.message);
    expect(end.outcome?.state).toBe("accepted");
    expect(l.engine.submissions).toHaveLength(1);
    expect(l.engine.log.slice(0, 4).map((x) => x.answered)).toEqual([
      "html-403",
      "http-503",
      "not-govtalk",
      "acknowledgement",
    ]);
  });

  it("retries polls through 403s, 500s, non-GovTalk answers, dropped connections and timeouts", async () => {
    const l = await start();
    l.engine.faults.poll.push("html-403", "http-500", "not-govtalk", "drop", { hangMs: 3000 });
    const acknowledged = await advanceHmrcTransaction(startHmrcTransaction(l.config, Date.now()), {
      config: l.config,
      now: Date.now,
      submitMessage: plain.message,
    });
    // Polls time out after 1.2 s from here on (a slow machine answers a poll well within it); the engine holds one
    // back for 3 s.
    l.config.requestTimeoutMs = 1200;
    const end = await l.run(null, acknowledged);
    expect(end.outcome?.state).toBe("accepted");
    expect(l.engine.log.filter((x) => x.kind === "poll")).toHaveLength(6);
    expect(l.engine.submissions).toHaveLength(1);
  });

  it("never sends a submit again when the engine may have taken it: dropped after sending, 500, timeout", async () => {
    for (const fault of ["drop-after-accept", "http-500", { hangMs: 3000 }] as const) {
      const l = await startHmrcLoopback({}, { requestTimeoutMs: 1200 });
      try {
        l.engine.faults.submit.push(fault);
        const end = await l.run(plain.message);
        expect(end.outcome).toMatchObject({ state: "failed", maybeReceived: true });
        expect(l.engine.log.filter((x) => x.kind === "submit")).toHaveLength(1);
      } finally {
        await l.close();
      }
    }
  });

  it("gives up polling after the retries and keeps HMRC's copy (the answer is still to be read)", async () => {
    const l = await start({}, { maxTransientAttempts: 3 });
    l.engine.faults.poll.push("http-503", "http-503", "http-503");
    const end = await l.run(plain.message);
    expect(end.outcome).toMatchObject({ state: "failed", maybeReceived: true });
    expect(end.correlationId).toBe(l.engine.submissions[0]?.correlationId);
    expect(l.engine.log.filter((x) => x.kind === "delete")).toHaveLength(0);
    expect(l.engine.submissions[0]?.deleted).toBe(false);
  });

  it("refuses a poll address on another host and never contacts it", async () => {
    const l = await start({ responseEndPoint: "https://transaction-engine.example.net/poll" });
    const end = await l.run(plain.message);
    expect(end.outcome).toMatchObject({ state: "failed", maybeReceived: true });
    expect(end.outcome?.state === "failed" && end.outcome.reason).toContain("another host");
    expect(l.requestedUrls.every((u) => u.startsWith(l.engine.url.replace("/submission", "")))).toBe(true);
  });
});

describe("a server restart", () => {
  it("resumes polling from the stored state, without the password", async () => {
    const l = await start({ acknowledgementsBeforeAnswer: 1 });
    const first = await advanceHmrcTransaction(startHmrcTransaction(l.config, Date.now()), {
      config: l.config,
      now: Date.now,
      submitMessage: plain.message,
    });
    expect(first.phase).toBe("poll");
    // What the database would hold: plain JSON without the password.
    const stored = JSON.stringify(first);
    expect(stored).not.toContain(TEST_GATEWAY.password);
    const end = await l.run(null, JSON.parse(stored));
    expect(end.outcome?.state).toBe("accepted");
    expect(l.engine.log.filter((x) => x.kind === "submit")).toHaveLength(1);
  });

  it("ends a submit that had not been acknowledged as failed: only the person can send it again", async () => {
    const l = await start();
    const end = await l.run(null, startHmrcTransaction(l.config, Date.now()));
    expect(end.outcome).toMatchObject({ state: "failed", maybeReceived: true });
    expect(l.engine.log).toHaveLength(0);
  });

  it("stores no state that holds the Gateway password, in any scenario", async () => {
    const l = await start();
    l.engine.faults.poll.push("html-403");
    await l.run(plain.message);
    const wrong = submissionFor({ credentials: { userId: TEST_GATEWAY.userId, password: "wrong-Password-123" } });
    await l.run(wrong.message);
    for (const s of l.states) {
      expect(JSON.stringify(s)).not.toContain(TEST_GATEWAY.password);
      expect(JSON.stringify(s)).not.toContain("wrong-Password-123");
    }
  });
});
