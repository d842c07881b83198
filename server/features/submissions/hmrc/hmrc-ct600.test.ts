import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type LoopbackEngine, startLoopbackEngine } from "../../../test-support/hmrc-engine/engine";
import { createTestApp, type TestApp } from "../../../test-support/test-app";
import { FINAL, filing, hmrcEnv, hmrcFeatures, PATH, readyCompany, UTR, waitForState } from "./hmrc-test-kit";
import { postXml } from "./transport";

/*
 * Filing the CT600 through the API to the loopback Transaction Engine, through each answer it gives. The engine
 * checks the envelope and the credentials, recomputes the IRmark, and validates the return against HMRC's schemas
 * and business rules (HMRC's full file when present, the sample otherwise). `tamper` stands between the app and the
 * engine for the answers only a spoilt message gets (2021, 1020).
 */
let engine: LoopbackEngine;
let t: TestApp;
let tamper: ((xml: string) => string) | null = null;

beforeAll(async () => {
  engine = await startLoopbackEngine();
  const post = (url: string, xml: string, timeoutMs: number) => postXml(url, tamper ? tamper(xml) : xml, timeoutMs);
  t = await createTestApp({ env: hmrcEnv(engine), features: hmrcFeatures(post) });
});
afterAll(async () => {
  await t?.close();
  await engine?.close();
});
afterEach(() => {
  engine.options.acknowledgementsBeforeAnswer = 0;
  engine.options.businessErrors = undefined;
  engine.faults = { submit: [], poll: [], delete: [] };
  tamper = null;
});

const engineSubmission = (correlationId: string | null) =>
  engine.submissions.find((s) => s.correlationId === correlationId);

describe("filing the company tax return with HMRC", () => {
  it("submits, polls past the acknowledgements to HMRC's receipt, and deletes HMRC's copy", async () => {
    const c = await readyCompany(t);
    engine.options.acknowledgementsBeforeAnswer = 2;
    const res = await c.api.post(PATH, filing());
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ id: expect.any(String), state: "submitted" });

    const done = await waitForState(c.api, res.body.id, FINAL);
    expect(done, JSON.stringify(done)).toMatchObject({ state: "accepted", errors: [], test: false, amended: false });
    expect(done.correlationId).toMatch(/^[0-9A-F]{32}$/);
    expect(done.irmark).toMatch(/^[A-Za-z0-9+/]{27}=$/);
    expect(done.receipt?.irmarkBase32).toMatch(/^[A-Z2-7]{32}$/);
    expect(done.receipt?.acceptedAt).not.toBeNull();
    expect(done.answeredAt).not.toBeNull();
    const sent = engineSubmission(done.correlationId);
    expect(sent).toMatchObject({
      utr: UTR,
      className: "HMRC-CT-CT600",
      outcome: "accepted",
      deleted: true,
      filed: true,
    });
    expect(sent?.polls).toBe(3);
    expect(sent?.irmarkSent).toBe(done.irmark);

    const list = await c.api.get(PATH);
    expect(list.body.map((s: { id: string }) => s.id)).toEqual([res.body.id]);

    // The receipt: a PDF with the message as sent inside it.
    const receipt = await t.app.inject({
      method: "GET",
      url: `${PATH}/${res.body.id}/receipt`,
      headers: { cookie: c.user.cookie },
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers["content-type"]).toBe("application/pdf");
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(receipt.rawPayload.toString("latin1")).toContain("ct600-as-sent.xml");

    // Accepted: the period is filed; only an amended return goes now.
    const again = await c.api.post(PATH, filing());
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/HMRC accepted this company tax return on .*amended return/);
    const amended = await c.api.post(PATH, filing({ amended: true }));
    expect(amended.status, JSON.stringify(amended.body)).toBe(202);
    const second = await waitForState(c.api, amended.body.id, FINAL);
    expect(second).toMatchObject({ state: "accepted", amended: true });
  });

  it("a slow backlog keeps the period: a second filing is refused while HMRC has not answered", async () => {
    const c = await readyCompany(t);
    engine.options.acknowledgementsBeforeAnswer = 1_000_000;
    const res = await c.api.post(PATH, filing());
    expect(res.status).toBe(202);
    await new Promise((r) => setTimeout(r, 300));
    expect((await waitForState(c.api, res.body.id, ["submitted"])).state).toBe("submitted");
    const second = await c.api.post(PATH, filing());
    expect(second.status).toBe(409);
    expect(second.body.message).toContain("waiting for HMRC's answer");
    // The engine checks the return (HMRC's business rules, seconds) before its first answer; then it keeps polling.
    await vi.waitFor(() => expect(engine.submissions.at(-1)!.polls).toBeGreaterThan(1), { timeout: 60_000 });
    engine.submissions.at(-1)!.acksLeft = 0;
    expect((await waitForState(c.api, res.body.id, FINAL)).state).toBe("accepted");
  });

  it("business errors (3001): rejected, each error with its number, HMRC's text and where", async () => {
    const c = await readyCompany(t);
    engine.options.businessErrors = [
      { raisedBy: "ChRIS", number: 5005, type: "business", text: "The UTR does not match", location: "/ct:Reference" },
    ];
    const res = await c.api.post(PATH, filing());
    const done = await waitForState(c.api, res.body.id, FINAL);
    expect(done.state).toBe("rejected");
    expect(done.receipt).toBeNull();
    expect(done.errors).toContainEqual({ code: "5005", message: "The UTR does not match", location: "/ct:Reference" });
    expect(done.errors.map((e) => e.code)).toContain("3001");
    expect(engineSubmission(done.correlationId)?.deleted).toBe(true);
    expect((await c.api.get(`${PATH}/${res.body.id}/receipt`)).status).toBe(409);
    // A rejected return may be sent again, under the same payment.
    const again = await c.api.post(PATH, filing());
    expect(again.status).toBe(202);
  });

  it("a wrong Gateway password (1046): rejected at once, as an authentication failure", async () => {
    const c = await readyCompany(t);
    const res = await c.api.post(PATH, filing({ gatewayPassword: "not-the-password" }));
    expect(res.status).toBe(202);
    expect(res.body.state).toBe("rejected");
    const done = await waitForState(c.api, res.body.id, FINAL);
    expect(done.errors[0]).toMatchObject({ code: "1046" });
    expect(done.correlationId).toBeNull();
  });

  it("an IRmark HMRC recomputes otherwise (2021) and a CorrelationID on a submit (1020) are rejected", async () => {
    const c = await readyCompany(t);
    tamper = (xml) =>
      xml.replace(/<IRmark Type="generic">[^<]*</, '<IRmark Type="generic">AAAAAAAAAAAAAAAAAAAAAAAAAAA=<');
    const spoilt = await c.api.post(PATH, filing());
    expect((await waitForState(c.api, spoilt.body.id, FINAL)).errors[0]?.code).toBe("2021");

    tamper = (xml) =>
      xml
        .replace("<CorrelationID></CorrelationID>", "<CorrelationID>ABC</CorrelationID>")
        .replace("<CorrelationID/>", "<CorrelationID>ABC</CorrelationID>");
    const withId = await c.api.post(PATH, filing());
    expect((await waitForState(c.api, withId.body.id, FINAL)).errors[0]?.code).toBe("1020");
  });

  it("an HTML 403, a dropped connection and a 5xx while polling are waited out: one submission, accepted", async () => {
    const c = await readyCompany(t);
    engine.faults.poll = ["html-403", "drop", "http-500", "not-govtalk"];
    const before = engine.submissions.length;
    const res = await c.api.post(PATH, filing());
    const done = await waitForState(c.api, res.body.id, FINAL);
    expect(done.state).toBe("accepted");
    expect(engine.submissions.length - before).toBe(1);
    expect(
      engine.log
        .filter((l) => l.kind === "poll")
        .slice(-5)
        .map((l) => l.answered),
    ).toEqual(["html-403", "drop", "http-500", "not-govtalk", "accepted"]);
  });

  it("a submit HMRC certainly did not take (503) is sent again; one that may have arrived never is", async () => {
    const c = await readyCompany(t);
    engine.faults.submit = ["http-503"];
    const retried = await c.api.post(PATH, filing());
    expect((await waitForState(c.api, retried.body.id, FINAL)).state).toBe("accepted");

    const before = engine.submissions.length;
    engine.faults.submit = ["drop-after-accept"];
    const dropped = await c.api.post(PATH, filing({ amended: true }));
    expect(dropped.status).toBe(202);
    const done = await waitForState(c.api, dropped.body.id, FINAL);
    expect(done.state).toBe("failed");
    expect(done.failure).toMatch(/HMRC did not acknowledge/);
    expect(engine.submissions.length - before).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(engine.submissions.length - before).toBe(1);
  });
});
