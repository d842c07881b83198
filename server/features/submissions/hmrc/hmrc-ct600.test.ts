import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type LoopbackEngine, startLoopbackEngine } from "../../../test-support/hmrc-engine/engine";
import { createTestApp, type TestApp } from "../../../test-support/test-app";
import { FINAL, filing, HMRC_FEATURES, hmrcEnv, PATH, readyCompany, UTR, waitForState } from "./hmrc-test-kit";

/*
 * Filing the CT600 through the API to the loopback Transaction Engine, through each answer it gives. The engine
 * checks the envelope and the credentials, recomputes the IRmark, and validates the return against HMRC's schemas
 * and business rules (HMRC's full file when present, the sample otherwise).
 */
let engine: LoopbackEngine;
let t: TestApp;

beforeAll(async () => {
  engine = await startLoopbackEngine();
  t = await createTestApp({ env: hmrcEnv(engine), features: HMRC_FEATURES });
});
afterAll(async () => {
  await t?.close();
  await engine?.close();
});
afterEach(() => {
  engine.options.acknowledgementsBeforeAnswer = 0;
  engine.options.businessErrors = undefined;
  engine.faults = { submit: [], poll: [], delete: [] };
});

const engineSubmission = (correlationId: string | null) =>
  engine.submissions.find((s) => s.correlationId === correlationId);

describe("filing the company tax return with HMRC", () => {
  it("submits, polls past the acknowledgement to HMRC's receipt, and deletes HMRC's copy", async () => {
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
    expect(sent).toMatchObject({ utr: UTR, className: "HMRC-CT-CT600", outcome: "accepted", deleted: true, filed: true });
    expect(sent?.polls).toBe(3);
    expect(sent?.irmarkSent).toBe(done.irmark);

    const list = await c.api.get(PATH);
    expect(list.body.map((s: { id: string }) => s.id)).toEqual([res.body.id]);
  });
});
