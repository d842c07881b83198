import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { emailOutbox, monitorState } from "../../db/schema";
import { createLease } from "../../platform/lease";
import { createMailer, type Mailer } from "../../platform/mail/mailer";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { createMonitor, type MonitorDeps } from "./monitor";
import { type CheckResult, databaseCheck, mailCheck } from "./monitor-checks";
import { freePort } from "./smtp-test-server";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.database.query("delete from monitor_state");
  await t.database.query("delete from email_outbox");
  await t.database.query("delete from server_leases");
});

const SUPPORT = "ops@microfile.test";
const noMail: Mailer = {
  configured: false,
  send: async () => {},
  mailStatus: async () => ({ configured: false, ok: true }),
};

/** Checks whose outcome the test sets. */
function switchableChecks() {
  const state = { database: true, mail: true };
  const check = (name: keyof typeof state) => async (): Promise<CheckResult> =>
    state[name] ? { ok: true } : { ok: false, message: `${name} is broken` };
  return { state, checks: { database: check("database"), mail: check("mail") } };
}

const monitorWith = <K extends string>(over: Partial<MonitorDeps<K>> & Pick<MonitorDeps<K>, "checks">) =>
  createMonitor({
    db: t.database.db,
    mailer: noMail,
    supportEmail: SUPPORT,
    baseUrl: "http://microfile.test",
    ...over,
  });

const alerts = () => t.database.db.select().from(emailOutbox).where(like(emailOutbox.subject, "[Microfile] %"));

describe("the monitor", () => {
  it("queues one alert when a check starts failing and one note when it recovers", async () => {
    const { state, checks } = switchableChecks();
    const monitor = monitorWith({ checks });
    expect(await monitor.runOnce()).toEqual({ database: { ok: true, change: null }, mail: { ok: true, change: null } });
    expect(await alerts()).toHaveLength(0);

    state.mail = false;
    expect((await monitor.runOnce()).mail).toEqual({ ok: false, message: "mail is broken", change: "alerted" });
    await monitor.runOnce();
    await monitor.runOnce();
    let mails = await alerts();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: SUPPORT, subject: "[Microfile] ALERT: the mail check is failing" });
    expect(mails[0]?.text).toContain("What it said: mail is broken");

    state.mail = true;
    expect((await monitor.runOnce()).mail.change).toBe("recovered");
    await monitor.runOnce();
    mails = await alerts();
    expect(mails.map((m) => m.subject)).toEqual([
      "[Microfile] ALERT: the mail check is failing",
      "[Microfile] RECOVERED: the mail check is healthy again",
    ]);

    state.mail = false; // a new incident alerts again
    await monitor.runOnce();
    expect(await alerts()).toHaveLength(3);
  });

  it("alerts once when several servers see the same incident at the same moment", async () => {
    const { state, checks } = switchableChecks();
    state.database = false;
    const servers = [monitorWith({ checks }), monitorWith({ checks }), monitorWith({ checks })];
    await Promise.all(servers.map((m) => m.runOnce()));
    expect(await alerts()).toHaveLength(1);
  });

  it("tracks incidents but mails nobody when SUPPORT_EMAIL is unset", async () => {
    const { state, checks } = switchableChecks();
    const monitor = monitorWith({ checks, supportEmail: undefined });
    state.database = false;
    expect((await monitor.runOnce()).database.change).toBe("alerted");
    const [row] = await t.database.db.select().from(monitorState).where(eq(monitorState.check, "database"));
    expect(row).toMatchObject({ failing: 1, lastMessage: "database is broken" });
    expect(row?.since).toBeInstanceOf(Date);
    state.database = true;
    expect((await monitor.runOnce()).database.change).toBe("recovered");
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("while the database is unreachable, alerts straight through the mail server once; the recovery follows", async () => {
    const sent: { to: string; subject: string }[] = [];
    const mailer: Mailer = {
      configured: true,
      send: async (m) => void sent.push(m),
      mailStatus: async () => ({ configured: true, ok: true }),
    };
    let down = true;
    const db = new Proxy(t.database.db, {
      get(target, prop, receiver) {
        if (prop === "transaction" && down) return async () => Promise.reject(new Error("connection refused"));
        return Reflect.get(target, prop, receiver);
      },
    }) as Db;
    const { state, checks } = switchableChecks();
    state.database = false;
    const monitor = monitorWith({ checks, db, mailer });
    expect((await monitor.runOnce()).database.change).toBe("alerted");
    await monitor.runOnce();
    expect(sent.map((m) => m.subject)).toEqual(["[Microfile] ALERT: the database check is failing"]);

    down = false; // back, but the check still fails: recorded, no second alert
    expect((await monitor.runOnce()).database.change).toBeNull();
    expect(await alerts()).toHaveLength(0);
    state.database = true;
    expect((await monitor.runOnce()).database.change).toBe("recovered");
    expect((await alerts()).map((m) => m.subject)).toEqual([
      "[Microfile] RECOVERED: the database check is healthy again",
    ]);
  });

  it("runs the real checks: the database round trip, and a mail server that cannot be reached", async () => {
    const mailer = createMailer({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, MAIL_FROM: "x@microfile.test" });
    const monitor = monitorWith({ checks: { database: databaseCheck(t.database), mail: mailCheck(mailer) } });
    const report = await monitor.runOnce();
    expect(report.database).toEqual({ ok: true, change: null });
    expect(report.mail).toEqual({ ok: false, message: "The mail server cannot be reached.", change: "alerted" });
  });

  it("starts on a timer and stops when asked", async () => {
    const { state, checks } = switchableChecks();
    state.mail = false;
    const stop = monitorWith({ checks }).start(20);
    await new Promise((r) => setTimeout(r, 200));
    await stop();
    expect(await alerts()).toHaveLength(1);
  });
});

describe("the monitor on several servers sharing one database", () => {
  /** A database connection that can be cut: Drizzle's transactions and raw queries alike fail while `down`. */
  function cuttable() {
    const link = { down: false };
    const refuse = () => Promise.reject(new Error("connection refused"));
    const db = new Proxy(t.database.db, {
      get(target, prop, receiver) {
        if (prop === "transaction" && link.down) return refuse;
        return Reflect.get(target, prop, receiver);
      },
    }) as Db;
    const query = <T>(text: string, params?: unknown[]) => (link.down ? refuse() : t.database.query<T>(text, params));
    return { link, db, query };
  }

  /** Three servers' monitors, each with its own lease handle (ttl) and mail connection, on one cuttable database. */
  function threeServers(ttlMs: number) {
    const { link, db, query } = cuttable();
    const { state, checks } = switchableChecks();
    const direct: string[] = [];
    const ran: string[] = [];
    const servers = ["a", "b", "c"].map((name) => {
      const counted = {
        database: async () => {
          ran.push(name);
          return checks.database();
        },
        mail: checks.mail,
      };
      const mailer: Mailer = { ...noMail, configured: true, send: async (m) => void direct.push(m.subject) };
      const monitor = monitorWith({
        checks: counted,
        db,
        mailer,
        lease: createLease({ query }, "monitor", ttlMs, name),
      });
      return { name, monitor };
    });
    return { link, state, direct, ran, servers };
  }

  it("runs the checks on one server only; when that one stops, another takes over at its next run", async () => {
    const { ran, servers } = threeServers(60_000);
    for (let round = 0; round < 3; round++) for (const s of servers) await s.monitor.runScheduled();
    expect(new Set(ran).size).toBe(1);
    expect(ran).toHaveLength(3);
    const holder = servers.find((s) => s.name === ran[0])!;
    await holder.monitor.start(60_000)(); // stopping gives up the lease
    ran.length = 0;
    for (const s of servers.filter((x) => x !== holder)) await s.monitor.runScheduled();
    expect(ran).toHaveLength(1);
    expect(ran[0]).not.toBe(holder.name);
  });

  it("alerts once while the database is unreachable (from the last holder, straight to the mail server) and recovers once on whichever server holds the lease after", async () => {
    const { link, state, direct, servers } = threeServers(300);
    const [a, b, c] = servers.map((s) => s.monitor);
    await a!.runScheduled(); // a holds the lease
    expect(await b!.runScheduled()).toBeNull();

    link.down = true;
    state.database = false;
    for (let round = 0; round < 3; round++) for (const m of [a!, b!, c!]) await m.runScheduled();
    expect(direct).toEqual(["[Microfile] ALERT: the database check is failing"]);

    await new Promise((r) => setTimeout(r, 400)); // a's lease expires during the outage
    link.down = false;
    state.database = true;
    expect((await b!.runScheduled())?.database.change).toBeNull(); // b takes the lease: nothing recorded to close
    expect(await a!.runScheduled()).toBeNull(); // a hands its incident over
    expect((await b!.runScheduled())?.database.change).toBe("recovered");
    for (const m of [a!, b!, c!]) await m.runScheduled();
    expect(direct).toHaveLength(1);
    expect((await alerts()).map((m) => m.subject)).toEqual([
      "[Microfile] RECOVERED: the database check is healthy again",
    ]);
  });

  it("alerts once when the database goes away just after the lease passed from a slow holder to another server", async () => {
    const { link, state, direct, servers } = threeServers(300);
    const [a, b, c] = servers.map((s) => s.monitor);
    await a!.runScheduled();
    await new Promise((r) => setTimeout(r, 400)); // a's run overran its lease
    await b!.runScheduled(); // b takes it
    link.down = true;
    state.database = false;
    for (const m of [a!, b!, c!]) await m.runScheduled();
    expect(direct).toEqual(["[Microfile] ALERT: the database check is failing"]);
  });
});
