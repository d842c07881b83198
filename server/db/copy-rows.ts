import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { is, sql } from "drizzle-orm";
import { PgliteSession } from "drizzle-orm/pglite";
import type { Db } from "./client";
import { type CopyBinaryWriter, copyBinaryChunks } from "./copy-binary";

type Field = string | null;

const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/**
 * One field for COPY's text format: NULL is \N; a backslash, tab or line break is escaped, everything else (quotes
 * and commas included) goes as it is. Cheaper to write and to read than CSV, whose quoting most descriptions need.
 */
export function copyField(value: Field): string {
  if (value === null) return "\\N";
  return NEEDS_ESCAPE.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!) : value;
}

/** One line for COPY's text format from its fields: tab-separated. */
export function copyLine(fields: readonly Field[]): string {
  let line = copyField(fields[0] ?? null);
  for (let j = 1; j < fields.length; j++) line += `\t${copyField(fields[j] ?? null)}`;
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
 * Writes lines in COPY's text format (see copyLine, copyField) with COPY FROM a blob on PGlite, which reads 100,000
 * rows about twice as fast as one unnest() insert (no array literals to parse inside the WASM). Only on PGlite (see
 * runsOnPglite; a server gets copyBinaryOnPostgres). `table` and the column names are the caller's constants, never
 * user input.
 *
 * `constants` are columns with the same value on every line (an import's user, company, account and batch). They
 * are not repeated 100,000 times in the lines: for the duration of the COPY they become the columns' defaults, set and
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
  if (lines.length === 0) return;
  await copyBlobOnPglite(db, table, columns, new Blob([`${lines.join("\n")}\n`]), "text", constants);
}

/**
 * copyLinesOnPglite in COPY's binary format (see copy-binary.ts): `writeRow` writes each row's `columns`. The
 * server reads uuids, dates and amounts with no parsing, which inside the WASM costs more than anywhere.
 */
export async function copyBinaryOnPglite<T>(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: readonly T[],
  writeRow: (out: CopyBinaryWriter, row: T) => void,
  constants: Readonly<Record<string, string>> = {},
): Promise<void> {
  if (rows.length === 0) return;
  const blob = new Blob([...copyBinaryChunks(rows, writeRow)] as Uint8Array<ArrayBuffer>[]);
  await copyBlobOnPglite(db, table, columns, blob, "binary", constants);
}

async function copyBlobOnPglite(
  db: Db,
  table: string,
  columns: readonly string[],
  blob: Blob,
  format: "text" | "binary",
  constants: Readonly<Record<string, string>>,
): Promise<void> {
  if (!runsOnPglite(db)) throw new Error("copying from a blob needs a PGlite database");
  const fixed = Object.entries(constants);
  if (fixed.length === 0) return copyBlob(db, table, columns, blob, format);
  await db.transaction(async (tx) => {
    const q = tx as unknown as Db;
    const alter = (change: (column: string, value: string) => string) =>
      sql.raw(`alter table ${table} ${fixed.map(([c, v]) => `alter column ${c} ${change(c, v)}`).join(", ")}`);
    await q.execute(alter((_, v) => `set default ${literal(v)}`));
    await copyBlob(q, table, columns, blob, format);
    await q.execute(alter(() => "drop default"));
  });
}

async function copyBlob(
  db: Db,
  table: string,
  columns: readonly string[],
  blob: Blob,
  format: "text" | "binary",
): Promise<void> {
  const client = (sessionOf(db) as { client: PgliteClient }).client;
  await client.query(`copy ${table} (${columns.join(", ")}) from '/dev/blob' with (format ${format})`, [], { blob });
}

interface PgTransactionClient {
  query<T>(stream: T): T;
  release?: unknown;
}

/**
 * Writes rows with COPY FROM STDIN in the binary format (see copy-binary.ts) on a PostgreSQL server, through the
 * connection of the database transaction `db` must be: `writeRow` writes each row's `columns`, about 1 MB at a time
 * as the server takes the data in, so this process makes the next chunk while the server reads the last. Unlike
 * copyBinaryOnPglite it sets no column defaults (that would lock the table against every other user's reads on a
 * shared server): each row carries all `columns`. `table` and the column names are the caller's constants.
 */
export async function copyBinaryOnPostgres<T>(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: readonly T[],
  writeRow: (out: CopyBinaryWriter, row: T) => void,
): Promise<void> {
  if (rows.length === 0) return;
  await copyStreamOnPostgres(db, table, columns, copyBinaryChunks(rows, writeRow));
}

async function copyStreamOnPostgres(
  db: Db,
  table: string,
  columns: readonly string[],
  data: Iterable<Buffer>,
): Promise<void> {
  const client = (sessionOf(db) as { client?: PgTransactionClient } | undefined)?.client;
  // A pool's client is released after each statement: COPY must run on the transaction's own connection.
  if (runsOnPglite(db) || typeof client?.release !== "function") {
    throw new Error("copying from a stream needs a transaction on a PostgreSQL database");
  }
  const copyFrom = await loadCopyFrom();
  const sink = client.query(copyFrom(`copy ${table} (${columns.join(", ")}) from stdin with (format binary)`));
  await pipeline(Readable.from(data), sink);
}

/** pg-copy-streams is CommonJS: its `from` is a named export under Node, only `default.from` once bundled. */
async function loadCopyFrom(): Promise<typeof import("pg-copy-streams").from> {
  const module = (await import("pg-copy-streams")) as typeof import("pg-copy-streams") & {
    default?: typeof import("pg-copy-streams");
  };
  return module.from ?? module.default!.from;
}
