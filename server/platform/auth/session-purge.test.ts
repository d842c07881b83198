import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { createLease } from "../lease";
import { createSessionPurge } from "./session-purge";

let t: TestApp;
let userId: string;
beforeAll(async () => {
  // Its own timer off: these tests run the purges themselves.
  t = await createTestApp({ env: { SESSION_PURGE_SECONDS: "0" } });
  userId = (await signUpUser(t.app)).id;
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.database.query("delete from server_leases");
});

const DAY_S = 24 * 3600;

/** A session row for `userId` whose expiry and creation lie `expiresInS` and `createdAgoS` seconds from now. */
async function addSession(database: Database, user: string, expiresInS: number, createdAgoS = 0): Promise<string> {
  const id = randomBytes(8).toString("hex");
  await database.query(
    `insert into sessions (id, user_id, created_at, last_seen_at, expires_at)
     values ($1, $2, now() - make_interval(secs => $3), now(), now() + make_interval(secs => $4))`,
    [id, user, createdAgoS, expiresInS],
  );
  return id;
}

const sessionExists = async (database: Database, id: string) =>
  (await database.query("select 1 from sessions where id = $1", [id])).length === 1;

let job = 0;
/** Two servers' purges on one database: their own leases on one job, as two processes would hold them. */
function twoServers(database: Database) {
  const name = `session-purge-${++job}`;
  return ["a", "b"].map((holder) => {
    let deletes = 0;
    const counting: Pick<Database, "query"> = {
      query: (text, params) => {
        if (/delete from sessions/.test(text)) deletes++;
        return database.query(text, params);
      },
    };
    const purge = createSessionPurge({ database: counting, lease: createLease(database, name, 60_000, holder) });
    return { purge, deletes: () => deletes };
  });
}

describe("the purge of expired sessions", () => {
  it("deletes sessions idle past their expiry or past the 30-day limit, and keeps live ones", async () => {
    const idle = await addSession(t.database, userId, -60);
    const tooOld = await addSession(t.database, userId, DAY_S, 31 * DAY_S);
    const live = await addSession(t.database, userId, 6 * DAY_S, 29 * DAY_S);
    const [purge] = twoServers(t.database);
    expect(await purge!.purge.runScheduled()).toBe(2);
    expect(await sessionExists(t.database, idle)).toBe(false);
    expect(await sessionExists(t.database, tooOld)).toBe(false);
    expect(await sessionExists(t.database, live)).toBe(true);
    expect(await purge!.purge.runScheduled()).toBe(0);
  });

  it("is run by one server of two at a time, and by the other once the first stops", async () => {
    const [a, b] = twoServers(t.database);
    const first = await Promise.all([a!.purge.runScheduled(), b!.purge.runScheduled()]);
    expect(first.filter((n) => n !== null)).toHaveLength(1);
    const [holder, other] = first[0] === null ? [b!, a!] : [a!, b!];

    const expired = await addSession(t.database, userId, -1);
    expect(await other.purge.runScheduled()).toBeNull();
    expect(await sessionExists(t.database, expired)).toBe(true);
    expect(await holder.purge.runScheduled()).toBe(1);
    expect(await sessionExists(t.database, expired)).toBe(false);

    await holder.purge.start(60_000)(); // stopping gives up the lease
    expect(await other.purge.runScheduled()).toBe(0);
    expect(await holder.purge.runScheduled()).toBeNull();
  });

  it("on their timers, two servers' runs are all the lease holder's", async () => {
    const servers = twoServers(t.database);
    const stops = servers.map((s) => s.purge.start(20));
    const expired = await addSession(t.database, userId, -1);
    await vi.waitFor(async () => expect(await sessionExists(t.database, expired)).toBe(false), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 200)); // several more ticks of both timers
    await Promise.all(stops.map((stop) => stop()));
    const deletes = servers.map((s) => s.deletes()).sort((x, y) => x - y);
    expect(deletes[0]).toBe(0);
    expect(deletes[1]).toBeGreaterThan(1);
  });
});

describe("a server", () => {
  it("purges expired sessions on its timer (SESSION_PURGE_SECONDS), while a signed-in person stays signed in", async () => {
    const app = await createTestApp({ env: { SESSION_PURGE_SECONDS: "0.05" } });
    try {
      const person = await signUpUser(app.app);
      const expired = await addSession(app.database, person.id, -60);
      await vi.waitFor(async () => expect(await sessionExists(app.database, expired)).toBe(false), { timeout: 5000 });
      const me = await app.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: person.cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ id: person.id });
    } finally {
      await app.close();
    }
  });

  it("does not purge with SESSION_PURGE_SECONDS=0", async () => {
    const expired = await addSession(t.database, userId, -60);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await sessionExists(t.database, expired)).toBe(true);
  });
});
