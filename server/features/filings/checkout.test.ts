import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import {
  addCompany,
  appFor,
  completeCheckout,
  filingsOf,
  newUser,
  paymentsForSession,
  postWebhook,
  setCompanyPeriod,
  type TestUser,
} from "../../test-support/filings-kit";
import {
  type StripeFake,
  signedWebhook,
  startStripeFake,
  stripeEnv,
  stripeEvent,
} from "../../test-support/stripe-fake";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { checkExportAllowed } from "./filings.service";

const BASE_URL = "https://microfile.example";

let fake: StripeFake;
let t: TestApp;
let db: Db;

beforeAll(async () => {
  fake = await startStripeFake();
  t = await createTestApp({ env: stripeEnv(fake, { BASE_URL }) });
  db = t.database.db;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const createCheckout = (u?: TestUser) =>
  t.app.inject({
    method: "POST",
    url: "/api/filings/create-checkout",
    headers: u ? { cookie: u.cookie } : {},
    payload: {},
  });

const sessionStatus = (u: TestUser | undefined, sessionId: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/filings/checkout-session?session_id=${encodeURIComponent(sessionId)}`,
    headers: u ? { cookie: u.cookie } : {},
  });

/** A user with the free year used and the next period refused by the export gate (a pending filing). */
async function userOwingPayment(companyName = "Acme Widgets Ltd"): Promise<TestUser> {
  const u = await newUser(t);
  await t.database.query("update companies set name = $1 where id = $2", [companyName, u.scope.companyId]);
  // The free filing is taken at the first download of a period, not at import.
  await setCompanyPeriod(t, u.scope, "2025-04-01", "2026-03-31");
  await checkExportAllowed(db, u.scope);
  await setCompanyPeriod(t, u.scope, "2026-04-01", "2027-03-31");
  await expect(checkExportAllowed(db, u.scope)).rejects.toMatchObject({ status: 402 });
  return u;
}

/** Creates a checkout through the API and returns its session id. */
async function checkoutSessionId(u: TestUser): Promise<string> {
  const res = await createCheckout(u);
  expect(res.statusCode).toBe(200);
  return new URL(res.json().url).pathname.split("/").at(-1)!;
}

describe("POST /api/filings/create-checkout", () => {
  it("asks to sign in first", async () => {
    expect((await createCheckout()).statusCode).toBe(401);
  });

  it("answers 400 with a clear message when no filing is waiting for payment", async () => {
    const u = await newUser(t);
    const res = await createCheckout(u);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("There is no filing waiting for payment. Save or export a new period first.");
  });

  it("opens a £99 Stripe Checkout for the pending filing and stores its session", async () => {
    const u = await userOwingPayment();
    const res = await createCheckout(u);
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(new RegExp(`^${fake.url}/pay/cs_test_`));
    const pending = (await filingsOf(t, u.scope)).find((f) => f.status === "pending")!;
    expect(pending.stripeSessionId).toBe(url.split("/pay/")[1]);
    expect(fake.created.at(-1)).toEqual({
      mode: "payment",
      line_items: [
        {
          quantity: "1",
          price_data: {
            currency: "gbp",
            unit_amount: "9900",
            product_data: { name: "Microfile filing pack — Acme Widgets Ltd period ending 31 March 2027" },
          },
        },
      ],
      success_url: `${BASE_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${BASE_URL}/reports`,
      client_reference_id: pending.id,
      metadata: { filingId: pending.id, userId: u.id },
      customer_email: u.email,
    });
  });

  it("pays for the current company's pending filing before another company's", async () => {
    const u = await userOwingPayment();
    const other = await addCompany(t, u.id, "Other Ltd", { start: "2025-01-01", end: "2025-12-31" });
    await expect(checkExportAllowed(db, other)).rejects.toMatchObject({ status: 402 });
    await checkoutSessionId(u);
    expect(fake.created.at(-1)?.client_reference_id).toBe(
      (await filingsOf(t, u.scope)).find((f) => f.status === "pending")!.id,
    );
  });

  it("answers 503 when Stripe cannot be reached", async () => {
    const u = await userOwingPayment();
    fake.failCreates = true;
    try {
      const res = await createCheckout(u);
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatch(/payment provider could not be reached/);
    } finally {
      fake.failCreates = false;
    }
  });
});

describe("POST /api/filings/create-checkout without Stripe", () => {
  const paymentsOff = appFor(() => ({}));

  it("answers 400: there is nothing to pay", async () => {
    const u = await newUser(paymentsOff());
    const res = await paymentsOff().app.inject({
      method: "POST",
      url: "/api/filings/create-checkout",
      headers: { cookie: u.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Payments are switched off/);
  });
});

describe("GET /api/filings/checkout-session", () => {
  it("is pending until paid, then paid once the webhook has marked it", async () => {
    const u = await userOwingPayment();
    const id = await checkoutSessionId(u);
    expect((await sessionStatus(u, id)).json()).toEqual({ status: "pending" });
    await completeCheckout(t, fake, id);
    expect((await sessionStatus(u, id)).json()).toEqual({ status: "paid" });
  });

  it("is paid when Stripe already reports payment before the webhook, recording it once", async () => {
    const u = await userOwingPayment();
    const id = await checkoutSessionId(u);
    fake.pay(id);
    expect((await sessionStatus(u, id)).json()).toEqual({ status: "paid" });
    expect(await paymentsForSession(t, id)).toHaveLength(1);
    // The webhook arriving afterwards records nothing more.
    await postWebhook(t.app, signedWebhook(stripeEvent("checkout.session.completed", fake.sessions.get(id)!)));
    expect(await paymentsForSession(t, id)).toHaveLength(1);
  });

  it("is failed once the session expired", async () => {
    const u = await userOwingPayment();
    const id = await checkoutSessionId(u);
    const expired = await postWebhook(t.app, signedWebhook(stripeEvent("checkout.session.expired", fake.expire(id))));
    expect(expired.statusCode).toBe(200);
    expect((await sessionStatus(u, id)).json()).toEqual({ status: "failed" });
  });

  it("is failed when Stripe reports the session expired before the webhook", async () => {
    const u = await userOwingPayment();
    const id = await checkoutSessionId(u);
    fake.expire(id);
    expect((await sessionStatus(u, id)).json()).toEqual({ status: "failed" });
    expect((await filingsOf(t, u.scope)).map((f) => f.status)).toEqual(["paid", "expired"]);
  });

  it("is paid for an older session of the filing that was paid after a newer one was opened", async () => {
    const u = await userOwingPayment();
    const older = await checkoutSessionId(u);
    await checkoutSessionId(u);
    await completeCheckout(t, fake, older);
    expect((await sessionStatus(u, older)).json()).toEqual({ status: "paid" });
  });

  it("answers 404 for another user's session, 401 signed out and 400 without a session id", async () => {
    const owner = await userOwingPayment();
    const id = await checkoutSessionId(owner);
    const stranger = await newUser(t);
    expect((await sessionStatus(stranger, id)).statusCode).toBe(404);
    expect((await sessionStatus(undefined, id)).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/filings/checkout-session",
      headers: { cookie: owner.cookie },
    });
    expect(missing.statusCode).toBe(400);
  });
});
