import { createRequire } from "node:module";
import { importBody } from "../support/bank-rows";
import { httpClient, removeDir, startServer, tempDir } from "../support/server-process";

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

/** Issue 10 §13 on PGlite: 20 connections on GET /api/transactions (1,000 rows), then 200 connections. */
export async function loadFigures(seconds: number): Promise<string[]> {
  const dataDir = tempDir("load");
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const out: string[] = [];
  try {
    const api = httpClient(server.url);
    await api.call("POST", "/api/auth/signup", {
      email: "load@example.com",
      password: "load password 1",
      firstName: "L",
      lastName: "D",
    });
    await api.call("POST", "/api/transactions", importBody(1000));
    for (const connections of [20, 200]) {
      const r = await autocannon({
        url: `${server.url}/api/transactions`,
        connections,
        duration: seconds,
        headers: { cookie: api.cookie },
      });
      const codes = Object.entries(r.statusCodeStats)
        .map(([code, s]) => `${code}×${s.count}`)
        .join(", ");
      const rss = await rssMb(server.child.pid);
      out.push(
        `PGlite, ${connections} connections, ${seconds} s, GET /api/transactions (1,000 rows): ${r.requests.total} requests, ` +
          `errors ${r.errors}, timeouts ${r.timeouts}, statuses ${codes}, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
          `server RSS ${rss} MB, server alive ${server.child.exitCode === null}`,
      );
    }
  } finally {
    await server.stop();
    removeDir(dataDir);
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
