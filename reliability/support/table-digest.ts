import { createHash } from "node:crypto";
import { type Database, openPglite } from "../../server/db/client";

export type TableDigests = Record<string, { rows: number; digest: string }>;

/** Every table of a PGlite data directory with its row count and a digest of all its rows (sorted text form). */
export async function digestTables(pgdata: string): Promise<TableDigests> {
  const db = await openPglite(pgdata);
  try {
    return await digestDatabase(db);
  } finally {
    await db.close();
  }
}

/**
 * Every table of an open database with its row count and a digest of its rows (sorted text form); `leaveOut` names,
 * per table ("public.companies"), columns to digest without.
 */
export async function digestDatabase(
  db: Database,
  leaveOut: Readonly<Record<string, readonly string[]>> = {},
): Promise<TableDigests> {
  const tables = await db.query<{ name: string }>(
    "select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1",
  );
  const out: TableDigests = {};
  for (const { name } of tables) {
    const dropped = leaveOut[name] ?? [];
    const row = dropped.length ? `(to_jsonb(t) - ${dropped.map((c) => `'${c}'`).join(" - ")})::text` : "t::text";
    const rows = await db.query<{ r: string }>(`select ${row} as r from ${name} t order by 1`);
    const hash = createHash("sha256");
    for (const { r } of rows) hash.update(r).update("\n");
    out[name] = { rows: rows.length, digest: hash.digest("hex") };
  }
  return out;
}
