import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs } from "../../../test-support/accounts-kit";
import { type LoopbackEngine, startLoopbackEngine } from "../../../test-support/hmrc-engine/engine";
import { createTestApp, signUpUser, type TestApp } from "../../../test-support/test-app";
import { NOT_RECOGNISED } from "./hmrc-ct600.service";
import { FINAL, filing, HMRC_FEATURES, hmrcEnv, PATH, readyCompany, waitForState } from "./hmrc-test-kit";

/* What refuses a filing before anything is sent, and HMRC's test in live ("test filing" everywhere). */
let engine: LoopbackEngine;
let unrecognised: TestApp;
let testInLive: TestApp;

beforeAll(async () => {
  engine = await startLoopbackEngine();
  unrecognised = await createTestApp({ features: HMRC_FEATURES });
  testInLive = await createTestApp({ env: hmrcEnv(engine, { HMRC_TEST_IN_LIVE: "1" }), features: HMRC_FEATURES });
});
afterAll(async () => {
  await unrecognised?.close();
  await testInLive?.close();
  await engine?.close();
});

describe("an installation without HMRC_VENDOR_ID", () => {
  it("says it is not recognised by HMRC and answers a filing 409 with that message", async () => {
    const user = await signUpUser(unrecognised.app);
    const api = apiAs(unrecognised, user.cookie);
    expect((await api.get("/api/submissions/hmrc/settings")).body).toEqual({ available: false, test: false });
    const res = await api.post(PATH, filing());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(NOT_RECOGNISED);
  });
});

describe("filing in HMRC's test in live", () => {
  it("refuses a company that is not ready with the readiness checks", async () => {
    const user = await signUpUser(testInLive.app);
    const res = await apiAs(testInLive, user.cookie).post(PATH, filing());
    expect(res.status).toBe(409);
    expect(Array.isArray(res.body.checks)).toBe(true);
  });

  it("refuses a company without its UTR, then files as a test (class HMRC-CT-CT600-TIL, nothing filed)", async () => {
    const c = await readyCompany(testInLive, { utr: null });
    const noUtr = await c.api.post(PATH, filing());
    expect(noUtr.status).toBe(400);
    expect(noUtr.body.message).toMatch(/UTR .* Company page/);

    const ready = await readyCompany(testInLive);
    expect((await ready.api.get("/api/submissions/hmrc/settings")).body).toEqual({ available: true, test: true });
    const res = await ready.api.post(PATH, filing());
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const done = await waitForState(ready.api, res.body.id, FINAL);
    expect(done).toMatchObject({ state: "accepted", test: true });
    expect(engine.submissions.at(-1)).toMatchObject({ className: "HMRC-CT-CT600-TIL", filed: false });
  });
});
