import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Pence, toDecimalString } from "../../core/money";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { type CopyBinaryWriter, copyBinaryChunks, encodedFields, numericDigits } from "./copy-binary";
import { copyBinaryOnPglite, copyBinaryOnPostgres } from "./copy-rows";

describe("numericDigits", () => {
  it.each([
    [0, [], 0],
    [1, [100], -1], // 0.01
    [-99, [9900], -1], // -0.99
    [100, [1], 0], // 1.00
    [123_456, [1234, 5600], 0], // 1234.56
    [999_999, [9999, 9900], 0], // 9999.99
    [1_000_000, [1], 1], // 10000.00: the trailing zero digit is dropped
    [1_000_005, [1, 0, 500], 1], // 10000.05: a zero digit inside stays
    [99_999_999_999_999, [9999, 9999, 9999, 9900], 2], // the largest amount validation lets through
  ])("%d pence → digits %j, weight %d", (pence, digits, weight) => {
    expect(numericDigits(pence as Pence)).toEqual({ digits, weight });
  });
});

describe("copyBinaryChunks", () => {
  it("starts with PostgreSQL's signature, ends with the trailer and cuts the data into chunks of about 1 MB", () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => `${i}`.repeat(20));
    const chunks = [
      ...copyBinaryChunks(rows, (out, r) => {
        out.row(1);
        out.text(r);
      }),
    ];
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks.slice(0, -1)) expect(c.length).toBeLessThanOrEqual(1024 * 1024);
    const all = Buffer.concat(chunks);
    expect(all.subarray(0, 11).toString("latin1")).toBe("PGCOPY\n\xff\r\n\0");
    expect(all.readInt32BE(11)).toBe(0);
    expect(all.subarray(-2)).toEqual(Buffer.from([0xff, 0xff]));
  });

  it("refuses a malformed uuid or date instead of writing garbage", () => {
    const write = (f: (out: CopyBinaryWriter) => void) => [...copyBinaryChunks([1], (out) => f(out))];
    expect(() => write((out) => out.uuid("not-a-uuid"))).toThrow("not a uuid");
    expect(() => write((out) => out.uuid("0192f3a4-0000-7000-8000-00000000000g"))).toThrow("not a uuid");
    expect(() => write((out) => out.date("2025-13-45x"))).toThrow("not an ISO date");
  });
});

const TEXTS = ["plain", "", " padded ", 'quo"te, comma', "back\\slash", "\\N", "£ café ✓ 😀", "tab\there", "\r\n"];
const AMOUNTS = [
  0, 1, -1, 99, -100, 123_456, -999_999, 1_000_000, 1_000_005, 99_999_999_999_999, -99_999_999_999_999,
] as Pence[];
const DATES = ["2000-01-01", "1999-12-31", "1970-01-01", "2024-02-29", "2026-11-24", "2099-12-31"];

interface ProbeRow {
  id: string;
  owner: string;
  d: string | null;
  t: string | null;
  a: Pence | null;
}

/** Rows covering every text, amount and date above, nulls included, over more than one chunk. */
function probeRows(count: number): ProbeRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `0192f3a4-${(i % 65_536).toString(16).padStart(4, "0")}-7abc-8def-${i.toString(16).padStart(12, "0")}`,
    owner: "ABCDEF01-2345-6789-abcd-ef0123456789",
    d: i % 7 === 6 ? null : DATES[i % DATES.length]!,
    t: i % 11 === 10 ? null : TEXTS[i % TEXTS.length]!,
    a: i % 13 === 12 ? null : AMOUNTS[i % AMOUNTS.length]!,
  }));
}

const COLUMNS = ["id", "owner", "d", "t", "a"];
const writeProbe = (owner: Buffer) => (out: CopyBinaryWriter, r: ProbeRow) => {
  out.row(COLUMNS.length);
  out.uuid(r.id);
  out.encoded(owner);
  out.date(r.d);
  out.text(r.t);
  out.pence(r.a);
};

/** The database's text for each row, as the rows say it should read. */
const expected = (rows: ProbeRow[]) =>
  rows.map((r) => ({
    id: r.id,
    owner: r.owner.toLowerCase(),
    d: r.d,
    t: r.t,
    a: r.a === null ? null : toDecimalString(r.a),
  }));

const readBack = (t: TestApp, table: string) =>
  t.database.query<{ id: string; owner: string; d: string | null; t: string | null; a: string | null }>(
    `select id::text as id, owner::text as owner, d::text as d, t, a::text as a from ${table} order by id`,
  );

const createProbe = (t: TestApp, table: string) =>
  t.database.query(`create table ${table} (id uuid primary key, owner uuid, d date, t text, a numeric(14,2))`);

describe("copyBinaryOnPglite / copyBinaryOnPostgres", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ features: [] });
  });
  afterAll(() => t.close());
  const onServer = () => t.database.kind === "postgres";

  it("store every uuid, date, text and amount exactly, nulls as NULL, across chunks", async () => {
    await createProbe(t, "bin_probe");
    const rows = probeRows(40_000);
    const owner = encodedFields((out) => out.uuid(rows[0]!.owner));
    await t.database.db.transaction(async (tx) => {
      if (onServer()) await copyBinaryOnPostgres(tx as never, "bin_probe", COLUMNS, rows, writeProbe(owner));
      else await copyBinaryOnPglite(tx as never, "bin_probe", COLUMNS, rows, writeProbe(owner));
    });
    expect(await readBack(t, "bin_probe")).toEqual(expected(rows));
  });

  it.runIf(!process.env.DATABASE_URL)("on PGlite, write constant columns as defaults for the COPY only", async () => {
    await createProbe(t, "bin_const");
    const rows = probeRows(20);
    const write = (out: CopyBinaryWriter, r: ProbeRow) => {
      out.row(1);
      out.uuid(r.id);
    };
    await copyBinaryOnPglite(t.database.db, "bin_const", ["id"], rows, write, { owner: rows[0]!.owner });
    const back = await readBack(t, "bin_const");
    expect(back.map((r) => r.owner)).toEqual(rows.map((r) => r.owner.toLowerCase()));
    expect(await t.database.query("select 1 from pg_attrdef where adrelid = 'bin_const'::regclass")).toHaveLength(0);
  });

  it("store nothing when the caller's transaction fails after the COPY", async () => {
    await createProbe(t, "bin_rollback");
    const rows = probeRows(10);
    const owner = encodedFields((out) => out.uuid(rows[0]!.owner));
    await expect(
      t.database.db.transaction(async (tx) => {
        if (onServer()) await copyBinaryOnPostgres(tx as never, "bin_rollback", COLUMNS, rows, writeProbe(owner));
        else await copyBinaryOnPglite(tx as never, "bin_rollback", COLUMNS, rows, writeProbe(owner));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await t.database.query("select 1 from bin_rollback")).toHaveLength(0);
  });

  it("refuse an amount beyond numeric(14,2) on the database side", async () => {
    await createProbe(t, "bin_limit");
    const rows = [{ ...probeRows(1)[0]!, a: 100_000_000_000_000 as Pence }];
    const owner = encodedFields((out) => out.uuid(rows[0]!.owner));
    await expect(
      t.database.db.transaction(async (tx) => {
        if (onServer()) await copyBinaryOnPostgres(tx as never, "bin_limit", COLUMNS, rows, writeProbe(owner));
        else await copyBinaryOnPglite(tx as never, "bin_limit", COLUMNS, rows, writeProbe(owner));
      }),
    ).rejects.toThrow();
  });
});
