import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPglite, openPostgres } from "../../../db/client";
import { apiAs } from "../../../test-support/accounts-kit";
import { type LoopbackEngine, startLoopbackEngine } from "../../../test-support/hmrc-engine/engine";
import { createScratchDatabase, createTestApp, type TestApp } from "../../../test-support/test-app";
import { FINAL, filing, HMRC_FEATURES, hmrcEnv, PATH, readyCompany, waitForState } from "./hmrc-test-kit";

/*
 * A server restarted while HMRC has not answered carries on from the database: the next server polls the stored
 * CorrelationID at the stored address to HMRC's answer, without a password and without submitting again.
 */
let engine: LoopbackEngine;
let database: Database;
let cleanup: () => Promise<void> = async () => {};

beforeAll(async () => {
  engine = await startLoopbackEngine();
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, "hmrcrestart");
    database = await openPostgres(scratch.url, 5);
    cleanup = scratch.drop;
  } else {
    database = await openPglite("memory://");
  }
});
afterAll(async () => {
  await engine?.close();
  await database?.close();
  await cleanup();
});

const server = (): Promise<TestApp> => createTestApp({ env: hmrcEnv(engine), features: HMRC_FEATURES, database });

describe("a restart while HMRC has not answered", () => {
  it("ends in the right state on the next server, the return submitted once", async () => {
    const first = await server();
    const c = await readyCompany(first);
    engine.options.acknowledgementsBeforeAnswer = 1_000_000;
    const res = await c.api.post(PATH, filing());
    expect(res.status).toBe(202);
    await new Promise((r) => setTimeout(r, 200));
    await first.close();
    const sent = engine.submissions.at(-1)!;
    expect(sent.polls).toBeGreaterThan(0);
    sent.acksLeft = 0;

    const second = await server();
    try {
      const done = await waitForState(apiAs(second, c.user.cookie), res.body.id, FINAL);
      expect(done.state).toBe("accepted");
      expect(done.correlationId).toBe(sent.correlationId);
      expect(engine.submissions).toHaveLength(1);
      expect(sent.deleted).toBe(true);
    } finally {
      await second.close();
    }
  });
});
