import { spawnSync } from "node:child_process";
import path from "node:path";
import { loadEnv } from "../server/env";
import { acquireDataDirLock } from "../server/platform/data-dir-lock";

/** Shared by `npm run backup` and `npm run restore`: the settings, the lock, and pg_dump/pg_restore. */
export const env = loadEnv();
export const pgdataDir = path.join(env.DATA_DIR, "pgdata");

/**
 * PGlite's data directory may only be copied or replaced while no server uses it: take the server's own lock (its
 * pid file) for the whole operation, or refuse with the reason.
 */
export function lockDataDirOrExit(action: string): () => void {
  try {
    return acquireDataDirLock(env.DATA_DIR);
  } catch (err) {
    fail(`${action} refused: ${(err as Error).message}\nA PGlite backup is taken while the server is stopped.`);
  }
}

export function run(command: string, args: string[]): void {
  const res = spawnSync(command, args, { stdio: "inherit" });
  if (res.error) fail(`${command} could not run (${res.error.message}). Install the PostgreSQL client tools.`);
  if (res.status !== 0) fail(`${command} failed with exit code ${res.status}.`);
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export const stamp = () => new Date().toISOString().replace(/[:.]/g, "-");
