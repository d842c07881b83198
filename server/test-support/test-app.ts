import { randomBytes } from "node:crypto";
import pg from "pg";
import { buildApp } from "../app";
import type { App, AppContext, Feature } from "../app-context";
import { type Database, openPglite, openPostgres } from "../db/client";
import { type Env, loadEnv } from "../env";
import type { OidcClient } from "../platform/auth/oidc";
import type { Counters } from "../platform/limits/counters";

export interface TestApp {
  app: App;
  ctx: AppContext;
  database: Database;
  close(): Promise<void>;
}

/**
 * A real app on a real, empty database: PGlite in memory by default; with DATABASE_URL, a fresh database created
 * on that PostgreSQL server for this test file and dropped afterwards, so runs can repeat against the same server.
 */
export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    oidc?: OidcClient | null;
    features?: Feature[];
    /** A PGlite data directory on disk, as in production (benchmarks); in memory by default. */
    pgliteDir?: string;
    /** The request limits' counters on the test database; by default those the settings choose. */
    counters?: (database: Database) => Counters | Promise<Counters>;
    /** Serve a built web app from this folder, as production serves dist/web; no web app by default. */
    webDist?: string;
    /**
     * The web app's server render (test-support/ssr-build.ts), with which /transactions is drawn ahead of the app;
     * none by default, and then the plain app is served there.
     */
    ssrDist?: string;
    /** Logs at LOG_LEVEL go here (none by default). */
    logStream?: { write(line: string): void };
    /** An open database to build the app on (a restart of a server); close() leaves it open. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  // No monitor timer in tests (they call it directly); a test may turn it on through opts.env.
  const env: Env = loadEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: "memory://",
    MONITOR_INTERVAL_SECONDS: "0",
    ...opts.env,
  });
  const serverUrl = process.env.DATABASE_URL;
  let dropDatabase = async () => {};
  let database: Database;
  if (opts.database) {
    database = opts.database;
  } else if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, "test");
    database = await openPostgres(scratch.url, 5);
    dropDatabase = scratch.drop;
  } else {
    database = await openPglite(opts.pgliteDir ?? "memory://");
  }
  const { app, ctx } = await buildApp({
    env,
    database,
    sessionSecret: randomBytes(32).toString("hex"),
    // Undefined: buildApp makes the real client from the env's OIDC settings (none without them).
    oidc: opts.oidc,
    logger: opts.logStream !== undefined,
    logStream: opts.logStream,
    features: opts.features,
    counters: await opts.counters?.(database),
    serveWeb: opts.webDist !== undefined,
    webDist: opts.webDist,
    ssrDist: opts.ssrDist ?? null,
  });
  await app.ready();
  return {
    app,
    ctx,
    database,
    async close() {
      await app.close();
      if (opts.database) return;
      await database.close();
      await dropDatabase();
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server at `serverUrl` (named mf_{prefix}_…): its URL, and `drop` to remove
 * it (even with connections still open), so runs can repeat against the same server.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mf_${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    // A pool that has just ended may still be closing its sockets: a forced drop would then terminate them, and the
    // server's "terminating connection" notice would reach a client nobody listens to any more. Wait for them to go
    // (up to 3 s); FORCE is for connections a test leaked.
    for (let i = 0; i < 60; i++) {
      const [row] = await adminQuery<{ n: number }>(
        serverUrl,
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = '${name}'`,
      );
      if (!row?.n) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  return { url: url.href, drop };
}

/** One statement on a PostgreSQL server outside any test database (CREATE/DROP DATABASE, pg_stat_activity). */
async function adminQuery<T = unknown>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

let counter = 0;
let addressCounter = 0;
export const uniqueEmail = (prefix = "user") =>
  `${prefix}-${Date.now().toString(36)}-${++counter}-${randomBytes(3).toString("hex")}@example.com`;

/** Creates a local account and returns its session cookie header, ready for app.inject. */
export async function signUpUser(
  app: App,
  over: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
): Promise<{ cookie: string; id: string; email: string }> {
  const body = {
    email: uniqueEmail(),
    password: "correct horse battery",
    firstName: "Ada",
    lastName: "Lovelace",
    ...over,
  };
  // Each test user signs up from its own loopback address, so the per-IP sign-up limit stays real.
  const remoteAddress = `127.${(counter >> 8) & 255}.${counter & 255}.${1 + (++addressCounter % 250)}`;
  const res = await app.inject({ method: "POST", url: "/api/auth/signup", payload: body, remoteAddress });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookieFrom(res.headers["set-cookie"]), id: res.json().id, email: body.email.toLowerCase() };
}

export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = list.find((c) => c.startsWith("mf_session="));
  if (!found) throw new Error("no session cookie set");
  return found.split(";")[0]!;
}
