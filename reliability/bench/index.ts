import { spawnSync } from "node:child_process";
import { ROOT } from "../support/server-process";
import { loadFigures } from "./load";
import { sqlmapFigures } from "./sqlmap";
import { ssconvertFigures } from "./ssconvert";

/**
 * `npm run bench:reliability`: the full counts — 10,000 random CSV files and JSON bodies, 20 kills on
 * PGlite (and 20 on PostgreSQL when RELIABILITY_DATABASE_URL is set), a 100,000-row backup and restore, three servers
 * on one PostgreSQL with 20 people importing 5,000 rows at least three times each — then Gnumeric's
 * ssconvert on the exports, sqlmap on the routes that take text, and autocannon load on loopback. Prints the figures.
 */
const FULL_ENV = {
  RELIABILITY_FUZZ_RUNS: "10000",
  RELIABILITY_MONEY_RUNS: "100",
  RELIABILITY_KILLS: "20",
  RELIABILITY_MEASURE_SAVE: "1",
  RELIABILITY_BACKUP_ROWS: "100000",
  RELIABILITY_MULTI_ROWS: "5000",
  RELIABILITY_MULTI_ROUNDS: "3",
};

/** The crash-safety file times each restart (≤ 2 s on PGlite, the reliability target): it runs first, on its own. */
const CRASH_FILE = "reliability/crash-safety.test.ts";

/** Runs the reliability suite's Vitest at full counts with these extra arguments (files to run, or files to leave out). */
function runSuite(args: string[]): boolean {
  const run = spawnSync(
    process.execPath,
    [
      "node_modules/vitest/vitest.mjs",
      "run",
      "--config",
      "reliability/vitest.config.ts",
      "--testTimeout",
      "7200000",
      "--hookTimeout",
      "600000",
      ...args,
    ],
    { cwd: ROOT, env: { ...process.env, ...FULL_ENV }, stdio: "inherit" },
  );
  return run.status === 0;
}

const figures: string[] = [];
const counts = Object.entries(FULL_ENV)
  .map(([k, v]) => `${k}=${v}`)
  .join(" ");
// Alone, so the restart times are the server's and not those of the fuzzers sharing its cores (with them beside
// it on 2 cores, a restart took up to twice as long).
const crashPassed = runSuite([CRASH_FILE]);
const restPassed = runSuite(["--exclude", CRASH_FILE]);
figures.push(
  `crash safety at full counts (${counts}), run alone: ${crashPassed ? "passed" : "FAILED"}; restart figures in its output above`,
);
figures.push(`rest of the reliability suite at full counts: ${restPassed ? "passed" : "FAILED"}`);
const suitePassed = crashPassed && restPassed;
figures.push(...(await ssconvertFigures()));
figures.push(...(await sqlmapFigures()));
figures.push(
  ...(await loadFigures(Number(process.env.RELIABILITY_LOAD_SECONDS ?? 15), process.env.RELIABILITY_DATABASE_URL)),
);
console.log("\nReliability figures\n");
for (const f of figures) console.log(`- ${f}`);
process.exit(suitePassed ? 0 : 1);
