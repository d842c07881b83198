import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_EMAIL, SHORT_BODY, SHORT_SUBJECT } from "../../../core/support";
import { setAdminRole } from "../../cli/admin-role";
import { emailOutbox, supportTickets } from "../../db/schema";
import { createTestApp, signUpUser, type TestApp, uniqueEmail } from "../../test-support/test-app";

const SUPPORT = "help@microfile.test";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_EMAIL: SUPPORT } });
});
afterAll(async () => t.close());

/** Each call from its own address unless told otherwise, so the per-address ticket limit stays out of the way. */
let lastOctet = 0;
const postTicket = (payload: unknown, opts: { ip?: string; cookie?: string } = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/support/ticket",
    payload: payload as Record<string, unknown>,
    remoteAddress: opts.ip ?? `10.1.0.${++lastOctet}`,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
  });

const ask = (message: unknown) => t.app.inject({ method: "POST", url: "/api/support/ask", payload: { message } });

const ticket = (over: Record<string, unknown> = {}) => ({
  email: uniqueEmail("sender"),
  subject: "CSV upload fails",
  body: "My Barclays CSV upload shows an error about the date column.",
  ...over,
});

describe("POST /api/support/ask", () => {
  it("answers a question about the product with suggested questions", async () => {
    const res = await ask("How do I upload my bank statement CSV?");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.answer.length).toBeGreaterThan(20);
    expect(Array.isArray(body.suggestedFaqs)).toBe(true);
    for (const faq of body.suggestedFaqs) expect(Object.keys(faq)).toEqual(["q"]);
    expect(body).not.toHaveProperty("matches");
  });

  it("says ok false when it is not sure", async () => {
    const res = await ask("zebra quantum marmalade");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: false, answer: "", suggestedFaqs: [] });
  });

  it("refuses an empty or over-long question with ok false and a readable error", async () => {
    const empty = await ask("   ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ ok: false, error: expect.stringMatching(/Please type a question/) });
    const long = await ask("x".repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatch(/at most 2,000 characters/);
    expect((await ask(42)).statusCode).toBe(400);
  });
});

describe("POST /api/support/ticket", () => {
  it("stores a new ticket with a readable reference and tags, and queues the acknowledgement and the notification", async () => {
    const draft = ticket({ email: "  Sender.Name@Example.COM " });
    const res = await postTicket(draft);
    expect(res.statusCode).toBe(200);
    const { ok, id } = res.json();
    expect(ok).toBe(true);
    expect(id).toMatch(/^MF-[0-9A-HJKMNP-TV-Z]{8}$/);
    const [row] = await t.database.db.select().from(supportTickets).where(eq(supportTickets.id, id));
    expect(row).toMatchObject({
      status: "new",
      email: "sender.name@example.com",
      userId: null,
      subject: draft.subject,
    });
    expect(row?.tags.split(",")).toEqual(expect.arrayContaining(["csv", "bug"]));
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, "sender.name@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      status: "pending",
      subject: `[${id}] We received your request: CSV upload fails`,
    });
    expect(mails[0]?.text).toContain(`Ticket reference: ${id}`);
    const notes = (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, SUPPORT))).filter((m) =>
      m.subject.startsWith(`[${id}]`),
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]?.text).toContain(draft.body);
  });

  it("links the ticket to the signed-in user", async () => {
    const user = await signUpUser(t.app);
    const res = await postTicket(ticket({ email: user.email }), { cookie: user.cookie });
    const [row] = await t.database.db.select().from(supportTickets).where(eq(supportTickets.id, res.json().id));
    expect(row?.userId).toBe(user.id);
  });

  it.each([
    ["an invalid email", { email: "not an email" }, INVALID_EMAIL],
    ["a missing email", { email: undefined }, INVALID_EMAIL],
    ["a short subject", { subject: " ab " }, SHORT_SUBJECT],
    ["a short description", { body: "help" }, SHORT_BODY],
    ["a very long subject", { subject: "s".repeat(201) }, "at most 200 characters"],
    ["a very long description", { body: "b".repeat(10_001) }, "at most 10,000 characters"],
  ])("refuses %s with the chat's message and ok false", async (_what, over, message) => {
    const res = await postTicket(ticket(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().ok).toBe(false);
    expect(res.json().error).toContain(message);
  });

  it("refuses a body that is not JSON with ok false", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/support/ticket",
      headers: { "content-type": "text/plain" },
      payload: "hello",
      remoteAddress: "10.2.0.1",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ ok: false, error: expect.stringMatching(/JSON/) });
  });

  it("accepts five tickets an hour from one address, then answers 429 with ok false", async () => {
    const ip = "10.3.0.1";
    for (let i = 0; i < 5; i++) expect((await postTicket(ticket(), { ip })).statusCode).toBe(200);
    const sixth = await postTicket(ticket(), { ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ ok: false, error: expect.stringMatching(/Too many tickets/) });
    expect((await postTicket(ticket(), { ip: "10.3.0.2" })).statusCode).toBe(200);
  });
});

describe("GET /api/support/health without a mail server", () => {
  it("is all green: mail not configured, the outbox counted", async () => {
    await postTicket(ticket());
    const res = await t.app.inject({ method: "GET", url: "/api/support/health" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ok: true, mail: { configured: false, status: "not configured" } });
    // SUPPORT_EMAIL is set here, but with no mail server (and no monitor) nobody is e-mailed.
    expect(body.emailAlerts).toBe(false);
    expect(body.outbox.pending).toBeGreaterThanOrEqual(2);
    expect(body.outbox.failed).toBe(0);
    expect(body.outbox.oldestPendingMinutes).toBe(0);
  });
});

describe("support desk", () => {
  let admin: string;
  let user: string;
  const marker = `desk${Date.now().toString(36)}`;
  beforeAll(async () => {
    const a = await signUpUser(t.app);
    await setAdminRole(t.database.db, a.email, true);
    admin = a.cookie;
    user = (await signUpUser(t.app)).cookie;
  });

  const list = (cookie: string | undefined, q?: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/admin/support/tickets${q === undefined ? "" : `?q=${encodeURIComponent(q)}`}`,
      headers: cookie ? { cookie } : {},
    });
  const setStatus = (cookie: string | undefined, id: string, status: unknown) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/support/tickets/${id}/status`,
      payload: { status },
      headers: cookie ? { cookie } : {},
    });

  it("answers 401 signed out and 403 to an ordinary user", async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(user)).statusCode).toBe(403);
    expect((await list(user)).json().error).toMatch(/administrators only/);
    expect((await setStatus(undefined, "MF-00000000", "open")).statusCode).toBe(401);
    expect((await setStatus(user, "MF-00000000", "open")).statusCode).toBe(403);
  });

  it("lists tickets newest first and searches email, subject and tags without regard to case", async () => {
    const first = (
      await postTicket(ticket({ subject: `${marker} first`, body: "Where is my invoice for the payment?" }))
    ).json().id;
    const second = (await postTicket(ticket({ subject: `${marker} second` }))).json().id;
    const third = (
      await postTicket(
        ticket({ email: `${marker}@Example.com`, subject: "Hello there", body: "Just a friendly note." }),
      )
    ).json().id;
    const res = await list(admin, marker.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().rows.map((r: { id: string }) => r.id)).toEqual([third, second, first]);
    expect(res.json().rows[0]).toEqual({
      id: third,
      email: `${marker}@example.com`,
      subject: "Hello there",
      tags: "general",
      status: "new",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const byTag = (await list(admin, "PAYMENT")).json().rows.map((r: { id: string }) => r.id);
    expect(byTag).toContain(first);
    expect(byTag).not.toContain(second);
    expect((await list(admin)).json().rows.length).toBeGreaterThanOrEqual(3);
  });

  it("takes the search text literally: wildcards and quotes match nothing, never an error", async () => {
    for (const q of ["%", "_", "' or 1=1 --", "\\"]) {
      const res = await list(admin, q);
      expect(res.statusCode).toBe(200);
      expect(res.json().rows).toEqual([]);
    }
  });

  it("changes a ticket's status; 404 for an unknown ticket, 400 for an unknown status", async () => {
    const id = (await postTicket(ticket({ subject: `${marker} status` }))).json().id;
    const res = await setStatus(admin, id, "resolved");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const row = (await list(admin, `${marker} status`)).json().rows[0];
    expect(row.status).toBe("resolved");
    expect((await setStatus(admin, "MF-NOSUCH00", "open")).statusCode).toBe(404);
    const bad = await setStatus(admin, id, "closed");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/new, open, resolved or spam/);
  });
});
