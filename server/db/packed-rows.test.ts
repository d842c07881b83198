import { describe, expect, it } from "vitest";
import { openPglite } from "./client";
import { packedAggregate, readPackedRows } from "./packed-rows";

/** SQL packing `columns` of `from` into one text column named `packed` (NULL when there are no rows). */
const packedSelect = (columns: string[], from: string, orderBy: string) =>
  `select ${packedAggregate(columns, orderBy)} as packed from ${from}`;

/** Packed text to rows of `fieldCount` fields, each as text or null. */
const unpackRows = (packed: string | null, fieldCount: number) =>
  readPackedRows(packed, (row) => Array.from({ length: fieldCount }, () => row.field()));

describe("packed rows", () => {
  it("round-trips rows through Postgres with NULLs, empty texts, numbers and the order asked for", async () => {
    const db = await openPglite("memory://");
    try {
      await db.query("create temp table t (n int, label text, amount numeric(14,2))");
      await db.query(`insert into t values (2, 'B, "quoted"', -1.50), (1, null, 3.00), (3, '', null)`);
      const sql = packedSelect(["n", "label", "amount"], "t", "n");
      const [row] = await db.query<{ packed: string | null }>(sql);
      expect(unpackRows(row!.packed, 3)).toEqual([
        ["1", null, "3.00"],
        ["2", 'B, "quoted"', "-1.50"],
        ["3", "", null],
      ]);
      const [none] = await db.query<{ packed: string | null }>(packedSelect(["n"], "t where n > 9", "n"));
      expect(unpackRows(none!.packed, 1)).toEqual([]);
      const [one] = await db.query<{ packed: string | null }>(packedSelect(["label"], "t where n = 3", "n"));
      expect(unpackRows(one!.packed, 1)).toEqual([[""]]);
    } finally {
      await db.close();
    }
  });

  it("gives up (null) when a text holds a separator, instead of shifting fields", () => {
    expect(unpackRows("a\x1fb\x1fc\x1ed\x1fe", 2)).toBeNull(); // a row with a field too many
    expect(unpackRows("a\x1fb\x1ec", 2)).toBeNull(); // a row with a field too few
    expect(unpackRows("a\x1fb\x1ec\x1fd\x1f", 2)).toBeNull(); // the last row's extra empty field
    expect(unpackRows("a\x1fb\x1e", 2)).toBeNull(); // an empty row after the last
    expect(unpackRows("\x1f\x1a\x1e\x1f", 2)).toEqual([
      ["", null],
      ["", ""],
    ]);
    expect(unpackRows("a\x1fb\x1ec\x1fd", 2)).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });

  it("hands each row's fields to a reader in order, and refuses rows the reader does not read to the end", () => {
    const pairs = readPackedRows("1\x1fa\x1e2\x1f\x1a", (row) => ({ n: Number(row.field()), label: row.field() }));
    expect(pairs).toEqual([
      { n: 1, label: "a" },
      { n: 2, label: null },
    ]);
    expect(readPackedRows("1\x1fa\x1fextra", (row) => [row.field(), row.field()])).toBeNull();
    expect(readPackedRows("1", (row) => [row.field(), row.field()])).toBeNull();
    expect(readPackedRows(null, (row) => row.field())).toEqual([]);
  });
});
