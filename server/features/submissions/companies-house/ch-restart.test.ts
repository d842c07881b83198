import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPglite, openPostgres } from "../../../db/client";
import { apiAs } from "../../../test-support/accounts-kit";
import { type ChGatewayFake, startChGateway } from "../../../test-support/ch-gateway/ch-gateway";
import { createScratchDatabase, createTestApp, type TestApp } from "../../../test-support/test-app";
import { chEnv, filing, PATH, PRESENTER, readyCompany, waitForState } from "./ch-test-kit";

/*
 * A server restarted while a submission waits for Companies House carries on from the database: the next server
 * polls it to its answer, without sending the accounts again. The servers are apps built one after the other on
 * one database (PGlite, or a PostgreSQL database with DATABASE_URL): nothing of the first but its rows is left.
 */
let gateway: ChGatewayFake;
let database: Database;
let cleanup: () => Promise<void> = async () => {};

beforeAll(async () => {
  gateway = await startChGateway(PRESENTER);
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, "restart");
    database = await openPostgres(scratch.url, 5);
    cleanup = scratch.drop;
  } else {
    database = await openPglite("memory://");
  }
});
afterAll(async () => {
  await gateway?.close();
  await database?.close();
  await cleanup();
});

async function server(): Promise<TestApp> {
  return createTestApp({ env: chEnv(gateway), database });
}

describe("a restart while Companies House has not answered", () => {
  it("ends in the right state on the next server, the accounts sent once", async () => {
    const first = await server();
    const c = await readyCompany(first, gateway);
    gateway.plan(c.number, { polls: ["PENDING"] });
    const res = await c.api.post(PATH, filing(c.authCode));
    expect(res.status).toBe(202);
    await waitForState(c.api, res.body.id, ["pending"]);
    await first.close();

    gateway.answer(res.body.submissionNumber, ["PARKED", "ACCEPT"]);
    const second = await server();
    try {
      const api = apiAs(second, c.user.cookie);
      const done = await waitForState(api, res.body.id, ["accepted", "rejected", "failed"]);
      expect(done.state).toBe("accepted");
      expect(gateway.received.filter((r) => r.companyNumber === c.number)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it("a submission claimed by a server that died is polled once that server's claim runs out", async () => {
    const app = await server();
    try {
      const c = await readyCompany(app, gateway);
      gateway.plan(c.number, { polls: ["PENDING"] });
      const res = await c.api.post(PATH, filing(c.authCode));
      await waitForState(c.api, res.body.id, ["pending"]);
      // Another server claimed it and died mid-poll: its claim holds for another second.
      await database.query(
        `update submissions set lease_holder = 'a-server-that-died', lease_until = clock_timestamp() + interval '1 second'
          where id = $1`,
        [res.body.id],
      );
      gateway.answer(res.body.submissionNumber, ["REJECT"]);
      await new Promise((r) => setTimeout(r, 100)); // a poll already under way ends
      const polls = gateway.polls.get(res.body.submissionNumber) ?? 0;
      await new Promise((r) => setTimeout(r, 500));
      expect(gateway.polls.get(res.body.submissionNumber) ?? 0).toBe(polls);
      expect((await waitForState(c.api, res.body.id, ["accepted", "rejected", "failed"])).state).toBe("rejected");
    } finally {
      await app.close();
    }
  });
});
