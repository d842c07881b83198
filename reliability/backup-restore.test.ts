import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPostgres } from "../server/db/client";
import { createScratchDatabase } from "../server/test-support/test-app";
import { importBody } from "./support/bank-rows";
import { httpClient, ROOT, removeDir, startServer, tempDir } from "./support/server-process";
import { digestDatabase, digestTables } from "./support/table-digest";

const ROWS = Number(process.env.RELIABILITY_BACKUP_ROWS ?? 5_000);
const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

const PG_URL = process.env.RELIABILITY_DATABASE_URL;

/** Runs an npm script's file the way `npm run backup|restore` does (tsx), with its own settings. */
function script(name: "backup" | "restore", args: string[], dataDir: string, databaseUrl?: string) {
  return spawnSync(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    encoding: "utf8",
    timeout: 120_000 + ROWS * 2,
  });
}

describe("npm run backup / npm run restore (PGlite)", () => {
  it(`refuses while the server runs, and a restored copy holds exactly the same rows (${ROWS.toLocaleString("en-GB")} transactions)`, {
    timeout: 150_000 + ROWS * 6,
  }, async () => {
    const source = tempDir("backup-src");
    const target = tempDir("backup-dst");
    dirs.push(source, target);
    const server = await startServer({ DATA_DIR: source, LOG_LEVEL: "warn" });
    try {
      const api = httpClient(server.url);
      expect(
        (
          await api.call("POST", "/api/auth/signup", {
            email: "backup@example.com",
            password: "backup password 1",
            firstName: "B",
            lastName: "K",
          })
        ).status,
      ).toBe(200);
      const saved = await api.call("POST", "/api/transactions", importBody(ROWS));
      expect(saved.status, saved.text.slice(0, 200)).toBe(200);

      const refused = script("backup", [path.join(source, "refused.tar.gz")], source);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(
        /Backup refused: Another Microfile server \(process \d+\) is using the data directory/,
      );
    } finally {
      await server.stop();
    }

    const file = path.join(source, "backup.tar.gz");
    const backup = script("backup", [file], source);
    expect(backup.status, backup.stderr).toBe(0);
    const restore = script("restore", [file], target);
    expect(restore.status, restore.stderr).toBe(0);
    expect(script("restore", [file], target).stderr).toMatch(/already holds a database/);

    const [before, after] = [
      await digestTables(path.join(source, "pgdata")),
      await digestTables(path.join(target, "pgdata")),
    ];
    expect(before["public.transactions"]?.rows).toBe(ROWS);
    expect(after).toEqual(before);
  });
});

describe.skipIf(!PG_URL)("npm run backup / npm run restore (PostgreSQL)", () => {
  it("pg_dump and pg_restore: the restored database holds the same rows, each company at a version no server has seen", {
    timeout: 180_000,
  }, async () => {
    const dir = tempDir("backup-pg");
    dirs.push(dir);
    const [source, target] = [
      await createScratchDatabase(PG_URL!, "bsrc"),
      await createScratchDatabase(PG_URL!, "bdst"),
    ];
    try {
      const server = await startServer({ DATA_DIR: dir, DATABASE_URL: source.url, LOG_LEVEL: "warn" });
      try {
        const api = httpClient(server.url);
        const signup = await api.call("POST", "/api/auth/signup", {
          email: "backup-pg@example.com",
          password: "backup password 1",
          firstName: "B",
          lastName: "K",
        });
        expect(signup.status).toBe(200);
        expect((await api.call("POST", "/api/transactions", importBody(2_000))).status).toBe(200);
      } finally {
        await server.stop();
      }
      const file = path.join(dir, "backup.dump");
      const backup = script("backup", [file], dir, source.url);
      expect(backup.status, backup.stderr).toBe(0);
      const restore = script("restore", [file], dir, target.url);
      expect(restore.status, restore.stderr).toBe(0);

      const [from, to] = [await openPostgres(source.url, 1), await openPostgres(target.url, 1)];
      try {
        // The restore moves each company's versions on (the accounts version follows any change to the row).
        const leaveOut = { "public.companies": ["transactions_version", "accounts_version"] };
        const [before, after] = [await digestDatabase(from, leaveOut), await digestDatabase(to, leaveOut)];
        expect(before["public.transactions"]?.rows).toBe(2_000);
        expect(after).toEqual(before);
        // A server running on the restored database may have kept lists by the versions the backup carries.
        // Reports kept by the accounts version likewise.
        for (const column of ["transactions_version", "accounts_version"]) {
          const versions = async (db: typeof from) =>
            (await db.query<{ v: string }>(`select ${column}::text as v from companies order by id`)).map((r) => r.v);
          const [was, now] = [await versions(from), await versions(to)];
          expect(now).toHaveLength(was.length);
          for (const [i, v] of now.entries()) expect(BigInt(v), column).toBeGreaterThan(BigInt(was[i]!));
        }
      } finally {
        await Promise.all([from.close(), to.close()]);
      }
    } finally {
      await Promise.all([source.drop(), target.drop()]);
    }
  });
});
