import { is, sql } from "drizzle-orm";
import { PgliteSession } from "drizzle-orm/pglite";
import type { Db } from "./client";

type Field = string | null;

const NEEDS_QUOTES = /[",\r\n\\]/;

/**
 * One CSV field for COPY: NULL is an unquoted empty field; an empty text, and any text holding a quote, comma, line
 * break or backslash, is quoted (ids, dates and amounts, most of a row, go as they are).
 */
export function csvField(value: Field): string {
  if (value === null) return "";
  if (value !== "" && !NEEDS_QUOTES.test(value)) return value;
  return `"${value.replaceAll('"', '""')}"`;
}

/** One CSV line for COPY from its fields. */
export function csvLine(fields: readonly Field[]): string {
  let line = csvField(fields[0] ?? null);
  for (let j = 1; j < fields.length; j++) line += `,${csvField(fields[j] ?? null)}`;
  return line;
}

interface PgliteClient {
  query(text: string, params?: unknown[], options?: { blob?: Blob }): Promise<unknown>;
}

function sessionOf(db: Db): unknown {
  return (db as unknown as { session?: unknown }).session;
}

/** True when the Drizzle database (or transaction) runs on PGlite, where copyLinesOnPglite can write. */
export function runsOnPglite(db: Db): boolean {
  return is(sessionOf(db), PgliteSession);
}

/** A literal for SQL text; the values given are server-made ids, quoted anyway. */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Writes CSV lines (see csvLine, csvField) with COPY FROM a blob on PGlite, which reads 100,000 rows about twice as
 * fast as one unnest() insert (no array literals to parse inside the WASM). Only on PGlite (see runsOnPglite):
 * node-postgres has no blob to copy from. `table` and the column names are the caller's constants, never user input.
 *
 * `constants` are columns with the same value on every line (an import's user, company, account and batch). They
 * are not repeated 100,000 times in the CSV: for the duration of the COPY they become the columns' defaults, set and
 * dropped again inside one transaction (a savepoint when the caller has one), so no other statement can ever see
 * them, and a failure or crash takes them back with the rows. PGlite has a single connection, so the table lock
 * this takes holds nobody up. Such columns must have no default of their own.
 */
export async function copyLinesOnPglite(
  db: Db,
  table: string,
  columns: readonly string[],
  lines: readonly string[],
  constants: Readonly<Record<string, string>> = {},
): Promise<void> {
  if (!runsOnPglite(db)) throw new Error("copyLinesOnPglite needs a PGlite database");
  if (lines.length === 0) return;
  const fixed = Object.entries(constants);
  if (fixed.length === 0) return copyBlob(db, table, columns, lines);
  await db.transaction(async (tx) => {
    const q = tx as unknown as Db;
    const alter = (change: (column: string, value: string) => string) =>
      sql.raw(`alter table ${table} ${fixed.map(([c, v]) => `alter column ${c} ${change(c, v)}`).join(", ")}`);
    await q.execute(alter((_, v) => `set default ${literal(v)}`));
    await copyBlob(q, table, columns, lines);
    await q.execute(alter(() => "drop default"));
  });
}

async function copyBlob(db: Db, table: string, columns: readonly string[], lines: readonly string[]): Promise<void> {
  const client = (sessionOf(db) as { client: PgliteClient }).client;
  await client.query(`copy ${table} (${columns.join(", ")}) from '/dev/blob' with (format csv)`, [], {
    blob: new Blob([`${lines.join("\n")}\n`]),
  });
}
