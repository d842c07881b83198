import { existsSync, readdirSync, readFileSync, renameSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { env, fail, lockDataDirOrExit, pgdataDir, run, stamp } from "./backup-common";

/**
 * `npm run restore -- <file> [--force]`: PostgreSQL → `pg_restore --clean` into DATABASE_URL; PGlite → the tarball
 * loaded into DATA_DIR/pgdata while the server is stopped. An existing data directory is kept beside it
 * (pgdata.before-restore-<time>) and only replaced with --force.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const file = args.find((a) => a !== "--force");
  if (!file || !existsSync(file)) fail("Usage: npm run restore -- <backup file> [--force]");
  if (env.DATABASE_URL) {
    run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--single-transaction", "-d", env.DATABASE_URL, file]);
    await newListVersions(env.DATABASE_URL);
    console.log(`Restored ${file} into the PostgreSQL database.`);
    return;
  }
  const release = lockDataDirOrExit("Restore");
  try {
    if (existsSync(pgdataDir) && readdirSync(pgdataDir).length > 0) {
      if (!force)
        fail(`${pgdataDir} already holds a database. Run again with --force to replace it (it is kept aside).`);
      const aside = `${pgdataDir}.before-restore-${stamp()}`;
      renameSync(pgdataDir, aside);
      console.log(`The previous data directory was moved to ${aside}`);
    }
    const db = new PGlite(pgdataDir, { loadDataDir: new Blob([readFileSync(file)]) });
    await db.waitReady;
    const [row] = (await db.query<{ n: number }>("select count(*)::int as n from information_schema.tables")).rows;
    await db.close();
    console.log(`Restored ${path.basename(file)} into ${pgdataDir} (${row?.n ?? 0} tables).`);
  } finally {
    release();
  }
}

/**
 * A server may be running on the database: it keeps each company's transactions list by the company's transactions
 * version (server/platform/list-cache/list-cache.ts), and the restored rows carry the versions of their backup,
 * which that server may have seen with other rows. A random jump gives every company a version no server has seen.
 */
async function newListVersions(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      "update companies set transactions_version = transactions_version + 1 + floor(random() * 1e15)::bigint",
    );
  } finally {
    await client.end();
  }
}

main().catch((err: Error) => fail(`Restore failed: ${err.message}`));
