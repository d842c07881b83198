import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeCheckout, sessionIdOf } from "../../../test-support/filings-kit";
import { type LoopbackEngine, startLoopbackEngine } from "../../../test-support/hmrc-engine/engine";
import { type StripeFake, startStripeFake, stripeEnv } from "../../../test-support/stripe-fake";
import { createTestApp, type TestApp } from "../../../test-support/test-app";
import { FINAL, filing, HMRC_FEATURES, hmrcEnv, PATH, readyCompany, waitForState } from "./hmrc-test-kit";

/*
 * The payment rule of every submission: one payment per company period (the free beta filing, then the price)
 * covers its packs and its submissions to both registries, resubmissions after a rejection and an amended return
 * included.
 */
let engine: LoopbackEngine;
let stripe: StripeFake;
let t: TestApp;

beforeAll(async () => {
  engine = await startLoopbackEngine();
  stripe = await startStripeFake();
  t = await createTestApp({
    env: { ...hmrcEnv(engine), ...stripeEnv(stripe, { BETA_MODE: "false" }) },
    features: HMRC_FEATURES,
  });
});
afterAll(async () => {
  await t?.close();
  await engine?.close();
  await stripe?.close();
});

describe("paying for a period's company tax return", () => {
  it("asks for payment first, then covers the return, its resubmission and its amendment with one payment", async () => {
    const c = await readyCompany(t);
    const unpaid = await c.api.post(PATH, filing());
    expect(unpaid.status).toBe(402);
    expect(unpaid.body).toMatchObject({ needsPayment: true });
    expect(engine.submissions).toHaveLength(0);

    const checkout = await c.api.post("/api/filings/create-checkout", {});
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    await completeCheckout(t, stripe, sessionIdOf(checkout.body.url));

    const wrong = await c.api.post(PATH, filing({ gatewayPassword: "wrong-password" }));
    expect(wrong.status).toBe(202);
    expect((await waitForState(c.api, wrong.body.id, FINAL)).state).toBe("rejected");
    const again = await c.api.post(PATH, filing());
    expect((await waitForState(c.api, again.body.id, FINAL)).state).toBe("accepted");
    const amended = await c.api.post(PATH, filing({ amended: true }));
    expect((await waitForState(c.api, amended.body.id, FINAL)).state).toBe("accepted");

    const paid = await t.database.query<{ n: number }>("select count(*)::int as n from payments where user_id = $1", [
      c.user.id,
    ]);
    expect(paid[0]?.n).toBe(1);
  });
});
