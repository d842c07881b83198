import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pence } from "../../../core/money";
import {
  adjustments,
  bankAccounts,
  companies,
  emailOutbox,
  filings,
  fixedAssets,
  importBatches,
  keptReports,
  payments,
  periodAnswers,
  periods,
  savedLayouts,
  similarUndo,
  submissions,
  supportTickets,
  transactions,
  userRules,
  yearSteps,
} from "../../db/schema";
import { queueMail } from "../../platform/mail/outbox";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { DELETED_BODY, DELETED_EMAIL } from "./account.repo";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_EMAIL: "help@microfile.test" } });
});
afterAll(async () => t.close());

interface Person {
  id: string;
  email: string;
  cookie: string;
  paymentId: string;
  ticketIds: string[];
}

/** A user with a row in every table that can hold their data, filled by direct inserts and real requests. */
async function personWithData(): Promise<Person> {
  const { id, email, cookie } = await signUpUser(t.app, { password: "correct horse battery" });
  const { db } = t.database;
  const [company] = await db.select().from(companies).where(eq(companies.userId, id));
  const companyId = company!.id;
  const [account] = await db.insert(bankAccounts).values({ userId: id, companyId, name: "Current" }).returning();
  const [batch] = await db
    .insert(importBatches)
    .values({ userId: id, companyId, bankAccountId: account!.id, fileNames: "a.csv", fileCount: 1, rowsImported: 3 })
    .returning();
  const row = (n: number, deleted: boolean) => ({
    userId: id,
    companyId,
    bankAccountId: account!.id,
    importBatchId: batch!.id,
    date: `2024-01-0${n}`,
    description: `Row ${n}`,
    amount: pence(n * 100),
    deletedAt: deleted ? new Date() : null,
  });
  const [bought] = await db
    .insert(transactions)
    .values([row(1, false), row(2, false), row(3, true)])
    .returning();
  await db
    .insert(fixedAssets)
    .values({ userId: id, companyId, transactionId: bought!.id, kind: "car", co2GramsPerKm: 99 });
  await db.insert(userRules).values({ userId: id, companyId, contains: "TESCO", categoryId: "sales" });
  const period = { periodStart: "2023-01-01", periodEnd: "2023-12-31" };
  await db.insert(adjustments).values({
    userId: id,
    companyId,
    ...period,
    kind: "closing-stock",
    description: "Stock",
    amount: pence(500),
  });
  await db.insert(periods).values({
    userId: id,
    companyId,
    startDate: period.periodStart,
    endDate: period.periodEnd,
    settings: {},
    opening: {},
    closing: {},
  });
  await db.insert(periodAnswers).values({ userId: id, companyId, ...period, periodConfirmed: true });
  await db.insert(yearSteps).values({ userId: id, companyId, ...period, adjustmentsChecked: true });
  await db.insert(similarUndo).values({ userId: id, companyId, categoryId: "sales", rows: [] });
  await db
    .insert(keptReports)
    .values({ userId: id, companyId, period: "", report: "monthly", version: 1, today: "", body: "{}" });
  await db.insert(submissions).values({
    userId: id,
    companyId,
    registry: "companies-house",
    kind: "accounts",
    companyName: "Acme Ltd",
    ...period,
    state: "accepted",
  });
  await db.insert(savedLayouts).values({ userId: id, layoutKey: "date|desc|amount", mapping: { date: "Date" } });
  const [filing] = await db
    .insert(filings)
    .values({
      userId: id,
      companyId,
      companyName: "Acme Ltd",
      periodStart: "2024-01-01",
      periodEnd: "2024-12-31",
      status: "paid",
    })
    .returning();
  const [payment] = await db
    .insert(payments)
    .values({
      filingId: filing!.id,
      userId: id,
      companyName: "Acme Ltd",
      amount: 9900,
      currency: "gbp",
      customerEmail: email,
    })
    .returning();
  await queueMail(db, { to: email, subject: "Your filing", text: "...", userId: id });
  // A second session, and tickets: one signed in, one signed out with the same address (upper case).
  await t.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email, password: "correct horse battery" },
  });
  const ticket = (headers: Record<string, string>, address: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/support/ticket",
      headers,
      payload: { email: address, subject: "Question about my data", body: "Please tell me what you hold." },
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
  const tickets = [await ticket({ cookie }, email), await ticket({}, email.toUpperCase())];
  for (const res of tickets) expect(res.statusCode).toBe(200);
  return { id, email, cookie, paymentId: payment!.id, ticketIds: tickets.map((res) => res.json().id) };
}

/** Rows tied to the person in every table with a user_id column (found in the catalogue, so new tables count too). */
async function rowsOf(p: Person): Promise<Record<string, number>> {
  const tables = await t.database.query<{ table_name: string }>(
    `select table_name from information_schema.columns
     where table_schema = current_schema() and column_name = 'user_id' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from "${table_name}" where user_id = $1`,
      [p.id],
    );
    counts[table_name] = row!.n;
  }
  const byAddress = async (sql: string) => (await t.database.query<{ n: number }>(sql, [p.email]))[0]!.n;
  counts.users = (
    await t.database.query<{ n: number }>("select count(*)::int as n from users where id = $1", [p.id])
  )[0]!.n;
  counts["email_outbox by address"] = await byAddress(
    `select count(*)::int as n from email_outbox where lower("to") = $1`,
  );
  counts["support_tickets by address"] = await byAddress(
    "select count(*)::int as n from support_tickets where lower(email) = $1",
  );
  counts["payments by address"] = await byAddress("select count(*)::int as n from payments where customer_email = $1");
  // Support's copies of their tickets: addressed to support, found by the ticket references.
  const refs = p.ticketIds.map((id) => `[${id}]%`);
  counts["mail about their tickets"] = (
    await t.database.query<{ n: number }>("select count(*)::int as n from email_outbox where subject like any($1)", [
      refs,
    ])
  )[0]!.n;
  return counts;
}

const deleteMyData = (cookie?: string) =>
  t.app.inject({ method: "POST", url: "/api/user/delete-my-data", headers: cookie ? { cookie } : {} });

describe("POST /api/user/delete-my-data", () => {
  it("answers 401 when signed out", async () => {
    expect((await deleteMyData()).statusCode).toBe(401);
  });

  it("erases everything of the user's in one go, keeps payments and tickets anonymised, and leaves others alone", async () => {
    const alice = await personWithData();
    const bob = await personWithData();
    const before = await rowsOf(alice);
    // A table added later with a user_id shows up here: fill it above and make sure the erasure covers it.
    for (const [table, n] of Object.entries(before))
      expect(n, `${table} is not filled in personWithData`).toBeGreaterThan(0);
    const bobBefore = await rowsOf(bob);

    const res = await deleteMyData(alice.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      deleted: {
        companies: 1,
        bankAccounts: 1,
        transactions: 3,
        recycleBin: 1,
        importBatches: 1,
        userRules: 1,
        savedLayouts: 1,
        sessions: 2,
        filings: 1,
        emails: 5, // the filing mail, two ticket acknowledgements and support's two copies
        supportTicketsAnonymised: 2,
        paymentsAnonymised: 1,
      },
    });
    expect(String(res.headers["set-cookie"])).toMatch(/mf_session=;/);

    const after = await rowsOf(alice);
    for (const [table, n] of Object.entries(after)) expect(n, `${table} still holds the user's rows`).toBe(0);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, alice.paymentId));
    expect(payment).toMatchObject({ userId: null, customerEmail: null, amount: 9900, filingId: null });
    const anonymised = await t.database.db.select().from(supportTickets).where(eq(supportTickets.email, DELETED_EMAIL));
    expect(anonymised).toHaveLength(2);
    // The subject goes too: "Question about my data" could as well have been "Refund for Jane Smith, 12 Acacia Road".
    for (const ticket of anonymised) {
      expect(ticket).toMatchObject({ userId: null, subject: DELETED_BODY, body: DELETED_BODY });
    }
    const subjects = await t.database.query<{ n: number }>(
      "select count(*)::int as n from support_tickets where subject = 'Question about my data'",
    );
    expect(subjects[0]!.n).toBe(2); // Bob's two tickets, left alone

    expect(await rowsOf(bob)).toEqual(bobBefore);
    const bobMe = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: bob.cookie } });
    expect(bobMe.statusCode).toBe(200);
  });

  it("makes the old cookie useless and frees the address for a new account", async () => {
    const carol = await personWithData();
    expect((await deleteMyData(carol.cookie)).statusCode).toBe(200);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: carol.cookie } });
    expect(me.statusCode).toBe(401);
    expect((await deleteMyData(carol.cookie)).statusCode).toBe(401);
    const again = await signUpUser(t.app, { email: carol.email });
    expect(again.id).not.toBe(carol.id);
  });

  it("leaves the outbox's other mail alone", async () => {
    const dave = await personWithData();
    const other = await queueMail(t.database.db, { to: "someone-else@example.com", subject: "x", text: "y" });
    await deleteMyData(dave.cookie);
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, other))).toHaveLength(1);
  });
});
