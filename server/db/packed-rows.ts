/**
 * Reading many rows as ONE text value. PGlite hands each row and field across the WASM boundary separately, about
 * 20 µs a row: 50,000 transactions took 1.2 s to read although Postgres ran the query in 0.1 s. Aggregated into one
 * string with control characters as separators, the same rows arrive in about 0.25 s and split in JS in tens of
 * milliseconds (node-postgres reads them the same way). Stored text is cleaned of these characters on the way in
 * (core/contracts singleLine, storableNotes); should an older row still hold one, unpackRows notices the shifted
 * fields and the caller reads the plain way instead, so a separator can never move a value into another field.
 */

/** Between fields of a row (ASCII unit separator). */
const FIELD = "\x1f";
/** Between rows (ASCII record separator). */
const RECORD = "\x1e";
/** Stands for SQL NULL (ASCII substitute). */
const NULL_MARK = "\x1a";

/** SQL for one packed column: its text form, NULL as the marker. */
function packColumn(expr: string): string {
  return `coalesce((${expr})::text, E'\\x1a')`;
}

/** The aggregate that packs `columns` (plain column names or expressions), ordered by `orderBy`. */
export function packedAggregate(columns: readonly string[], orderBy: string): string {
  return `string_agg(${columns.map(packColumn).join(` || E'\\x1f' || `)}, E'\\x1e' order by ${orderBy})`;
}

/** SQL that packs `columns` of `from` into one text column named `packed`; NULL when there are no rows. */
export function packedSelect(columns: readonly string[], from: string, orderBy: string): string {
  return `select ${packedAggregate(columns, orderBy)} as packed from ${from}`;
}

/**
 * Splits packed text back into rows of fields, NULL markers as null. Null when any row has the wrong number of
 * fields: a stored text held a separator, and the caller must read those rows unpacked.
 */
export function unpackRows(packed: string | null, fieldCount: number): (string | null)[][] | null {
  if (packed === null) return [];
  const rows: (string | null)[][] = [];
  for (const record of packed.split(RECORD)) {
    const fields = record.split(FIELD);
    if (fields.length !== fieldCount) return null;
    rows.push(fields.map((f) => (f === NULL_MARK ? null : f)));
  }
  return rows;
}
