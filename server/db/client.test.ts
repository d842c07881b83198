import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPglite, PGLITE_SHARED_BUFFERS } from "./client";

describe("openPglite", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite("memory://");
  });
  afterAll(() => database.close());

  it("starts PostgreSQL with the smaller buffer cache (a restart zeroes all of its shared memory)", async () => {
    const [row] = await database.query<{ shared_buffers: string }>("show shared_buffers");
    expect(row?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    expect(PGLITE_SHARED_BUFFERS).toBe("96MB");
  });

  it("gives the event loop a turn once queued statements have run for about 10 ms, so sockets are not starved", async () => {
    // Statements of about 8 ms each, queued at once as twenty busy requests would queue them.
    const slow = "select count(*) from generate_series(1, 50000)";
    let statementMs = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      await database.query(slow);
      statementMs = Math.min(statementMs, performance.now() - t0);
    }
    let done = 0;
    const request = async () => {
      for (let i = 0; i < 3; i++) {
        await database.query(slow);
        done++;
      }
    };
    const requests = Promise.all(Array.from({ length: 20 }, request));
    // A ticker that comes back every turn, as socket reads and accepts do, notes the longest wait between turns.
    let finished = false;
    let last = performance.now();
    let longest = 0;
    const tick = () => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      if (!finished) setImmediate(tick);
    };
    setImmediate(tick);
    await requests;
    finished = true;
    expect(done).toBe(60);
    // Without the gate the ticker waits for a statement of every waiting request (20 × statementMs, about 160 ms);
    // with it, for the 10 ms budget and the statement that crosses it.
    expect(longest).toBeLessThan(10 * statementMs);
  });

  it("keeps going after a failed statement and runs transactions whole", async () => {
    await expect(database.query("select * from no_such_table")).rejects.toThrow(/no_such_table/);
    const rows = await database.query<{ n: number }>("select 2 as n");
    expect(rows[0]!.n).toBe(2);
    const inTx = await database.pglite!.transaction(async (tx) => {
      await tx.query("create temporary table gate_t (n int)");
      await tx.query("insert into gate_t values (1), (2)");
      return (await tx.query<{ c: number }>("select count(*)::int as c from gate_t")).rows[0]!.c;
    });
    expect(inTx).toBe(2);
    await expect(
      database.pglite!.transaction(async (tx) => {
        await tx.query("select 1");
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect((await database.query<{ n: number }>("select 3 as n"))[0]!.n).toBe(3);
  });
});
