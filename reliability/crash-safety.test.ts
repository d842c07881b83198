import { afterAll, describe, expect, it } from "vitest";
import { median } from "../bench/table";
import { createScratchDatabase } from "../server/test-support/test-app";
import { importBody } from "./support/bank-rows";
import { httpClient, removeDir, spawnServer, startServer, tempDir } from "./support/server-process";

/** Kills during a 100,000-row import: 3 in test:reliability, more in bench:reliability (RELIABILITY_KILLS). */
const KILLS = Number(process.env.RELIABILITY_KILLS ?? 3);
const ROWS = Number(process.env.RELIABILITY_CRASH_ROWS ?? 100_000);
const MEASURE_SAVE = process.env.RELIABILITY_MEASURE_SAVE === "1";
const SEED = Number(process.env.RELIABILITY_SEED ?? 20261123);
/** The PostgreSQL server for the second run (CI sets it); without it only PGlite is checked. */
const PG_URL = process.env.RELIABILITY_DATABASE_URL;
const dirs: string[] = [];
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  dirs.forEach(removeDir);
  for (const drop of drops) await drop();
});

/** A fresh database on the PostgreSQL server, dropped after the file; its URL for the server's DATABASE_URL. */
async function freshDatabase(): Promise<string> {
  const scratch = await createScratchDatabase(PG_URL!, "crash");
  drops.push(scratch.drop);
  return scratch.url;
}

/** A small seeded PRNG, so the kill moments repeat from run to run. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 4294967296;
  };
}

/** The restart figure asked of PGlite: from spawn to the first healthy answer. */
const RESTART_TARGET_MS = 2000;

/** "min–max ms from spawn, median M ms, N of K ≤ 2,000 ms": the restarts in one line, for the bench's figures. */
function restartSummary(restarts: readonly number[]): string {
  const within = restarts.filter((ms) => ms <= RESTART_TARGET_MS).length;
  const round = (ms: number) => Math.round(ms).toLocaleString("en-GB");
  return `restart ${round(Math.min(...restarts))}–${round(Math.max(...restarts))} ms from spawn, median ${round(median(restarts))} ms, ${within} of ${restarts.length} ≤ ${round(RESTART_TARGET_MS)} ms`;
}

/** The server's own "ready in N ms" (from its start, after loading its code). */
const readyLine = (output: string) => /ready on \S+ in (\d+ ms)/.exec(output)?.[1] ?? "?";

type Tx = { description: string; amount: string; importBatchId: string };

const BACKENDS = [
  { label: "PGlite", run: true },
  { label: "PostgreSQL", run: Boolean(PG_URL) },
] as const;

describe.each(BACKENDS)("crash safety ($label)", ({ label, run }) => {
  it.skipIf(!run)(
    `keeps a ${ROWS.toLocaleString("en-GB")}-row import all-or-nothing across ${KILLS} SIGKILLs, and restarts`,
    {
      timeout: 150_000 + KILLS * 120_000,
    },
    async () => {
      const dataDir = tempDir("crash");
      dirs.push(dataDir);
      const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: "info" };
      if (label === "PostgreSQL") env.DATABASE_URL = await freshDatabase();
      let server = await startServer(env);
      const api = httpClient(() => server.url);
      const random = prng(SEED);
      const body = importBody(ROWS, 7, "big.csv");
      const figures: string[] = [];
      const restarts: number[] = [];
      try {
        expect(
          (
            await api.call("POST", "/api/auth/signup", {
              email: "crash@example.com",
              password: "crash password 1",
              firstName: "C",
              lastName: "S",
            })
          ).status,
        ).toBe(200);
        const earlier = importBody(50, 3, "earlier.csv");
        expect((await api.call("POST", "/api/transactions", earlier)).status).toBe(200);
        const first = await api.call<{ id: string }>("GET", "/api/company");
        const earlierRows = (await api.call<Tx[]>("GET", "/api/transactions")).json;

        // A second server on the same DATA_DIR is refused with a clear message (on PostgreSQL several servers may
        // share one database, so there is no lock there).
        if (label === "PGlite") {
          const second = spawnServer({ ...env, PORT: "0" });
          expect(await second.exited).toBe(1);
          expect(second.output()).toMatch(/Another Microfile server \(process \d+\) is using the data directory/);
        }

        // bench:reliability first times one full import, so its kills land across the whole save (before, during
        // and after the commit); the bounded run kills within the first 3 s.
        let timeToSave = 3000;
        if (MEASURE_SAVE) {
          const baseline = await api.call<{ id: string }>("POST", "/api/companies", { name: "Baseline" });
          await api.call("POST", `/api/companies/${baseline.json.id}/select`);
          const t0 = performance.now();
          expect((await api.call("POST", "/api/transactions", body)).status).toBe(200);
          timeToSave = performance.now() - t0;
          figures.push(`uninterrupted save of ${ROWS} rows: ${Math.round(timeToSave)} ms`);
        }
        for (let kill = 0; kill < KILLS; kill++) {
          // Each import goes to a fresh company, so its rows are counted on their own.
          const company = await api.call<{ id: string }>("POST", "/api/companies", { name: `Crash ${kill}` });
          expect((await api.call("POST", `/api/companies/${company.json.id}/select`)).status).toBe(200);
          const delay = Math.round(random() * timeToSave * 1.1);
          const saving = api.call("POST", "/api/transactions", body).catch(() => null);
          await new Promise((r) => setTimeout(r, delay));
          server.child.kill("SIGKILL");
          const done = await Promise.race([saving, new Promise((r) => setTimeout(() => r("pending"), 10))]);
          await server.exited;

          server = await startServer(env); // the stale pid lock is taken over
          restarts.push(server.readyMs);
          const rows = (await api.call<Tx[]>("GET", "/api/transactions")).json;
          figures.push(
            `kill ${kill + 1} at ${delay} ms: ${rows.length.toLocaleString("en-GB")} rows present (${done === "pending" || done === null ? "killed mid-request" : "request had finished"}), restart ${Math.round(server.readyMs)} ms to healthy (${readyLine(server.output())})`,
          );
          expect([0, ROWS], `kill ${kill + 1} at ${delay} ms left ${rows.length} rows`).toContain(rows.length);
          expect(new Set(rows.map((r) => r.importBatchId)).size).toBeLessThanOrEqual(1);

          expect((await api.call("POST", `/api/companies/${first.json.id}/select`)).status).toBe(200);
          expect((await api.call<Tx[]>("GET", "/api/transactions")).json, "earlier data intact").toEqual(earlierRows);
        }
        figures.push(restartSummary(restarts));
        console.log(`Crash safety (${label}, ${ROWS} rows):\n  ${figures.join("\n  ")}`);
      } finally {
        await server.stop();
      }
    },
  );
});
