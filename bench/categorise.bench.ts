import type { CategoryId } from "../core/categories";
import {
  categorise,
  evaluateCold,
  evaluateHeldOutCold,
  evaluateHeldOutWarm,
  evaluateHoldout,
  evaluateWarm,
  getBaseModel,
  HELDOUT_COMPANIES,
  trainingSet,
  trainModel,
} from "../core/categorise";
import { benchmarkTransactions } from "../core/categorise/data/benchmark-corpus";
import type { TestApp } from "../server/test-support/test-app";
import { benchDatabaseUrl, createBenchApp } from "./bench-app";
import { HELDOUT_BEFORE } from "./categorise-heldout-before";
import { generateBankCsv } from "./fixtures/generate-bank-csv";
import { hledgerReference } from "./hledger.bench";
import { type BenchClient, benchClient } from "./http-client";
import { importAsNewUser } from "./import.bench";
import type { Figure } from "./table";
import { median, medianBy, ms, timed } from "./table";

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

const ratio = (pair: readonly [number, number] | undefined) =>
  pair?.[1] ? `${pair[0]}/${pair[1]} (${pct(pair[0] / pair[1])})` : "-";

/**
 * The held-out companies (core/categorise/data/heldout): cold and warm accuracy and VAT rates, then each category,
 * beside the figures before the company's facts and learned VAT rates were used.
 */
function heldOutFigures(): Figure[] {
  const cold = evaluateHeldOutCold();
  const warm = evaluateHeldOutWarm();
  const b = HELDOUT_BEFORE;
  const before = (pair: readonly [number, number]) => ` (before ${pct(pair[0] / pair[1])})`;
  const rows: Figure[] = [
    {
      area: "Categorise",
      figure: `Held-out companies cold: ${cold.total} lines of ${HELDOUT_COMPANIES.length} companies, company facts, no history`,
      value: pct(cold.accuracy) + before(b.cold),
      target: "≥ 93 %",
    },
    {
      area: "Categorise",
      figure: `Held-out companies warm: July–December after January–June confirmed (${warm.total} lines)`,
      value: pct(warm.accuracy) + before(b.warm),
      target: "≥ 98 %",
    },
    {
      area: "Categorise",
      figure: "Held-out VAT rate right, cold / warm",
      value: `${pct(cold.vatCorrect / cold.total)} / ${pct(warm.vatCorrect / warm.total)}${before(b.vatCold).slice(0, -1)} / ${pct(b.vatWarm[0] / b.vatWarm[1])})`,
    },
  ];
  const byCategory: Record<string, { cold: readonly [number, number]; warm: readonly [number, number] }> = b.byCategory;
  for (const [id, c] of Object.entries(cold.byCategory)) {
    const w = warm.byCategory[id as CategoryId];
    const old = byCategory[id];
    rows.push({
      area: "Categorise",
      figure: `  held-out ${id}: cold, warm`,
      value: `${ratio([c!.correct, c!.total])}, ${ratio(w ? [w.correct, w.total] : undefined)}`,
      target: `before ${ratio(old?.cold)}, ${ratio(old?.warm)}`,
    });
  }
  return rows;
}

export async function accuracyFigures(): Promise<Figure[]> {
  const cold = evaluateCold();
  const holdout = evaluateHoldout();
  const warm = evaluateWarm();
  return [
    {
      area: "Categorise",
      figure: `Accuracy cold, evaluation set (${cold.total} lines, never trained on)`,
      value: pct(cold.accuracy),
      target: "≥ 85 %",
    },
    {
      area: "Categorise",
      figure: `Accuracy cold, hold-out set (${holdout.total} lines, written after tuning)`,
      value: pct(holdout.accuracy),
      target: "≥ 85 %",
    },
    {
      area: "Categorise",
      figure: `Accuracy warm, after 6 months of one company (${warm.total} lines)`,
      value: pct(warm.accuracy),
      target: "≥ 95 %",
    },
    ...heldOutFigures(),
  ];
}

export async function categoriseSpeedFigures(): Promise<Figure[]> {
  const [, tTrain] = await timed(() => trainModel(trainingSet()));
  const model = getBaseModel();
  const txns = benchmarkTransactions(100_000);
  categorise(txns.slice(0, 2_000), { rules: [], history: [], model }); // warm the JIT
  const cpuBefore = process.cpuUsage();
  const [, t] = await timed(() => categorise(txns, { rules: [], history: [], model }));
  const cpu = process.cpuUsage(cpuBefore);
  // On a shared machine the wall time counts other processes' turns too; the CPU time is this call's own.
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return [
    { area: "Categorise", figure: "Train the base model (built-in training set)", value: ms(tTrain) },
    {
      area: "Categorise",
      figure: "Categorise 100,000 transactions in core (wall; CPU of this process)",
      value: `${ms(t)}; CPU ${ms(cpuMs)}`,
      target: "< 1 s",
    },
  ];
}

/** Whole ways from the statement file to categorised rows, timed; the figures give their median. */
const PIPELINE_RUNS = 3;

interface PipelineRun {
  parse: number;
  save: number;
  categorize: number;
  total: number;
  stats: { ruleMatches: number; aiMatches: number; defaultMatches: number };
}

/**
 * The whole way from the statement file to categorised rows for a new user: parse, save, categorize, each call over
 * loopback HTTP as the page makes it.
 */
async function pipelineRun(t: TestApp, api: BenchClient, fileContent: string): Promise<PipelineRun> {
  const { cookie, parse, save, ids } = await importAsNewUser(t.app, api, fileContent);
  const categorised = await api.post("/api/transactions/categorize", { transactionIds: ids }, cookie);
  if (categorised.status !== 200) throw new Error(`categorize ${categorised.status}`);
  const { stats } = categorised.json<{ stats: PipelineRun["stats"] }>();
  return { parse, save, categorize: categorised.ms, total: parse + save + categorised.ms, stats };
}

/**
 * The categorize API over 100,000 saved rows (no LLM), writing results back in bulk; and the whole way from the
 * statement file to categorised rows against hledger reading the same file. Each figure is the median of
 * PIPELINE_RUNS runs, each by a new user (so the database also holds the earlier runs' rows), as the import figure.
 * On PGlite, and on PostgreSQL too when a database URL is given (as the import figures).
 */
export async function categoriseApiFigures(): Promise<Figure[]> {
  const out = await pipelineOn("PGlite");
  const pgUrl = benchDatabaseUrl();
  if (pgUrl) out.push(...(await pipelineOn("PostgreSQL", pgUrl)));
  return out;
}

async function pipelineOn(label: string, databaseUrl?: string): Promise<Figure[]> {
  const t = await createBenchApp(databaseUrl);
  try {
    const api = await benchClient(t.app);
    const fileContent = generateBankCsv(100_000);
    // A server that has been up a moment has trained its base model (server/index.ts does it after start).
    getBaseModel();
    const runs: PipelineRun[] = [];
    for (let run = 0; run < PIPELINE_RUNS; run++) runs.push(await pipelineRun(t, api, fileContent));
    const mid = medianBy(runs, (r) => r.total);
    const { stats } = mid;
    const hledger = await hledgerReference();
    const warm = median(runs.slice(1).map((r) => r.total));
    const parts = (r: PipelineRun) => `${ms(r.parse)} + ${ms(r.save)} + ${ms(r.categorize)}`;
    return [
      {
        area: "Categorise",
        figure: `POST /api/transactions/categorize, 100,000 rows (${label}; ${stats.ruleMatches} rules, ${stats.aiMatches} AI, ${stats.defaultMatches} default; median of ${PIPELINE_RUNS})`,
        value: `${ms(median(runs.map((r) => r.categorize)))} (runs ${runs.map((r) => ms(r.categorize)).join(", ")})`,
        target: "< 2 s",
      },
      {
        area: "Categorise",
        figure: `Parse + save + categorise 100,000 rows (${label}) vs hledger reading them (${hledger.seconds.toFixed(1)} s); median of ${PIPELINE_RUNS} (runs ${runs.map(parts).join(", ")})`,
        value: `${(hledger.seconds / (mid.total / 1000)).toFixed(1)}× faster (${ms(mid.total)})`,
        target: "≥ 20×",
      },
      {
        area: "Categorise",
        // On PGlite the first run is the process's first import: its code not yet optimised by the JIT, its buffers
        // new. PostgreSQL's runs follow PGlite's in the same process: its first run is a new database's first.
        figure: `The same (${label}), ${databaseUrl ? "first run on a new database" : "cold process (the first run)"} / warm (the later runs' median)`,
        value: `${(hledger.seconds / (runs[0]!.total / 1000)).toFixed(1)}× (${ms(runs[0]!.total)}) / ${(hledger.seconds / (warm / 1000)).toFixed(1)}× (${ms(warm)})`,
        target: "≥ 20× both",
      },
    ];
  } finally {
    await t.close();
  }
}
