import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema";
import { createMailer } from "../../platform/mail/mailer";
import { createTestApp, type TestApp, uniqueEmail } from "../../test-support/test-app";
import { freePort, startTestSmtp, type TestSmtp, waitFor } from "./smtp-test-server";

const SUPPORT = "help@microfile.test";
const appWithMail = (smtpUrl: string) =>
  createTestApp({ env: { SMTP_URL: smtpUrl, MAIL_POLL_SECONDS: "0.05", SUPPORT_EMAIL: SUPPORT } });

const postTicket = (t: TestApp, email: string, subject = "Report PDF download is blank") =>
  t.app.inject({
    method: "POST",
    url: "/api/support/ticket",
    payload: { email, subject, body: "The Companies House PDF opens as a blank page." },
  });

const outboxTo = async (t: TestApp, to: string) =>
  (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)))[0];

const health = (t: TestApp) => t.app.inject({ method: "GET", url: "/api/support/health" });

describe("mail over SMTP with the mail server up", () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await appWithMail(`smtp://127.0.0.1:${smtp.port}`);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("delivers the acknowledgement with the ticket reference, and the notification to support, once each", async () => {
    const email = uniqueEmail("ack");
    const id = (await postTicket(t, email)).json().id as string;
    const ack = await waitFor(async () => smtp.received.find((m) => m.to.includes(email)));
    expect(ack.raw).toContain(`Subject: [${id}] We received your request: Report PDF download is blank`);
    expect(ack.raw).toContain(`Ticket reference: ${id}`);
    expect(ack.raw).toMatch(/From: Microfile Support <support@microfile\.local>/);
    await waitFor(async () => smtp.received.find((m) => m.to.includes(SUPPORT) && m.raw.includes(id)));
    // The SMTP server has the mail; the outbox row is marked a moment later, once the server has answered.
    const row = await waitFor(async () => {
      const r = await outboxTo(t, email);
      return r && r.status !== "pending" ? r : null;
    });
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    await new Promise((r) => setTimeout(r, 300)); // several more polls
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it("reports mail as configured and working", async () => {
    const res = await health(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, mail: { configured: true, status: "ok" }, outbox: { failed: 0 } });
  });
});

describe("mail over SMTP with sign-in", () => {
  let smtp: TestSmtp;
  let wrongPassword: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp(0, "s3cret");
    wrongPassword = await appWithMail(`smtp://mailer:wrong@127.0.0.1:${smtp.port}`);
  });
  afterAll(async () => {
    await wrongPassword?.close();
    await smtp?.close();
  });

  it("is healthy with the right password and 503 with a wrong one, naming no host", async () => {
    const right = createMailer({
      SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
      MAIL_FROM: "x@microfile.test",
    });
    expect(await right.mailStatus()).toEqual({ configured: true, ok: true });
    const res = await health(wrongPassword);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      ok: false,
      mail: { configured: true, status: "error", error: "The mail server refused our sign-in." },
    });
  });
});

describe("mail over SMTP with the mail server down", () => {
  let port: number;
  let t: TestApp;
  beforeAll(async () => {
    port = await freePort();
    t = await appWithMail(`smtp://127.0.0.1:${port}`);
  });
  afterAll(async () => t?.close());

  it("keeps the mail queued with its attempts recorded, and sends it when the server comes back", async () => {
    const email = uniqueEmail("queued");
    const id = (await postTicket(t, email)).json().id as string;
    const tried = await waitFor(async () => {
      const row = await outboxTo(t, email);
      return row && row.attempts >= 1 && row.lastError ? row : null;
    });
    expect(tried.status).toBe("pending");
    expect(tried.lastError).toMatch(/The mail server cannot be reached/);
    expect(tried.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000); // backing off, not hammering

    const res = await health(t);
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body).toMatchObject({
      ok: false,
      mail: { configured: true, status: "error", error: "The mail server cannot be reached." },
    });
    expect(body.outbox.pending).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(body)).not.toContain("127.0.0.1");

    const smtp = await startTestSmtp(port);
    try {
      // Time passes: the backoff is over.
      await t.database.query("update email_outbox set next_attempt_at = now()");
      const ack = await waitFor(async () => smtp.received.find((m) => m.to.includes(email)));
      expect(ack.raw).toContain(id);
      const row = await waitFor(async () => {
        const r = await outboxTo(t, email);
        return r?.status === "sent" ? r : null;
      });
      expect(row.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await smtp.close();
    }
  });
});
