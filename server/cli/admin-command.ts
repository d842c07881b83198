import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../db/client";
import type { Env } from "../env";
import { acquireDataDirLock } from "../platform/data-dir-lock";
import { describeRoleOutcome, setAdminRole } from "./admin-role";

export interface Output {
  log(message: string): void;
  error(message: string): void;
}

const USAGE = "Usage: npm run admin -- grant EMAIL | revoke EMAIL";

/** `npm run admin -- grant|revoke EMAIL` against the server's own database. Returns the exit code. */
export async function runAdminCommand(args: string[], env: Env, out: Output): Promise<number> {
  const [action, email, ...rest] = args;
  if ((action !== "grant" && action !== "revoke") || !email || rest.length > 0) {
    out.error(USAGE);
    return 2;
  }
  const release = lockDatabase(env, out);
  if (!release) return 1;
  try {
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      const outcome = await setAdminRole(database.db, email, action === "grant");
      const message = describeRoleOutcome(outcome, email.trim().toLowerCase());
      if (outcome === "unknown-email") {
        out.error(message);
        return 1;
      }
      out.log(message);
      if (outcome === "revoked" && env.ADMIN_EMAILS.includes(email.trim().toLowerCase())) {
        out.log(
          "Note: this address is in ADMIN_EMAILS, so a verified sign-in through the identity provider makes it an admin again. Remove it there too.",
        );
      }
      return 0;
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

/**
 * The embedded database (PGlite) allows one process at a time: take the server's data-directory lock, or refuse
 * while the server runs. PostgreSQL needs no lock. Returns the release function, or null after printing why not.
 */
function lockDatabase(env: Env, out: Output): (() => void) | null {
  if (env.DATABASE_URL) return () => {};
  if (!existsSync(path.join(env.DATA_DIR, "pgdata"))) {
    out.error(
      `No database found in DATA_DIR (${env.DATA_DIR}). Run this from where the server runs, or set DATA_DIR or DATABASE_URL.`,
    );
    return null;
  }
  try {
    return acquireDataDirLock(env.DATA_DIR);
  } catch (err) {
    const pid = readPid(env.DATA_DIR);
    if (pid === null) throw err;
    out.error(
      `The Microfile server (process ${pid}) is running on this data directory (${env.DATA_DIR}), and its embedded ` +
        "database allows one process at a time. Stop the server, run this command, then start the server again.",
    );
    return null;
  }
}

function readPid(dataDir: string): string | null {
  try {
    return readFileSync(path.join(dataDir, "server.pid"), "utf8").trim() || null;
  } catch {
    return null;
  }
}
