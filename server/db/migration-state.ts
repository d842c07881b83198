import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Whether a database already has every migration of `migrationsFolder`. Drizzle's migrator applies exactly the
 * migrations stamped later than the last one the database recorded, so a database whose last record is at or after
 * the journal's last stamp has nothing to apply. Asking that is one small query; running the migrator to find out
 * costs a restart on PGlite about a quarter of a second (its schema and table checks are DDL).
 */
export async function hasAllMigrations(
  migrationsFolder: string,
  query: (text: string) => Promise<{ last: string | null }[]>,
): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((e) => e.when));
  try {
    const [row] = await query("select max(created_at)::text as last from drizzle.__drizzle_migrations");
    return row?.last != null && Number(row.last) >= newest;
  } catch {
    return false; // a new database: no migrations table yet
  }
}
