import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import type { App } from "../../app-context";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { postgresCounters } from "./postgres-counters";

/**
 * Two apps on one database, as two servers behind a load balancer, with the counters in the database (what a
 * server on PostgreSQL uses; the same SQL runs on PGlite here): every limit holds across both.
 */
let t: TestApp;
let other: App;
beforeAll(async () => {
  t = await createTestApp({ counters: (database) => postgresCounters(database) });
  ({ app: other } = await buildApp({
    env: t.ctx.env,
    database: t.database,
    sessionSecret: randomBytes(32).toString("hex"),
    oidc: null,
    logger: false,
    counters: postgresCounters(t.database),
  }));
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

let address = 0;
const newAddress = () => `10.25.${(++address >> 8) & 255}.${address & 255}`;
const servers = () => [t.app, other];

const signIn = (app: App, email: string, remoteAddress: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email, password: "not the password at all" },
    remoteAddress,
  });

describe("limits shared by two servers on one database", () => {
  it("refuses the 11th wrong password for one account wherever it lands, from any address", async () => {
    const { email } = await signUpUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn(servers()[i % 2]!, email, newAddress())).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const twelfth = await signIn(t.app, email, newAddress());
    expect(twelfth.json().error).toBe("Too many sign-in attempts for this account. Please wait 15 minutes.");
  });

  it("refuses the 11th sign-in attempt in a minute from one address wherever it lands", async () => {
    const from = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await signIn(servers()[i % 2]!, `nobody-${i}@example.com`, from)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect((await signIn(other, "nobody@example.com", newAddress())).statusCode).toBe(401);
  });

  it("allows five support tickets an hour per address across both servers", async () => {
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
