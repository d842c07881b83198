import { createHash } from "node:crypto";
import { openPglite } from "../../server/db/client";

/** Every table of a PGlite data directory with its row count and a digest of all its rows (sorted text form). */
export async function digestTables(pgdata: string): Promise<Record<string, { rows: number; digest: string }>> {
  const db = await openPglite(pgdata);
  try {
    const tables = await db.query<{ name: string }>(
      "select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1",
    );
    const out: Record<string, { rows: number; digest: string }> = {};
    for (const { name } of tables) {
      const rows = await db.query<{ r: string }>(`select t::text as r from ${name} t order by 1`);
      const hash = createHash("sha256");
      for (const { r } of rows) hash.update(r).update("\n");
      out[name] = { rows: rows.length, digest: hash.digest("hex") };
    }
    return out;
  } finally {
    await db.close();
  }
}
