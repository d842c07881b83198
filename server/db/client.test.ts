import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPglite } from "./client";

describe("openPglite", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite("memory://");
  });
  afterAll(() => database.close());

  it("lets the event loop take a turn between queued statements, so sockets are read while PGlite is busy", async () => {
    // Ten requests of five statements each, one after another as a request runs them.
    let done = 0;
    const request = async () => {
      for (let i = 0; i < 5; i++) {
        await database.query("select 1");
        done++;
      }
    };
    const requests = Array.from({ length: 10 }, request);
    // A macrotask queued now (as a socket read would be) must run long before the 50 statements have finished.
    const seenAtTurn = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
    await Promise.all(requests);
    expect(done).toBe(50);
    expect(seenAtTurn).toBeLessThanOrEqual(10);
  });
});
