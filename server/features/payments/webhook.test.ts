import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { payments, stripeEvents } from "../../db/schema";
import {
  appFor,
  filingsOf,
  newUser,
  paymentsForSession,
  postWebhook,
  setCompanyPeriod,
} from "../../test-support/filings-kit";
import {
  refundedCharge,
  type StripeFake,
  signedWebhook,
  startStripeFake,
  stripeEnv,
  stripeEvent,
} from "../../test-support/stripe-fake";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { checkExportAllowed } from "../filings/filings.service";

let fake: StripeFake;
let t: TestApp;
let db: Db;

beforeAll(async () => {
  fake = await startStripeFake();
  t = await createTestApp({ env: stripeEnv(fake) });
  db = t.database.db;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A user with a pending filing for April 2026 – March 2027 and an open checkout session for it. */
async function openCheckout() {
  const u = await newUser(t);
  // The free filing is taken at the first download of a period, not at import.
  await setCompanyPeriod(t, u.scope, "2025-04-01", "2026-03-31");
  await checkExportAllowed(db, u.scope);
  await setCompanyPeriod(t, u.scope, "2026-04-01", "2027-03-31");
  await expect(checkExportAllowed(db, u.scope)).rejects.toMatchObject({ status: 402 });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/filings/create-checkout",
    headers: { cookie: u.cookie },
    payload: {},
  });
  const sessionId = String(res.json().url).split("/pay/")[1]!;
  const pending = async () => (await filingsOf(t, u.scope)).find((f) => f.periodEnd === "2027-03-31")!;
  return { u, sessionId, pending };
}

const completed = (sessionId: string) =>
  stripeEvent("checkout.session.completed", fake.pay(sessionId, `pi_${sessionId}`));

describe("POST /api/stripe/webhook", () => {
  it("records a paid checkout: one payment row in pence and the filing paid", async () => {
    const { u, sessionId, pending } = await openCheckout();
    const res = await postWebhook(t.app, signedWebhook(completed(sessionId)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const filing = await pending();
    expect(filing.status).toBe("paid");
    expect(filing.paidAt).toBeInstanceOf(Date);
    expect(await paymentsForSession(t, sessionId)).toMatchObject([
      {
        filingId: filing.id,
        userId: u.id,
        amount: 9900,
        currency: "gbp",
        customerEmail: u.email,
        stripePaymentIntentId: `pi_${sessionId}`,
        status: "paid",
      },
    ]);
  });

  it("applies a replayed event once, answering 200 both times", async () => {
    const { sessionId } = await openCheckout();
    const request = signedWebhook(completed(sessionId));
    expect((await postWebhook(t.app, request)).statusCode).toBe(200);
    expect((await postWebhook(t.app, request)).statusCode).toBe(200);
    expect(await paymentsForSession(t, sessionId)).toHaveLength(1);
    // A second event about the same session (another id) does not add a payment either.
    await postWebhook(
      t.app,
      signedWebhook(stripeEvent("checkout.session.async_payment_succeeded", fake.sessions.get(sessionId)!)),
    );
    expect(await paymentsForSession(t, sessionId)).toHaveLength(1);
  });

  it("refuses a signature made with another secret, and a body changed after signing, with 400", async () => {
    const { sessionId, pending } = await openCheckout();
    const forged = await postWebhook(t.app, signedWebhook(completed(sessionId), { secret: "whsec_someone_else" }));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe("The Stripe signature is not valid.");
    const signed = signedWebhook(completed(sessionId));
    const tampered = await postWebhook(t.app, { ...signed, payload: signed.payload.replace('"paid"', '"paid" ') });
    expect(tampered.statusCode).toBe(400);
    expect((await pending()).status).toBe("pending");
    expect(await paymentsForSession(t, sessionId)).toHaveLength(0);
  });

  it("refuses a stale timestamp (older than five minutes) with 400", async () => {
    const { sessionId, pending } = await openCheckout();
    const old = signedWebhook(completed(sessionId), { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const res = await postWebhook(t.app, old);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("The Stripe signature has expired.");
    expect((await pending()).status).toBe("pending");
  });

  it("refuses a request without a signature with 400 and records no event", async () => {
    const event = stripeEvent("checkout.session.completed", {});
    const res = await t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      payload: JSON.stringify(event),
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    const [row] = await db.select({ n: count() }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(row!.n).toBe(0);
  });

  it("expires a pending filing when its current session expires, but not a paid one", async () => {
    const first = await openCheckout();
    await postWebhook(t.app, signedWebhook(stripeEvent("checkout.session.expired", fake.expire(first.sessionId))));
    expect((await first.pending()).status).toBe("expired");

    const second = await openCheckout();
    await postWebhook(t.app, signedWebhook(completed(second.sessionId)));
    await postWebhook(
      t.app,
      signedWebhook(stripeEvent("checkout.session.expired", fake.sessions.get(second.sessionId)!)),
    );
    expect((await second.pending()).status).toBe("paid");
  });

  it("marks the payment and the filing refunded on a full refund, and ignores a partial one", async () => {
    const { sessionId, pending } = await openCheckout();
    await postWebhook(t.app, signedWebhook(completed(sessionId)));
    const partial = stripeEvent("charge.refunded", refundedCharge(`pi_${sessionId}`, 9900, 1000));
    expect((await postWebhook(t.app, signedWebhook(partial))).statusCode).toBe(200);
    expect((await pending()).status).toBe("paid");

    const full = stripeEvent("charge.refunded", refundedCharge(`pi_${sessionId}`));
    expect((await postWebhook(t.app, signedWebhook(full))).statusCode).toBe(200);
    expect((await pending()).status).toBe("refunded");
    expect(await paymentsForSession(t, sessionId)).toMatchObject([{ status: "refunded" }]);
  });

  it("keeps the money of a paid session whose filing it does not know", async () => {
    const session = {
      ...fake.pay((await openCheckout()).sessionId),
      metadata: {},
      client_reference_id: "not-a-filing",
    };
    const res = await postWebhook(t.app, signedWebhook(stripeEvent("checkout.session.completed", session)));
    expect(res.statusCode).toBe(200);
    expect(await paymentsForSession(t, session.id)).toMatchObject([{ filingId: null, amount: 9900 }]);
  });

  it("acknowledges events it does not act on", async () => {
    const res = await postWebhook(t.app, signedWebhook(stripeEvent("customer.created", { id: "cus_1" })));
    expect(res.statusCode).toBe(200);
  });

  it("leaves JSON parsing of every other route as it was", async () => {
    const u = await newUser(t);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/filings/create-checkout",
      headers: { cookie: u.cookie, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("The request body is not valid JSON.");
  });
});

describe("the webhook without a signing secret", () => {
  const unsigned = appFor(() => ({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_API_BASE: fake.url }));

  it("answers 503 so Stripe retries once the server is configured", async () => {
    const res = await postWebhook(unsigned().app, signedWebhook(stripeEvent("customer.created", {})));
    expect(res.statusCode).toBe(503);
    const [row] = await unsigned().database.db.select({ n: count() }).from(payments);
    expect(row!.n).toBe(0);
  });
});
