import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { importBody } from "./support/bank-rows";
import { removeDir, type ServerProcess, startServer, tempDir, userWithRows } from "./support/server-process";

/**
 * Disk full while importing: DATA_DIR on a small tmpfs that a 100,000-row import cannot fit in (a new data directory
 * takes about 40 MB; the import needs about 80 MB more). The server refuses it before writing (storage-guard: PGlite
 * itself would PANIC on ENOSPC and stop answering), and everything else keeps working. Mounting needs root on Linux
 * (as in CI); elsewhere the test is skipped and says why.
 */
const SIZE_MB = Number(process.env.RELIABILITY_DISK_MB ?? 72);

function canMount(): boolean {
  if (process.platform !== "linux" || process.getuid?.() !== 0) return false;
  const probe = tempDir("mount-probe");
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", probe], { stdio: "ignore" });
    execFileSync("umount", [probe], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  } finally {
    removeDir(probe);
  }
}

const mountable = canMount();
const base = tempDir("disk-full");
const dataDir = path.join(base, "data");
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  try {
    if (mountable) execFileSync("umount", ["-l", base], { stdio: "ignore" });
  } catch {
    /* not mounted: the test failed before mounting */
  }
  removeDir(base);
});

describe.skipIf(!mountable)(`disk full (DATA_DIR on a ${SIZE_MB} MB tmpfs; needs root on Linux)`, () => {
  it("answers a clear error, stores nothing of the batch, and stays up", { timeout: 300_000 }, async () => {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${SIZE_MB}m`, "tmpfs", base]);
    mkdirSync(dataDir);
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
    const api = await userWithRows(() => server!.url, "full@example.com", 20, 5);

    let refused: { status: number; json: { error?: string } } | undefined;
    for (let attempt = 1; attempt <= 6 && !refused; attempt++) {
      const res = await api.call<{ error?: string }>("POST", "/api/transactions", importBody(100_000, attempt));
      if (res.status !== 200) refused = res;
    }
    expect(refused, "a 100,000-row import never filled the disk").toBeDefined();
    expect(refused!.status).toBe(507);
    expect(refused!.json.error).toMatch(/storage is full, so nothing of this request was saved/);

    // Still up, and the batch that failed left nothing: every stored row belongs to a complete batch.
    expect((await api.call("GET", "/api/health")).status).toBe(200);
    expect((await api.call("POST", "/api/transactions", importBody(20, 9, "after.csv"))).status).toBe(200);
    const rows = (await api.call<{ importBatchId: string }[]>("GET", "/api/transactions")).json;
    const perBatch = new Map<string, number>();
    for (const r of rows) perBatch.set(r.importBatchId, (perBatch.get(r.importBatchId) ?? 0) + 1);
    expect([...perBatch.values()].every((n) => n === 20 || n === 100_000)).toBe(true);
    expect([...perBatch.values()].filter((n) => n === 20)).toHaveLength(2);
  });
});
