import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChGatewayFake, startChGateway } from "../../../test-support/ch-gateway/ch-gateway";
import { completeCheckout, sessionIdOf } from "../../../test-support/filings-kit";
import { type StripeFake, startStripeFake, stripeEnv } from "../../../test-support/stripe-fake";
import { createTestApp, type TestApp } from "../../../test-support/test-app";
import { DIRECTOR } from "../../exports/exports.test-kit";
import { chEnv, filing, PATH, PRESENTER, readyCompany, waitForState } from "./ch-test-kit";

/*
 * The payment rule both registries call: one payment per company period (the free beta filing, then the price)
 * covers the period's packs and its submissions, resubmissions after a rejection included.
 */
let gateway: ChGatewayFake;
let stripe: StripeFake;
let t: TestApp;

beforeAll(async () => {
  gateway = await startChGateway(PRESENTER);
  stripe = await startStripeFake();
  t = await createTestApp({ env: { ...chEnv(gateway), ...stripeEnv(stripe, { BETA_MODE: "false" }) } });
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
  await stripe?.close();
});

describe("paying for a period's filing", () => {
  it("asks for payment first, then covers the submission, a resubmission after a rejection and the packs", async () => {
    const c = await readyCompany(t, gateway);
    const unpaid = await c.api.post(PATH, filing(c.authCode));
    expect(unpaid.status).toBe(402);
    expect(unpaid.body).toMatchObject({
      needsPayment: true,
      error: "Please complete payment to file this period's accounts and returns.",
    });
    expect((await c.api.get(PATH)).body).toEqual([]);
    expect(gateway.received.filter((r) => r.companyNumber === c.number)).toHaveLength(0);

    const checkout = await c.api.post("/api/filings/create-checkout", {});
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    await completeCheckout(t, stripe, sessionIdOf(checkout.body.url));

    gateway.plan(c.number, { polls: ["REJECT"] });
    const first = await c.api.post(PATH, filing(c.authCode));
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    expect((await waitForState(c.api, first.body.id, ["rejected"])).state).toBe("rejected");

    gateway.plan(c.number, { polls: ["ACCEPT"] });
    const again = await c.api.post(PATH, filing(c.authCode));
    expect(again.status, JSON.stringify(again.body)).toBe(202);
    expect((await waitForState(c.api, again.body.id, ["accepted"])).state).toBe("accepted");

    const pack = await t.app.inject({
      method: "POST",
      url: "/api/exports/ch-pack/pdf",
      headers: { cookie: c.user.cookie },
      payload: { directorName: DIRECTOR, confirmed: true, approvalDate: "2026-06-30" },
    });
    expect(pack.statusCode).toBe(200);
    const paid = await t.database.query<{ n: number }>("select count(*)::int as n from payments where user_id = $1", [
      c.user.id,
    ]);
    expect(paid[0]?.n).toBe(1);
  });
});
