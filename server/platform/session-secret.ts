import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "../db/client";

const newSecret = () => randomBytes(32).toString("base64url");

/**
 * SESSION_SECRET when set. Otherwise a random secret generated once (never a fixed default): on PostgreSQL kept in
 * the database, so every server sharing it signs and reads the same cookies (an OIDC sign-in started on one
 * finishes on another); on the embedded database kept in DATA_DIR.
 */
export async function resolveSessionSecret(configured: string | undefined, dataDir: string, database: Database) {
  if (configured) return configured;
  return database.kind === "postgres" ? sharedSecret(database, "session") : fileSecret(dataDir);
}

/**
 * The secret named `name` in server_secrets, written by whichever server asks first: servers starting at the same
 * moment all insert, one insert wins, and all read the winner's.
 */
export async function sharedSecret(database: Pick<Database, "query">, name: string): Promise<string> {
  try {
    await database.query("insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing", [
      name,
      newSecret(),
    ]);
    const [row] = await database.query<{ value: string }>("select value from server_secrets where name = $1", [name]);
    if (!row) throw new Error("it was not found after it was written");
    return row.value;
  } catch (err) {
    throw new Error(
      `SESSION_SECRET is not set and the generated secret cannot be kept in the database (${(err as Error).message}). ` +
        "Set SESSION_SECRET to the same random value on every server.",
    );
  }
}

function fileSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = newSecret();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
