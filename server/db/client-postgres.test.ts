import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type CuttableTcpProxy, startCuttableTcpProxy } from "../test-support/cuttable-tcp-proxy";
import { createScratchDatabase } from "../test-support/test-app";
import { within } from "../test-support/within";
import { type Database, openPostgres } from "./client";
import { rawRows } from "./raw";

/** Transactions on PostgreSQL when the connection breaks under them (needs DATABASE_URL; skipped without). */
const SERVER_URL = process.env.DATABASE_URL;
const POOL_SIZE = 2;
/** Transactions that find a free client run in milliseconds; a pool whose clients leaked waits forever. */
const BOUNDED_MS = 10_000;

/** The statement's text, as node-postgres's query is given it (a string, or a config object from drizzle). */
const textOf = (query: unknown) => (typeof query === "string" ? query : (query as { text?: string })?.text);

describe.skipIf(!SERVER_URL)("openPostgres transactions when the connection breaks", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let relay: CuttableTcpProxy;
  let database: Database;
  /** The statement at whose sending the relay is cut, as if the network failed just then; none when null. */
  let cutAt: string | null = null;
  let cuts = 0;

  beforeAll(async () => {
    scratch = await createScratchDatabase(SERVER_URL!, "pgleak");
    const url = new URL(scratch.url);
    relay = await startCuttableTcpProxy(url.hostname, Number(url.port || 5432));
    url.hostname = "127.0.0.1";
    url.port = String(relay.port);
    database = await openPostgres(url.toString(), POOL_SIZE);
    await database.query("create table pgleak_probe (n int not null)");
    const query = pg.Client.prototype.query;
    vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      if (cutAt !== null && textOf(args[0])?.trim().toLowerCase() === cutAt) {
        cuts++;
        relay.cut();
      }
      return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
    });
  });
  afterEach(() => {
    cutAt = null;
    relay.restore();
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    try {
      // The pool's end waits for every client to come back.
      if (database) await within(BOUNDED_MS, "closing the pool", database.close());
    } finally {
      await relay?.close();
      await scratch?.drop();
    }
  });

  /** More transactions at once than the pool has clients, each with a savepoint: all must commit. */
  async function transactionsAllCommit() {
    await database.query("truncate pgleak_probe");
    const count = 3 * POOL_SIZE;
    const runs = Array.from({ length: count }, (_, n) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into pgleak_probe values (${n})`);
        await tx.transaction(async (inner) => {
          await inner.execute(sql`insert into pgleak_probe values (${n + 100})`);
        });
      }),
    );
    await within(BOUNDED_MS, `${count} transactions on a pool of ${POOL_SIZE}`, Promise.all(runs));
    const [row] = await database.query<{ n: number }>("select count(*)::int as n from pgleak_probe");
    expect(row?.n).toBe(2 * count);
  }

  it.each(["begin", "commit", "rollback"])(
    "gives every client back when the connection breaks as %s is sent, and works again once it is back",
    async (statement) => {
      cutAt = statement;
      cuts = 0;
      for (let i = 0; i <= POOL_SIZE; i++) {
        relay.restore();
        const tx = database.db.transaction(async (t) => {
          await t.execute(sql`insert into pgleak_probe values (1)`);
          if (statement === "rollback") throw new Error("the body fails");
        });
        await expect(within(BOUNDED_MS, `transaction ${i} with its ${statement} cut`, tx)).rejects.toThrow(
          "Failed query",
        );
      }
      expect(cuts).toBe(POOL_SIZE + 1);
      cutAt = null;
      relay.restore();
      await transactionsAllCommit();
    },
  );

  it("keeps a client whose body failed and rolled back, and rolls back a failed savepoint alone", async () => {
    // The pool hands out the client last given back: kept, it serves every one of these, on one connection.
    const backends = new Set<number>();
    for (let i = 0; i <= POOL_SIZE; i++) {
      const tx = database.db.transaction(async (t) => {
        const [backend] = await rawRows<{ pid: number }>(t, sql`select pg_backend_pid() as pid`);
        backends.add(backend!.pid);
        await t.execute(sql`insert into pgleak_probe values (-1)`);
        throw new Error("the body fails");
      });
      await expect(within(BOUNDED_MS, `failed transaction ${i}`, tx)).rejects.toThrow("the body fails");
    }
    expect(backends.size).toBe(1);
    await database.query("truncate pgleak_probe");
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`insert into pgleak_probe values (1)`);
      await expect(
        t.transaction(async (inner) => {
          await inner.execute(sql`insert into pgleak_probe values (2)`);
          throw new Error("the savepoint fails");
        }),
      ).rejects.toThrow("the savepoint fails");
    });
    await within(BOUNDED_MS, "a transaction with a failed savepoint", tx);
    const rows = await database.query<{ n: number }>("select n from pgleak_probe");
    expect(rows.map((r) => r.n)).toEqual([1]);
    await transactionsAllCommit();
  });
});
