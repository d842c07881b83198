import type { Database } from "../../db/client";

/**
 * On PGlite, deleted rows stay readable in the data directory's files until the tables are rewritten and the WAL
 * that still holds their old images is retired. VACUUM FULL + CHECKPOINT alone are not enough (a recycled WAL
 * segment keeps its bytes under a new name); after a few segment switches with checkpoints the old segments are
 * removed. A PostgreSQL server is left to its autovacuum, which reclaims the space in the same way over time.
 */
const PGLITE_PURGE = [
  "VACUUM FULL",
  ...Array.from({ length: 4 }, () => ["CHECKPOINT", "SELECT pg_switch_wal()"]).flat(),
  "CHECKPOINT",
];

/** Runs the purge after an erasure; returns whether it ran. */
export async function purgeErasedData(database: Database): Promise<boolean> {
  if (database.kind !== "pglite") return false;
  for (const statement of PGLITE_PURGE) await database.query(statement);
  return true;
}
