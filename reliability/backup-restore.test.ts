import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { importBody } from "./support/bank-rows";
import { httpClient, ROOT, removeDir, startServer, tempDir } from "./support/server-process";
import { digestTables } from "./support/table-digest";

const ROWS = Number(process.env.RELIABILITY_BACKUP_ROWS ?? 5_000);
const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

/** Runs an npm script's file the way `npm run backup|restore` does (tsx), with its own settings. */
function script(name: "backup" | "restore", args: string[], dataDir: string) {
  return spawnSync(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
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
