import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Pence } from "../../../core/money";
import type { App, AppContext } from "../../app-context";
import type { Db } from "../../db/client";
import { transactions } from "../../db/schema";
import { requireScope } from "../../platform/company/company-scope";
import {
  companyOf,
  completeCheckout,
  filingsOf,
  newUser,
  postWebhook,
  sessionIdOf,
  setCompanyPeriod,
  type TestUser,
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
import { FEATURES } from "../index";
import { checkExportAllowed, filingWritesSettled } from "./filings.service";

/** Stands in for the exports feature: a download guarded by the gate, so the 402 body is checked end to end. */
function exportProbe(app: App, ctx: AppContext): void {
  const { db } = ctx.database;
  app.post("/api/test/export", async (request) => {
    const filing = await checkExportAllowed(db, await requireScope(db, request));
    return { filingId: filing.id, periodEnd: filing.periodEnd };
  });
}

let fake: StripeFake;
let t: TestApp;
let db: Db;

beforeAll(async () => {
  fake = await startStripeFake();
  t = await createTestApp({ env: stripeEnv(fake), features: [...FEATURES, exportProbe] });
  db = t.database.db;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const download = (u: TestUser) =>
  t.app.inject({ method: "POST", url: "/api/test/export", headers: { cookie: u.cookie }, payload: {} });

/** A user whose free filing covers April 2025 – March 2026. */
async function userWithFreeYear(): Promise<TestUser> {
  const u = await newUser(t);
  // The free filing is taken at the first download of a period, not at import.
  await setCompanyPeriod(t, u.scope, "2025-04-01", "2026-03-31");
  await checkExportAllowed(db, u.scope);
  return u;
}

describe("the export gate", () => {
  it("refuses a company with no period and no transactions with a readable 400", async () => {
    const u = await newUser(t);
    const res = await download(u);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/No transactions to export/);
  });

  it("allows unlimited downloads of the free period", async () => {
    const u = await userWithFreeYear();
    for (let i = 0; i < 3; i++) {
      const res = await download(u);
      expect(res.statusCode).toBe(200);
      expect(res.json().periodEnd).toBe("2026-03-31");
    }
    expect(await filingsOf(t, u.scope)).toHaveLength(1);
  });

  it("takes the unused free filing for the company's current period", async () => {
    const u = await newUser(t);
    await setCompanyPeriod(t, u.scope, "2025-01-01", "2025-12-31");
    expect((await download(u)).statusCode).toBe(200);
    expect(await filingsOf(t, u.scope)).toMatchObject([{ periodEnd: "2025-12-31", status: "paid", free: 1 }]);
  });

  it("derives and stores the period of a company that has transactions but no period", async () => {
    const u = await newUser(t);
    const row = { ...u.scope, description: "ROW", amount: 100 as Pence };
    await db.insert(transactions).values([
      { ...row, date: "2024-09-30" },
      { ...row, date: "2024-11-02" },
    ]);
    expect((await download(u)).json()).toMatchObject({ periodEnd: "2025-08-31" });
    expect(await companyOf(t, u.scope)).toMatchObject({ periodStart: "2024-09-01", periodEnd: "2025-08-31" });
  });

  it("answers 402 needsPayment for a period without a paid filing, keeping one pending filing", async () => {
    const u = await userWithFreeYear();
    await setCompanyPeriod(t, u.scope, "2026-04-01", "2027-03-31");
    for (let i = 0; i < 2; i++) {
      const res = await download(u);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({
        error: "Please complete payment to download filing packs.",
        message: "Please complete payment to download filing packs.",
        needsPayment: true,
      });
    }
    expect((await filingsOf(t, u.scope)).map((f) => [f.periodEnd, f.status])).toEqual([
      ["2026-03-31", "paid"],
      ["2027-03-31", "pending"],
    ]);
  });

  it("allows the period once paid, and refuses it again once refunded", async () => {
    const u = await userWithFreeYear();
    await setCompanyPeriod(t, u.scope, "2026-04-01", "2027-03-31");
    expect((await download(u)).statusCode).toBe(402);
    const checkout = await t.app.inject({
      method: "POST",
      url: "/api/filings/create-checkout",
      headers: { cookie: u.cookie },
      payload: {},
    });
    const session = await completeCheckout(t, fake, sessionIdOf(checkout.json().url));
    expect((await download(u)).statusCode).toBe(200);
    expect((await checkExportAllowed(db, u.scope)).status).toBe("paid");

    await postWebhook(t.app, signedWebhook(stripeEvent("charge.refunded", refundedCharge(session.payment_intent!))));
    expect((await download(u)).statusCode).toBe(402);
  });

  it("treats a moved period end as another filing", async () => {
    const u = await userWithFreeYear();
    expect(await companyOf(t, u.scope)).toMatchObject({ periodEnd: "2026-03-31" });
    await setCompanyPeriod(t, u.scope, "2025-04-01", "2026-04-30");
    expect((await download(u)).statusCode).toBe(402);
  });

  it("keeps the pending filing when called inside the caller's transaction", async () => {
    const u = await userWithFreeYear();
    await setCompanyPeriod(t, u.scope, "2026-04-01", "2027-03-31");
    await expect(db.transaction((tx) => checkExportAllowed(tx as unknown as Db, u.scope))).rejects.toMatchObject({
      status: 402,
    });
    await filingWritesSettled(db);
    expect((await filingsOf(t, u.scope)).map((f) => f.status)).toEqual(["paid", "pending"]);
  });
});
