import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { pgArray } from "./pg-array";
import { rawRows } from "./raw";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ features: [] });
});
afterAll(async () => t.close());

describe("pgArray", () => {
  it("round-trips quotes, backslashes, commas, braces, unicode and NULL through the database", async () => {
    const values = ['say "hi"', "back\\slash", "a,b", "{x}", "£12 — café", "", null, "NULL"];
    const rows = await rawRows<{ v: string | null }>(
      t.database.db,
      sql`select unnest(${pgArray(values)}::text[]) as v`,
    );
    expect(rows.map((r) => r.v)).toEqual(values);
  });
});
