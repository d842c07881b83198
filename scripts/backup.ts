import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { env, fail, lockDataDirOrExit, pgdataDir, run, stamp } from "./backup-common";

/**
 * `npm run backup [-- <file>]`: PostgreSQL (DATABASE_URL set) → `pg_dump -Fc`; PGlite → a gzipped tarball of the
 * data directory made by PGlite itself (dumpDataDir), taken while the server is stopped. Prints the file written.
 */
async function main(): Promise<void> {
  const target = process.argv[2];
  if (env.DATABASE_URL) {
    const file = path.resolve(target ?? path.join("backups", `microfile-${stamp()}.dump`));
    mkdirSync(path.dirname(file), { recursive: true });
    run("pg_dump", ["-Fc", "--no-owner", "-f", file, env.DATABASE_URL]);
    console.log(`Backup written: ${file}`);
    return;
  }
  const file = path.resolve(target ?? path.join("backups", `microfile-${stamp()}.tar.gz`));
  const release = lockDataDirOrExit("Backup");
  try {
    const db = new PGlite(pgdataDir);
    await db.waitReady;
    const dump = await db.dumpDataDir("gzip");
    await db.close();
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    console.log(`Backup written: ${file}`);
  } finally {
    release();
  }
}

main().catch((err: Error) => fail(`Backup failed: ${err.message}`));
