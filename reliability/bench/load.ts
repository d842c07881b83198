import { createRequire } from "node:module";
import { createScratchDatabase } from "../../server/test-support/test-app";
import { importBody } from "../support/bank-rows";
import {
  httpClient,
  removeDir,
  type ServerProcess,
  startServer,
  tempDir,
  userWithRows,
} from "../support/server-process";

interface CannonResult {
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { total: number; average: number };
  latency: { p99: number; p50: number; max: number };
  statusCodeStats: Record<string, { count: number }>;
}
type Cannon = (opts: Record<string, unknown>) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Cannon;

/** A server with one user holding 1,000 transactions, on PGlite or on a fresh PostgreSQL database. */
async function loadedServer(databaseUrl?: string) {
  const dataDir = tempDir("load");
  let dropDatabase = async () => {};
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: "warn", AUTH_ATTEMPTS_PER_MINUTE: "1000" };
  if (databaseUrl) {
    const scratch = await createScratchDatabase(databaseUrl, "load");
    env.DATABASE_URL = scratch.url;
    dropDatabase = scratch.drop;
  }
  const server = await startServer(env);
  const { cookie } = await userWithRows(server.url, "load@example.com", 1000);
  return {
    server,
    cookie,
    async close() {
      await server.stop();
      await dropDatabase();
      removeDir(dataDir);
    },
  };
}

async function cannon(server: ServerProcess, cookie: string, connections: number, seconds: number, label: string) {
  const r = await autocannon({
    url: `${server.url}/api/transactions`,
    connections,
    duration: seconds,
    headers: { cookie },
  });
  const codes = Object.entries(r.statusCodeStats)
    .map(([code, s]) => `${code}×${s.count}`)
    .join(", ");
  const rss = await rssMb(server.child.pid);
  return (
    `${label}, ${connections} connections, ${seconds} s, GET /api/transactions (1,000 rows): ${r.requests.total} requests, ` +
    `errors ${r.errors}, timeouts ${r.timeouts}, statuses ${codes}, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
    `server RSS ${rss} MB, server alive ${server.child.exitCode === null}`
  );
}

/**
 * On PGlite 20 connections, 200 connections, and 20 readers while another user saves 100,000 rows;
 * on PostgreSQL (when `databaseUrl` is given) 50 connections.
 */
export async function loadFigures(seconds: number, databaseUrl?: string): Promise<string[]> {
  const out: string[] = [];
  const lite = await loadedServer();
  try {
    for (const connections of [20, 200])
      out.push(await cannon(lite.server, lite.cookie, connections, seconds, "PGlite"));
    // Readers keep working while another user saves 100,000 rows.
    const writer = httpClient(lite.server.url);
    // The 200-connection run may still be draining: a sign-up turned away (503) is retried, never left to make the
    // save below a meaningless 401.
    for (let attempt = 1; ; attempt++) {
      const signup = await writer.call("POST", "/api/auth/signup", {
        email: "writer@example.com",
        password: "writer password 1",
        firstName: "W",
        lastName: "R",
      });
      if (signup.status === 200) break;
      if (attempt === 20) throw new Error(`the writer could not sign up: ${signup.status}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const started = performance.now();
    const saving = writer.call("POST", "/api/transactions", importBody(100_000, 11)).then((r) => ({
      status: r.status,
      ms: Math.round(performance.now() - started),
    }));
    const readers = await cannon(
      lite.server,
      lite.cookie,
      20,
      seconds,
      "PGlite, while another user saves 100,000 rows",
    );
    const save = await saving;
    out.push(`${readers}; the save answered ${save.status} after ${save.ms} ms`);
  } finally {
    await lite.close();
  }
  if (databaseUrl) {
    const pg = await loadedServer(databaseUrl);
    try {
      out.push(await cannon(pg.server, pg.cookie, 50, Math.max(seconds, 30), "PostgreSQL"));
    } finally {
      await pg.close();
    }
  }
  return out;
}

async function rssMb(pid: number | undefined): Promise<string> {
  if (!pid) return "?";
  try {
    const { readFileSync } = await import("node:fs");
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return String(Math.round(kb / 1024));
  } catch {
    return "?";
  }
}
