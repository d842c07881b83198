import { spawnSync } from "node:child_process";
import { ROOT } from "../support/server-process";
import { loadFigures } from "./load";
import { sqlmapFigures } from "./sqlmap";
import { ssconvertFigures } from "./ssconvert";

/**
 * `npm run bench:reliability`: the full counts of issue 10 — 10,000 random CSV files and JSON bodies, 20 kills on
 * PGlite (and 20 on PostgreSQL when RELIABILITY_DATABASE_URL is set), a 100,000-row backup and restore — then Gnumeric's
 * ssconvert on the exports, sqlmap on the routes that take text, and autocannon load on loopback. Prints the figures.
 */
const FULL_ENV = {
  RELIABILITY_FUZZ_RUNS: "10000",
  RELIABILITY_MONEY_RUNS: "100",
  RELIABILITY_KILLS: "20",
  RELIABILITY_MEASURE_SAVE: "1",
  RELIABILITY_BACKUP_ROWS: "100000",
};

const figures: string[] = [];
const suite = spawnSync(
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
  ],
  { cwd: ROOT, env: { ...process.env, ...FULL_ENV }, stdio: "inherit" },
);
figures.push(
  `reliability suite at full counts (${Object.entries(FULL_ENV)
    .map(([k, v]) => `${k}=${v}`)
    .join(" ")}): ${suite.status === 0 ? "passed" : "FAILED"}`,
);
figures.push(...(await ssconvertFigures()));
figures.push(...(await sqlmapFigures()));
figures.push(
  ...(await loadFigures(Number(process.env.RELIABILITY_LOAD_SECONDS ?? 15), process.env.RELIABILITY_DATABASE_URL)),
);
console.log("\nReliability figures\n");
for (const f of figures) console.log(`- ${f}`);
process.exit(suite.status === 0 ? 0 : 1);
