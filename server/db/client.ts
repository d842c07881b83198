import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { NodePgSession } from "drizzle-orm/node-postgres";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { RelationalSchemaConfig, TablesRelationalConfig } from "drizzle-orm/relations";
import type { Pool, PoolClient } from "pg";
import { createStorageGuard } from "../platform/storage-guard";
import { createHousekeeper, DEFAULT_HOUSEKEEPING, type HousekeeperOptions } from "./housekeeping";
import { hasAllMigrations } from "./migration-state";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Both drivers share this type, so features never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs raw SQL with positional parameters and returns rows (for bulk statements Drizzle does not express). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * A bulk write changed `rows` transactions and has committed. On PGlite a large one is checkpointed before this
   * resolves (see CHECKPOINT_FROM_ROWS), and housekeeping may follow (db/housekeeping); a server does both itself.
   */
  noteWrites(rows: number): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance, when embedded (backups, purge). */
  pglite?: PGlite;
}

/**
 * PGlite runs PostgreSQL in single-user mode, which has no checkpointer: without a CHECKPOINT, every write since
 * the server started stays to be replayed from the WAL when it restarts after a crash, a replay that grows with each
 * large write all day. A checkpoint after a write this large is short next to the replay it saves.
 */
export const CHECKPOINT_FROM_ROWS = 10_000;

/**
 * The checkpoint after a large write waits until no statement has run for this long. The first change to each page
 * after a checkpoint writes the whole page into the WAL (full_page_writes): run between an import and the
 * categorisation that follows it, a checkpoint made that categorisation write every page the import had just written
 * a second time, about twice its WAL. Long enough for a client to read a 100,000-row answer and ask for the next step.
 */
export const CHECKPOINT_QUIET_MS = 2_000;
/** However busy the database stays, a checkpoint asked for runs within this long, so the WAL to replay stays short. */
export const CHECKPOINT_LATEST_MS = 10_000;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * PGlite's own start parameters, with a smaller buffer cache: PGlite zeroes its whole shared memory at every start
 * (145 MB with the default 128 MB of shared_buffers, 111 MB with 96 MB), so a smaller cache is a quicker restart.
 * Not less: a company's 100,000 categorised transactions and their indexes take about 56 MB, and at 64 MB
 * categorising them evicted and rewrote pages and ran slower.
 */
export const PGLITE_SHARED_BUFFERS = "96MB";
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

/** PGlite in `dataDir` (or in memory when dataDir is "memory://"), migrated. */
export async function openPglite(
  dataDir: string,
  housekeeping: HousekeeperOptions = DEFAULT_HOUSEKEEPING,
): Promise<Database> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const options = { startParams: PGLITE_START_PARAMS };
  const client = dataDir.startsWith("memory://") ? new PGlite(options) : new PGlite(dataDir, options);
  await client.waitReady;
  const activity = fairStatementGate(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const rows = async (text: string) => (await client.query<{ last: string | null }>(text)).rows;
  if (!(await hasAllMigrations(migrationsFolder, rows))) {
    await migratePglite(drizzlePglite(client), { migrationsFolder });
  }
  const checkpoint = () => client.exec("CHECKPOINT");
  const checkpointWhenQuiet = quietCheckpoint(activity, checkpoint);
  const housekeeper = createHousekeeper(
    async () => {
      await client.exec("VACUUM (ANALYZE) transactions");
      // The vacuum's own WAL, not to be replayed after a crash either.
      await checkpoint();
    },
    {
      // VACUUM writes about as much as the changed rows took: it asks what the storage guard asks of a write.
      hasRoomFor: createStorageGuard(dataDir).hasRoomFor,
      ...housekeeping,
    },
  );
  return {
    db,
    kind: "pglite",
    pglite: client,
    async query(text, params) {
      const res = await client.query(text, params as unknown[]);
      return res.rows as never;
    },
    async noteWrites(rows) {
      housekeeper.noteWrites(rows);
      if (rows >= CHECKPOINT_FROM_ROWS) await checkpointWhenQuiet.request();
    },
    async close() {
      await checkpointWhenQuiet.stop();
      await housekeeper.stop();
      await client.close();
    },
  };
}

/** Whether statements are running or waiting, and since when none has (from fairStatementGate). */
interface StatementActivity {
  busy(): boolean;
  idleSince(): number;
}

/**
 * The checkpoint after a large write, run once no statement has run for CHECKPOINT_QUIET_MS (or, the database
 * busy all along, CHECKPOINT_LATEST_MS after it was first asked for). Asked for again while one waits, the one
 * checkpoint serves both. `request` resolves once it has run; the rows are committed already, so a failed
 * checkpoint only leaves their WAL to replay, as before it was asked for.
 */
function quietCheckpoint(activity: StatementActivity, checkpoint: () => Promise<unknown>) {
  let pending: Promise<void> | null = null;
  /** The last checkpoint started (settled, never rejected), which stop waits for even once no request waits. */
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  /** Runs the waiting request's checkpoint; null when no request waits. */
  let runWaiting: (() => void) | null = null;
  const request = (): Promise<void> => {
    pending ??= new Promise<void>((resolve) => {
      const askedAt = performance.now();
      const run = () => {
        timer = null;
        runWaiting = null;
        pending = null;
        running = checkpoint().then(
          () => resolve(),
          () => resolve(),
        );
      };
      runWaiting = run;
      const check = () => {
        const now = performance.now();
        const quietFor = activity.busy() ? 0 : now - activity.idleSince();
        if (quietFor >= CHECKPOINT_QUIET_MS || now - askedAt >= CHECKPOINT_LATEST_MS) return run();
        timer = setTimeout(check, Math.max(10, CHECKPOINT_QUIET_MS - quietFor));
        timer.unref();
      };
      check();
    });
    return pending;
  };
  return {
    request,
    /** Runs a waiting checkpoint at once (before the database closes) and waits for it, or for one already running. */
    async stop() {
      if (timer) clearTimeout(timer);
      runWaiting?.();
      await running;
    },
  };
}

/** How long PGlite may run statements back to back before Node gets a turn to read and accept sockets. */
const STATEMENTS_BUDGET_MS = 10;

/**
 * PGlite runs each statement on the event loop's own thread, and its queue of waiting statements moves on by
 * promise callbacks alone: one statement's end starts the next in the same turn of the event loop, so while requests
 * keep it busy Node never gets back to its sockets. New requests then wait unread (the load-shedding check never
 * counts them), and new connections wait unaccepted (libuv accepts one connection per turn), until their clients
 * time out. So top-level statements and transactions go through a gate of our own, one at a time as PGlite would
 * run them anyway, and once statements have run for STATEMENTS_BUDGET_MS the next waits for a turn of the event
 * loop (setImmediate). PGlite itself never lets a top-level statement run inside an open transaction, so the gate
 * cannot deadlock where PGlite would not.
 */
function fairStatementGate(client: PGlite): StatementActivity {
  let turnStartedAt = performance.now();
  let inGate = 0;
  let idleSince = performance.now();
  const turn = () =>
    new Promise<void>((resolve) =>
      setImmediate(() => {
        turnStartedAt = performance.now();
        resolve();
      }),
    );
  let tail: Promise<unknown> = Promise.resolve();
  const gate = <T>(run: () => Promise<T>): Promise<T> => {
    inGate++;
    const result = tail
      .then(() => (performance.now() - turnStartedAt >= STATEMENTS_BUDGET_MS ? turn() : undefined))
      .then(run);
    tail = result.catch(() => undefined);
    const settled = () => {
      inGate--;
      idleSince = performance.now();
    };
    result.then(settled, settled);
    return result;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => gate(() => query(...args))) as typeof client.query;
  client.exec = ((...args: Parameters<typeof exec>) => gate(() => exec(...args))) as typeof client.exec;
  client.transaction = ((...args: Parameters<typeof transaction>) =>
    gate(() => transaction(...args))) as typeof client.transaction;
  return { busy: () => inGate > 0, idleSince: () => idleSince };
}

/** The advisory lock the servers of one database take to migrate it, one at a time ("mfmg"). */
const MIGRATION_LOCK = 0x6d666d67;

/**
 * How long a query waits for a connection: to open one, or for one of the pool's to come free. Without a limit, a
 * database that accepts connections and never answers (or whose packets vanish) keeps every request waiting for good;
 * the limit is far longer than any request holds a connection, even a 100,000-row save.
 */
const CONNECT_TIMEOUT_MS = 30_000;

/**
 * A node-postgres pool on `url`, migrated. The driver is loaded here, not at start: a server on the embedded
 * database never needs it, and a restart need not wait for loading it.
 */
export async function openPostgres(
  url: string,
  poolSize = 10,
  connectTimeoutMs = CONNECT_TIMEOUT_MS,
): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg, NodePgSession }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: connectTimeoutMs });
  // An idle connection that breaks (the database restarted, the network was cut) is reported here, and without a
  // listener the error would end the process. The pool opens a new connection for the next query, which fails, and
  // says why, for as long as the database stays away.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  db.transaction = releasingTransactions(pool, db, NodePgSession);
  const rows = async (text: string) => (await pool.query<{ last: string | null }>(text)).rows;
  if (!(await hasAllMigrations(migrationsFolder, rows))) {
    // Several servers may start at once on one new database: one migrates while the others wait for its lock, and
    // then find nothing left to do.
    const taken = await takeClient(pool);
    const { client } = taken;
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
      const clientRows = async (text: string) => (await client.query<{ last: string | null }>(text)).rows;
      if (!(await hasAllMigrations(migrationsFolder, clientRows))) {
        await migratePg(drizzlePg(client), { migrationsFolder });
      }
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
      taken.release();
    }
  }
  return {
    db,
    kind: "postgres",
    async query(text, params) {
      const res = await pool.query(text, params as unknown[]);
      return res.rows as never;
    },
    // The server's autovacuum keeps the tables.
    noteWrites: async () => {},
    async close() {
      await pool.end();
    },
  };
}

/**
 * Transactions on the pool that give their client back whatever fails. drizzle's own takes a client from the pool and
 * sends BEGIN before the `try` whose `finally` releases it: a BEGIN that fails (the connection broke as the pool
 * handed it out) leaves the client checked out for good, and once the pool's every client has leaked so, each query
 * waits for one forever. So each transaction takes its client itself and runs drizzle's transaction on a session over
 * that one client (which neither connects nor releases; a session, not a whole drizzle instance, since building one
 * reads the whole schema again), and releases it at the end. A client whose transaction did not end cleanly (neither
 * committed nor rolled back after its body threw) is destroyed rather than reused: its connection may be broken, or
 * still inside the transaction.
 */
function releasingTransactions(pool: Pool, db: Db, Session: typeof NodePgSession): Db["transaction"] {
  // As drizzlePg made the pool's own (no casing given).
  const dialect = new PgDialect();
  const schemaConfig = db._ as RelationalSchemaConfig<TablesRelationalConfig>;
  const transaction = async <T>(run: (tx: unknown) => Promise<T>, config?: Parameters<Db["transaction"]>[1]) => {
    const taken = await takeClient(pool);
    const session = new Session(taken.client, dialect, schemaConfig);
    let bodyError: unknown;
    let broken: Error | true | undefined;
    try {
      return await session.transaction(async (tx) => {
        try {
          return await run(tx);
        } catch (error) {
          bodyError = error;
          throw error;
        }
      }, config);
    } catch (error) {
      // drizzle throws the body's own error only once its ROLLBACK has succeeded.
      if (error !== bodyError || bodyError === undefined) broken = error instanceof Error ? error : true;
      throw error;
    } finally {
      taken.release(broken);
    }
  };
  return transaction as Db["transaction"];
}

/**
 * A client from the pool, listened to while it is out: its connection breaking is an 'error' event, which the pool
 * hears only from idle clients, and which with no listener would end the process. `release` gives it back, to be
 * destroyed rather than reused when its connection broke, or when `failed` says the caller cannot vouch for it.
 */
async function takeClient(pool: Pool): Promise<{ client: PoolClient; release(failed?: Error | true): void }> {
  const client = await pool.connect();
  let broke: Error | undefined;
  const onError = (error: Error) => {
    broke = error;
  };
  client.on("error", onError);
  return {
    client,
    release(failed) {
      client.removeListener("error", onError);
      client.release(broke ?? failed);
    },
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, "pgdata"));
}
