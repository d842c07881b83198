import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { resolveSessionSecret } from "./session-secret";

let t: TestApp;
const dirs: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const dataDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), "mf-secret-"));
  dirs.push(d);
  return d;
};
/** The test database as a server on PostgreSQL sees it (the SQL is the same on PGlite). */
const asPostgres = () => ({ ...t.database, kind: "postgres" as const });

describe("the session secret", () => {
  it("is SESSION_SECRET when set, wherever the data is", async () => {
    expect(await resolveSessionSecret("configured", dataDir(), asPostgres())).toBe("configured");
  });

  it("on PostgreSQL, is generated once and kept in the database: servers starting at the same moment share it", async () => {
    await t.database.query("delete from server_secrets");
    const servers = await Promise.all([1, 2, 3, 4].map(() => resolveSessionSecret(undefined, dataDir(), asPostgres())));
    expect(new Set(servers).size).toBe(1);
    expect(servers[0]).toMatch(/^[\w-]{43}$/);
    expect(await resolveSessionSecret(undefined, dataDir(), asPostgres())).toBe(servers[0]);
    const rows = await t.database.query<{ name: string }>("select name from server_secrets");
    expect(rows).toEqual([{ name: "session" }]);
  });

  it("on PostgreSQL, stops the server with the reason when the database cannot keep it", async () => {
    const broken = { ...asPostgres(), query: async () => Promise.reject(new Error("permission denied")) };
    await expect(resolveSessionSecret(undefined, dataDir(), broken)).rejects.toThrow(
      "SESSION_SECRET is not set and the generated secret cannot be kept in the database (permission denied). " +
        "Set SESSION_SECRET to the same random value on every server.",
    );
  });

  it("on the embedded database, is generated once and kept in DATA_DIR", async () => {
    const dir = dataDir();
    const pglite = { ...t.database, kind: "pglite" as const };
    const first = await resolveSessionSecret(undefined, dir, pglite);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(first);
    expect(await resolveSessionSecret(undefined, dir, pglite)).toBe(first);
    expect(await resolveSessionSecret(undefined, dataDir(), pglite)).not.toBe(first);
  });
});
