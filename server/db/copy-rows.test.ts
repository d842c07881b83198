import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Pence } from "../../core/money";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { type Database, openPglite } from "./client";
import type { CopyBinaryWriter } from "./copy-binary";
import { copyBinaryOnPostgres, copyLine, copyLinesOnPglite, runsOnPglite } from "./copy-rows";

describe("copyLine", () => {
  it("writes NULL as \\N, escapes backslashes, tabs and line breaks, and leaves the rest as it is", () => {
    expect(copyLine(["a", null, "", 'say "hi", then', "x\\y", "tab\there", "two\r\nlines"])).toBe(
      'a\t\\N\t\tsay "hi", then\tx\\\\y\ttab\\there\ttwo\\r\\nlines',
    );
  });
});

describe("copyLinesOnPglite", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite("memory://");
    await database.query("create table copy_probe (n int not null, t text, d numeric(14,2))");
  });
  afterAll(() => database.close());

  it("stores every awkward text exactly, NULL as NULL and an empty text as empty", async () => {
    const texts = [
      "plain",
      "",
      " padded ",
      'quo"te',
      "comma, here",
      "back\\slash",
      "\\.",
      "\\N",
      "£ café ✓",
      "line\nbreak",
      "tab\tand\r\nCRLF",
    ];
    const rows: (string | null)[][] = texts.map((t, i) => [String(i), t, "-12.50"]);
    rows.push([String(texts.length), null, null]);
    await copyLinesOnPglite(database.db, "copy_probe", ["n", "t", "d"], rows.map(copyLine));
    const back = await database.query<{ n: number; t: string | null; d: string | null }>(
      "select n, t, d::text as d from copy_probe order by n",
    );
    expect(back.map((r) => r.t)).toEqual([...texts, null]);
    expect(back[0]!.d).toBe("-12.50");
    expect(back.at(-1)!.d).toBeNull();
  });

  it("writes inside the caller's transaction, so a later failure stores nothing", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await copyLinesOnPglite(tx as never, "copy_probe", ["n", "t"], [copyLine(["100", "kept?"])]);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await database.query("select 1 from copy_probe where n = 100")).toHaveLength(0);
  });

  it("writes constant columns as defaults for the COPY only, and takes them back on failure", async () => {
    await database.query("create table copy_const (owner text not null, n int not null)");
    await copyLinesOnPglite(database.db, "copy_const", ["n"], ["1", "2"], { owner: "it's mine" });
    expect(await database.query("select owner, n from copy_const order by n")).toEqual([
      { owner: "it's mine", n: 1 },
      { owner: "it's mine", n: 2 },
    ]);
    const defaults = () => database.query("select 1 from pg_attrdef where adrelid = 'copy_const'::regclass");
    expect(await defaults()).toHaveLength(0);
    // A bad line fails the COPY: no row, and no default left behind for a later insert to pick up.
    await expect(copyLinesOnPglite(database.db, "copy_const", ["n"], ["3", "x"], { owner: "b" })).rejects.toThrow();
    expect(await defaults()).toHaveLength(0);
    expect(await database.query("select 1 from copy_const where n = 3")).toHaveLength(0);
    await expect(database.query("insert into copy_const (n) values (4)")).rejects.toThrow();
  });

  it("knows the database it runs on", () => {
    expect(runsOnPglite(database.db)).toBe(true);
  });
});

/** Runs against PostgreSQL in the server test run (DATABASE_URL); on PGlite only the refusal is checked. */
/** One row of copy_pg: owner, n, t, d (d in pence). */
type PgRow = [string, number, string | null, Pence | null];
const writePgRow = (out: CopyBinaryWriter, [owner, n, t, d]: PgRow) => {
  out.row(4);
  out.text(owner);
  out.int(n);
  out.text(t);
  out.pence(d);
};

describe("copyBinaryOnPostgres", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ features: [] });
    await t.database.query("create table copy_pg (owner text not null, n int not null, t text, d numeric(14,2))");
  });
  afterAll(() => t.close());
  const onServer = () => t.database.kind === "postgres";

  it("refuses a database that is not a transaction on PostgreSQL", async () => {
    const rows: PgRow[] = [["a", 1, null, null]];
    await expect(
      copyBinaryOnPostgres(t.database.db, "copy_pg", ["owner", "n", "t", "d"], rows, writePgRow),
    ).rejects.toThrow("copying from a stream needs a transaction on a PostgreSQL database");
  });

  it.runIf(process.env.DATABASE_URL)(
    "stores every row exactly, across chunks, inside the caller's transaction",
    async () => {
      expect(onServer()).toBe(true);
      const texts = [
        "plain",
        "",
        'quo"te, comma',
        "back\\slash",
        "\\.",
        "\\N",
        "£ café ✓",
        "line\nbreak",
        "tab\tCRLF\r\n",
      ];
      // Rows written by the caller's function, a chunk at a time (long texts: more than one 1 MB chunk).
      const rows = Array.from(
        { length: 12_001 },
        (_, i): PgRow => [
          "me".repeat(50),
          i,
          i === 12_000 ? null : texts[i % texts.length]!,
          i % 2 ? (-1250 as Pence) : null,
        ],
      );
      await t.database.db.transaction(async (tx) => {
        await copyBinaryOnPostgres(tx as never, "copy_pg", ["owner", "n", "t", "d"], rows, writePgRow);
      });
      const back = await t.database.query<{ n: number; t: string | null; d: string | null }>(
        "select n, t, d::text as d from copy_pg order by n",
      );
      expect(back).toHaveLength(12_001);
      expect(back.slice(0, texts.length).map((r) => r.t)).toEqual(texts);
      expect(back[5_000]!.t).toBe(texts[5_000 % texts.length]);
      expect(back.at(-1)).toEqual({ n: 12_000, t: null, d: null });
      expect(back[1]!.d).toBe("-12.50");

      await expect(
        t.database.db.transaction(async (tx) => {
          const rolled: PgRow[] = [["rolled", 20_000, null, null]];
          await copyBinaryOnPostgres(tx as never, "copy_pg", ["owner", "n", "t", "d"], rolled, writePgRow);
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      expect(await t.database.query("select 1 from copy_pg where n = 20000")).toHaveLength(0);
    },
  );
});
