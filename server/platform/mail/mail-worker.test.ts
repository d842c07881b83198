import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { defaultBackoffMs, deliverDueMail, startMailWorker } from "./mail-worker";
import type { Mailer } from "./mailer";
import { outboxStats, queueMail } from "./outbox";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.database.query("delete from email_outbox");
});

/** A mail server stand-in: records what it sends, or fails the way it is told. */
function fakeMailer(fail?: () => Error) {
  const sent: string[] = [];
  const mailer: Mailer = {
    configured: true,
    async send(m) {
      if (fail) throw fail();
      sent.push(m.to);
    },
    mailStatus: async () => ({ configured: true, ok: true }),
  };
  return { sent, mailer };
}

const row = async (id: string) => (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
const dueNow = () => t.database.query("update email_outbox set next_attempt_at = now()");

describe("the mail worker", () => {
  it("sends due mail once, even with two workers polling at the same moment", async () => {
    const ids = await Promise.all(
      [1, 2, 3].map((n) => queueMail(t.database.db, { to: `r${n}@example.com`, subject: "Hi", text: "Hello" })),
    );
    const { sent, mailer } = fakeMailer();
    await Promise.all([
      deliverDueMail({ database: t.database, mailer, intervalMs: 0 }),
      deliverDueMail({ database: t.database, mailer, intervalMs: 0 }),
    ]);
    expect(sent.sort()).toEqual(["r1@example.com", "r2@example.com", "r3@example.com"]);
    for (const id of ids) expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(await outboxStats(t.database.db)).toEqual({ pending: 0, failed: 0, oldestPendingMinutes: null });
  });

  it("backs off after a failure and keeps retrying a server that is down", async () => {
    const id = await queueMail(t.database.db, { to: "a@example.com", subject: "Hi", text: "Hello" });
    const down = fakeMailer(() => Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" }));
    for (let i = 0; i < 5; i++) {
      await deliverDueMail({ database: t.database, mailer: down.mailer, intervalMs: 0 });
      await dueNow();
    }
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 5 });
    expect((await row(id)).lastError).toMatch(/^The mail server cannot be reached/);
    expect(await outboxStats(t.database.db)).toMatchObject({ pending: 1, failed: 0, oldestPendingMinutes: 0 });
  });

  it("does not retry before the backoff is over", async () => {
    const id = await queueMail(t.database.db, { to: "b@example.com", subject: "Hi", text: "Hello" });
    const down = fakeMailer(() => Object.assign(new Error("timeout"), { code: "ETIMEDOUT" }));
    await deliverDueMail({ database: t.database, mailer: down.mailer, intervalMs: 0 });
    const { sent, mailer } = fakeMailer();
    await deliverDueMail({ database: t.database, mailer, intervalMs: 0 });
    expect(sent).toEqual([]);
    expect((await row(id)).attempts).toBe(1);
  });

  it("gives up after three permanent refusals (SMTP 5xx) and counts the mail as failed, still kept", async () => {
    const id = await queueMail(t.database.db, { to: "nobody@example.com", subject: "Hi", text: "Hello" });
    const refuse = fakeMailer(() => Object.assign(new Error("550 no such user"), { responseCode: 550 }));
    for (let i = 0; i < 4; i++) {
      await deliverDueMail({ database: t.database, mailer: refuse.mailer, intervalMs: 0 });
      await dueNow();
    }
    expect(await row(id)).toMatchObject({ status: "failed", attempts: 3 });
    expect((await row(id)).lastError).toMatch(/SMTP 550/);
    expect(await outboxStats(t.database.db)).toMatchObject({ pending: 0, failed: 1 });
  });

  it("doubles the wait from 30 seconds up to an hour", () => {
    expect([1, 2, 3, 8, 20].map(defaultBackoffMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });

  it("polls until stopped, and leaves mail queued when no mail server is configured", async () => {
    const { sent, mailer } = fakeMailer();
    const stop = startMailWorker({ database: t.database, mailer, intervalMs: 10 });
    await queueMail(t.database.db, { to: "c@example.com", subject: "Hi", text: "Hello" });
    await new Promise((r) => setTimeout(r, 300));
    await stop();
    expect(sent).toEqual(["c@example.com"]);

    const unconfigured: Mailer = { ...mailer, configured: false };
    const stopNone = startMailWorker({ database: t.database, mailer: unconfigured, intervalMs: 10 });
    const id = await queueMail(t.database.db, { to: "d@example.com", subject: "Hi", text: "Hello" });
    await new Promise((r) => setTimeout(r, 100));
    await stopNone();
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("writes a multi-line subject as one header line", async () => {
    const id = await queueMail(t.database.db, {
      to: "e@example.com",
      subject: "Line one\r\nBcc: x@evil.example",
      text: ".",
    });
    expect((await row(id)).subject).toBe("Line one Bcc: x@evil.example");
  });
});
