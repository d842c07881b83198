import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Pence } from "../../../core/money";
import type { Db } from "../../db/client";
import { transactions } from "../../db/schema";
import type { Scope } from "../../platform/auth/request-context";
import { AppError } from "../../platform/errors";
import {
  addCompany,
  appFor,
  companyOf,
  completeCheckout,
  filingsOf,
  newUser,
  postWebhook,
  sessionIdOf,
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
import { checkSaveAllowed, filingWritesSettled } from "./filings.service";

const FIRST = { periodStart: "2025-04-01", periodEnd: "2026-03-31" };
const SECOND = { periodStart: "2026-04-01", periodEnd: "2027-03-31" };

/** The AppError a gate threw. */
async function refusal(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error("expected the gate to refuse");
}

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

/** A save as the import route runs it: the gate, then the rows, in one transaction. */
async function save(scope: Scope, dates: string[]): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await checkSaveAllowed(db, scope, dates, tx as unknown as Db);
      for (const date of dates) {
        await tx.insert(transactions).values({ ...scope, date, description: "ROW", amount: 100 as Pence });
      }
    });
  } finally {
    await filingWritesSettled(db); // a refused save's pending filing is written after its transaction
  }
}

async function rowsOf(scope: Scope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(transactions).where(eq(transactions.companyId, scope.companyId));
  return row!.n;
}

describe("the save gate in beta with payments on", () => {
  it("makes the first filing free, stores the period on the company, and lets its rows in", async () => {
    const u = await newUser(t);
    await save(u.scope, ["2025-04-17", "2025-06-01"]);
    expect(await filingsOf(t, u.scope)).toMatchObject([{ ...FIRST, status: "paid", free: 1, stripeSessionId: null }]);
    expect(await companyOf(t, u.scope)).toMatchObject({ periodStart: "2025-04-01", periodEnd: "2026-03-31" });
    await save(u.scope, ["2025-12-31", "2026-03-31"]);
    expect(await filingsOf(t, u.scope)).toHaveLength(1);
    expect(await rowsOf(u.scope)).toBe(4);
  });

  it("refuses a save into the next period with 402 and a checkout URL, storing nothing of the save", async () => {
    const u = await newUser(t);
    await save(u.scope, ["2025-04-17"]);
    const err = await refusal(save(u.scope, ["2026-03-30", "2026-04-02"]));
    expect(err.status).toBe(402);
    expect(err.message).toBe("Beta gives you one free filing. To start another filing (£99), complete payment.");
    expect(err.extra.checkoutUrl).toMatch(new RegExp(`^${fake.url}/pay/cs_test_`));
    expect(await rowsOf(u.scope)).toBe(1);
    // The pending filing outlives the rolled-back save, and the checkout pays for exactly it.
    const pending = (await filingsOf(t, u.scope)).find((f) => f.status === "pending");
    expect(pending).toMatchObject({ ...SECOND, free: 0, stripeSessionId: sessionIdOf(String(err.extra.checkoutUrl)) });
    expect(fake.created.at(-1)).toMatchObject({
      client_reference_id: pending!.id,
      metadata: { filingId: pending!.id },
    });
  });

  it("reuses the pending filing when the same period is refused again", async () => {
    const u = await newUser(t);
    await save(u.scope, ["2025-04-17"]);
    const first = await refusal(save(u.scope, ["2026-04-02"]));
    const again = await refusal(save(u.scope, ["2026-05-02"]));
    const pending = (await filingsOf(t, u.scope)).filter((f) => f.status === "pending");
    expect(pending).toHaveLength(1);
    expect(again.extra.checkoutUrl).not.toBe(first.extra.checkoutUrl);
    expect(pending[0]!.stripeSessionId).toBe(sessionIdOf(String(again.extra.checkoutUrl)));
  });

  it("keeps the pending filing when the caller passes its transaction in place of the database", async () => {
    const u = await newUser(t);
    await save(u.scope, ["2025-04-17"]);
    const err = await refusal(db.transaction((tx) => checkSaveAllowed(tx as unknown as Db, u.scope, ["2026-04-02"])));
    await filingWritesSettled(db);
    expect(err.extra.checkoutUrl).toBeDefined();
    expect((await filingsOf(t, u.scope)).map((f) => f.status)).toEqual(["paid", "pending"]);
  });

  it("charges a second company's first period once the free filing is used", async () => {
    const u = await newUser(t);
    await save(u.scope, ["2025-04-17"]);
    const other = await addCompany(t, u.id, "Second Ltd");
    const err = await refusal(checkSaveAllowed(db, other, ["2025-01-05"]));
    expect(err.status).toBe(402);
    expect(await filingsOf(t, other)).toMatchObject([
      { periodStart: "2025-01-01", periodEnd: "2025-12-31", status: "pending", companyName: "Second Ltd" },
    ]);
    expect(await companyOf(t, other)).toMatchObject({ periodStart: "2025-01-01", periodEnd: "2025-12-31" });
  });

  it("lets a paid period's rows in, and refuses them again once the payment is refunded", async () => {
    const u = await newUser(t);
    await save(u.scope, ["2025-04-17"]);
    const err = await refusal(save(u.scope, ["2026-04-02"]));
    const session = await completeCheckout(t, fake, sessionIdOf(String(err.extra.checkoutUrl)));
    await save(u.scope, ["2026-04-02", "2027-03-31"]);
    expect(await rowsOf(u.scope)).toBe(3);

    const refund = stripeEvent("charge.refunded", refundedCharge(session.payment_intent!));
    expect((await postWebhook(t.app, signedWebhook(refund))).statusCode).toBe(200);
    const again = await refusal(save(u.scope, ["2026-06-02"]));
    expect(again.status).toBe(402);
    expect((await filingsOf(t, u.scope)).map((f) => f.status)).toEqual(["paid", "refunded", "pending"]);
  });

  it("starts an earlier period of its own for rows before the first period", async () => {
    const u = await newUser(t);
    await save(u.scope, ["2025-04-17"]);
    await refusal(save(u.scope, ["2025-03-31"]));
    expect(await filingsOf(t, u.scope)).toMatchObject([
      { periodStart: "2024-04-01", periodEnd: "2025-03-31", status: "pending" },
      { ...FIRST, status: "paid" },
    ]);
  });

  it("takes the free filing for the earliest period of a first save that spans two, after the second is paid", async () => {
    const u = await newUser(t);
    const err = await refusal(save(u.scope, ["2025-04-17", "2026-05-01"]));
    expect(await filingsOf(t, u.scope)).toMatchObject([{ ...SECOND, status: "pending" }]);
    await completeCheckout(t, fake, sessionIdOf(String(err.extra.checkoutUrl)));
    await save(u.scope, ["2025-04-17", "2026-05-01"]);
    expect(await filingsOf(t, u.scope)).toMatchObject([
      { ...FIRST, status: "paid", free: 1 },
      { ...SECOND, status: "paid", free: 0 },
    ]);
  });

  it("still refuses, without a checkout URL, when Stripe cannot create the session", async () => {
    const u = await newUser(t);
    await save(u.scope, ["2025-04-17"]);
    fake.failCreates = true;
    try {
      const err = await refusal(save(u.scope, ["2026-04-02"]));
      expect(err.status).toBe(402);
      expect(err.extra).toEqual({});
    } finally {
      fake.failCreates = false;
    }
    expect((await filingsOf(t, u.scope)).map((f) => f.status)).toEqual(["paid", "pending"]);
  });

  it("answers 400 for a date that is not YYYY-MM-DD, and lets an empty save through", async () => {
    const u = await newUser(t);
    expect((await refusal(checkSaveAllowed(db, u.scope, ["31/03/2026"]))).status).toBe(400);
    await checkSaveAllowed(db, u.scope, []);
    expect(await filingsOf(t, u.scope)).toEqual([]);
  });
});

describe("the save gate outside beta", () => {
  const nonBeta = appFor(() => stripeEnv(fake, { BETA_MODE: "false" }));

  it("charges even the first filing", async () => {
    const app = nonBeta();
    const u = await newUser(app);
    const err = await refusal(checkSaveAllowed(app.database.db, u.scope, ["2025-04-17"]));
    expect(err.status).toBe(402);
    expect(err.message).toBe("Each filing costs £99. To start this filing, complete payment.");
    expect(err.extra.checkoutUrl).toBeDefined();
    expect(await filingsOf(app, u.scope)).toMatchObject([{ ...FIRST, status: "pending" }]);
  });

  it("does not lend its settings to a transaction of another app passed as the database", async () => {
    const u = await newUser(t); // t is in beta: the first filing is free there, whatever the newer app says
    await db.transaction((tx) => checkSaveAllowed(tx as unknown as Db, u.scope, ["2025-04-17"]));
    expect(await filingsOf(t, u.scope)).toMatchObject([{ ...FIRST, status: "paid", free: 1 }]);
  });
});

describe("the save gate without Stripe", () => {
  const paymentsOff = appFor(() => ({ BETA_MODE: "false" }));

  it("lets every save through, recording its filings as free", async () => {
    const app = paymentsOff();
    const u = await newUser(app);
    await checkSaveAllowed(app.database.db, u.scope, ["2025-04-17", "2026-05-01"]);
    const other = await addCompany(app, u.id, "Second Ltd");
    await checkSaveAllowed(app.database.db, other, ["2025-01-05"]);
    expect((await filingsOf(app, u.scope)).map((f) => [f.periodEnd, f.status, f.free])).toEqual([
      ["2026-03-31", "paid", 1],
      ["2027-03-31", "paid", 1],
    ]);
    expect(await filingsOf(app, other)).toMatchObject([{ periodEnd: "2025-12-31", status: "paid", free: 1 }]);
  });
});
