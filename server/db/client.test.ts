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
    // A statement long enough (at least 5 ms) that the 10 ms budget lets only a few run in one turn.
    const { sql: slow, ms: statementMs } = await calibratedStatement(database, 5);
    let done = 0;
    const request = async () => {
      for (let i = 0; i < 3; i++) {
        await database.query(slow);
        done++;
      }
    };
    // Queued at once, as twenty busy requests would queue them.
    const requests = Promise.all(Array.from({ length: 20 }, request));
    // A ticker that comes back every turn, as socket reads and accepts do, counts the statements run between its
    // turns: a count, not a time, so a slow or busy machine cannot fail it.
    let finished = false;
    let seen = 0;
    let mostInOneTurn = 0;
    const tick = () => {
      mostInOneTurn = Math.max(mostInOneTurn, done - seen);
      seen = done;
      if (!finished) setImmediate(tick);
    };
    setImmediate(tick);
    await requests;
    finished = true;
    tick(); // the statements since the last turn count too
    expect(done).toBe(60);
    // Without the gate the ticker waits for every queued statement (all 60 may run before its first turn); with it,
    // for those that fit in the 10 ms budget and the one that crosses it: 10 ÷ 5 + 1 = 3 at the calibrated speed.
    // The bound leaves room for statements running up to five times faster than they were measured.
    expect(statementMs).toBeGreaterThanOrEqual(5);
    expect(mostInOneTurn).toBeLessThanOrEqual(10);
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

/** A statement that takes at least `minMs` here (the fastest of three runs), doubling its work until it does. */
async function calibratedStatement(database: Database, minMs: number): Promise<{ sql: string; ms: number }> {
  for (let rows = 50_000; ; rows *= 2) {
    const sql = `select count(*) from generate_series(1, ${rows})`;
    let ms = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      await database.query(sql);
      ms = Math.min(ms, performance.now() - t0);
    }
    if (ms >= minMs) return { sql, ms };
  }
}
