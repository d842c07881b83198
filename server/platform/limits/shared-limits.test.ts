import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import type { App } from "../../app-context";
import type { Database } from "../../db/client";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import type { Counters } from "./counters";
import { postgresCounters } from "./postgres-counters";
import { redisCounters } from "./redis-counters";

/**
 * Two apps on one database, as two servers behind a load balancer, each with its own counters on one shared store:
 * PostgreSQL (what a server on PostgreSQL uses; the same SQL runs on PGlite here), and Redis when REDIS_URL is set
 * (skipped without it). Every limit holds across both.
 */
const REDIS_URL = process.env.REDIS_URL;
const STORES: Array<{ store: string; run: boolean; open: (database: Database) => Promise<Counters> }> = [
  { store: "PostgreSQL", run: true, open: async (database) => postgresCounters(database) },
  { store: "Redis", run: Boolean(REDIS_URL), open: () => redisCounters(REDIS_URL!) },
];

/** Addresses differ from run to run: Redis keeps its counters between runs. */
const runId = randomBytes(2).readUInt16BE(0);
let address = 0;
const newAddress = () => `10.${runId >> 8}.${runId & 255}.${++address}`;

describe.each(STORES)("limits shared by two servers counting in $store", ({ run, open }) => {
  let t: TestApp;
  let other: App;
  beforeAll(async () => {
    if (!run) return;
    t = await createTestApp({ counters: open });
    ({ app: other } = await buildApp({
      env: t.ctx.env,
      database: t.database,
      sessionSecret: randomBytes(32).toString("hex"),
      oidc: null,
      logger: false,
      counters: await open(t.database),
    }));
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const servers = () => [t.app, other];
  const signIn = (app: App, email: string, remoteAddress: string) =>
    app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { email, password: "not the password at all" },
      remoteAddress,
    });

  it.skipIf(!run)("refuses the 11th wrong password for one account wherever it lands, from any address", async () => {
    const { email } = await signUpUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn(servers()[i % 2]!, email, newAddress())).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const twelfth = await signIn(t.app, email, newAddress());
    expect(twelfth.json().error).toBe("Too many sign-in attempts for this account. Please wait 15 minutes.");
  });

  it.skipIf(!run)("refuses the 11th sign-in attempt in a minute from one address wherever it lands", async () => {
    const from = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await signIn(servers()[i % 2]!, `nobody-${runId}-${i}@example.com`, from)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect((await signIn(other, `nobody-${runId}@example.com`, newAddress())).statusCode).toBe(401);
  });

  it.skipIf(!run)("allows five support tickets an hour per address across both servers", async () => {
    const from = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await servers()[i % 2]!.inject({
        method: "POST",
        url: "/api/support/ticket",
        remoteAddress: from,
        payload: { email: "asker@example.com", subject: `Question ${i} about my accounts`, body: "x".repeat(40) },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
