import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestApp, type TestApp } from "../server/test-support/test-app";

/** The PostgreSQL database to measure on besides PGlite, if any (DATABASE_URL, else BENCH_DATABASE_URL). */
export function benchDatabaseUrl(): string | undefined {
  return process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
}

/**
 * The real app for a benchmark: on PostgreSQL at `databaseUrl` (a scratch database), or on PGlite in a fresh data
 * directory on disk as in production (PGlite in memory grows its files by copying and is slower on big tables).
 */
export async function createBenchApp(databaseUrl?: string): Promise<TestApp> {
  const saved = process.env.DATABASE_URL;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const dir = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), "mf-bench-db-"));
  try {
    const t = await createTestApp(dir ? { pgliteDir: dir } : {});
    return {
      ...t,
      async close() {
        await t.close();
        if (dir) rmSync(dir, { recursive: true, force: true });
      },
    };
  } finally {
    if (saved) process.env.DATABASE_URL = saved;
    else delete process.env.DATABASE_URL;
  }
}
