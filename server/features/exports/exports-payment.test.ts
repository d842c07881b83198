import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Pence } from "../../../core/money";
import { filings, transactions } from "../../db/schema";
import { filingsOf, newUser } from "../../test-support/filings-kit";
import { type StripeFake, startStripeFake, stripeEnv } from "../../test-support/stripe-fake";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { makeReady, post, putCompany } from "./exports.test-kit";

let fake: StripeFake;
let t: TestApp;

beforeAll(async () => {
  fake = await startStripeFake();
  // Payments on and no beta: no free filing, so every period needs paying for before its packs download.
  t = await createTestApp({ env: stripeEnv(fake, { BETA_MODE: "false" }) });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A user ready to file, with a company number and one transaction, stored directly. */
async function unpaidUser() {
  const u = await newUser(t);
  await putCompany(t, u.cookie, { registrationNumber: "01234567", periodStart: "2025-04-01", periodEnd: "2026-03-31" });
  await t.database.db
    .insert(transactions)
    .values({ ...u.scope, date: "2025-05-01", description: "SALE", amount: 10_000 as Pence, categoryId: "sales" });
  await makeReady(t, u);
  return u;
}

describe("the filing gate on exports", () => {
  it.each([
    ["/api/exports/ch-pack/pdf", { directorName: "Ada Lovelace", confirmed: true }],
    ["/api/exports/ch-pack/xlsx", { directorName: "Ada Lovelace", confirmed: true }],
    ["/api/exports/ch-pack/ixbrl", { directorName: "Ada Lovelace", confirmed: true }],
    ["/api/exports/hmrc-pack/xlsx", { directorName: "", confirmed: true }],
  ])("%s answers 402 needsPayment for an unpaid period", async (url, body) => {
    const u = await unpaidUser();
    const res = await post(t, u.cookie, url, body);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      error: "Please complete payment to download filing packs.",
      message: "Please complete payment to download filing packs.",
      needsPayment: true,
    });
  });

  it("checks the request before the gate: a blank name is a 400, not a 402", async () => {
    const u = await unpaidUser();
    const res = await post(t, u.cookie, "/api/exports/ch-pack/pdf", { directorName: " ", confirmed: true });
    expect(res.statusCode).toBe(400);
  });

  it("never gates the full export of the user's own data", async () => {
    const u = await unpaidUser();
    const res = await t.app.inject({ method: "GET", url: "/api/export/xlsx", headers: { cookie: u.cookie } });
    expect(res.statusCode).toBe(200);
  });
});

describe("the filing gate on a closed year's packs (?period=)", () => {
  /** A user whose year to 31 March 2025 is ready and closed, with the year to 31 March 2026 open and unpaid. */
  async function closedYearUser() {
    const u = await newUser(t);
    await putCompany(t, u.cookie, {
      registrationNumber: "01234567",
      periodStart: "2024-04-01",
      periodEnd: "2025-03-31",
    });
    await t.database.db
      .insert(transactions)
      .values({ ...u.scope, date: "2024-05-01", description: "SALE", amount: 10_000 as Pence, categoryId: "sales" });
    await makeReady(t, u);
    const closed = await post(t, u.cookie, "/api/periods/close", {});
    expect(closed.statusCode, closed.body).toBe(200);
    return { ...u, closedId: closed.json().closed.id as string };
  }
  const SIGNED = { directorName: "Ada Lovelace", confirmed: true };

  it("asks payment for the closed year itself: the pending filing is that year's", async () => {
    const u = await closedYearUser();
    const res = await post(t, u.cookie, `/api/exports/ch-pack/pdf?period=${u.closedId}`, SIGNED);
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json().needsPayment).toBe(true);
    const rows = await filingsOf(t, u.scope);
    expect(rows.map((f) => [f.periodStart, f.periodEnd, f.status])).toEqual([["2024-04-01", "2025-03-31", "pending"]]);
  });

  it("lets a paid closed year's packs download while the open year is unpaid", async () => {
    const u = await closedYearUser();
    await t.database.db.insert(filings).values({
      ...u.scope,
      companyName: "Paid Ltd",
      periodStart: "2024-04-01",
      periodEnd: "2025-03-31",
      status: "paid",
      paidAt: new Date(),
    });
    const res = await post(t, u.cookie, `/api/exports/ch-pack/xlsx?period=${u.closedId}`, SIGNED);
    expect(res.statusCode, res.body).toBe(200);
    const hmrc = await post(t, u.cookie, `/api/exports/hmrc-pack/xlsx?period=${u.closedId}`, {});
    expect(hmrc.statusCode, hmrc.body).toBe(200);
    // Nothing was started for the open year.
    expect((await filingsOf(t, u.scope)).map((f) => f.periodEnd)).toEqual(["2025-03-31"]);
  });
});
