/**
 * A Postgres array literal ('{"a","b",NULL}') passed as ONE text parameter and cast in SQL (`$1::text[]`). Bulk
 * statements use it with unnest() so 100,000 rows go in one statement with a handful of parameters, the same way
 * on PGlite and on node-postgres (Drizzle would expand a JS array into one parameter per element).
 */
export function pgArray(values: ReadonlyArray<string | number | null>): string {
  const parts = values.map((v) => {
    if (v === null) return "NULL";
    const s = String(v);
    return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  });
  return `{${parts.join(",")}}`;
}
