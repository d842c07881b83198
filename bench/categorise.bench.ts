import { randomBytes } from "node:crypto";
import {
  categorise,
  evaluateCold,
  evaluateHoldout,
  evaluateWarm,
  getBaseModel,
  trainingSet,
  trainModel,
} from "../core/categorise";
import { benchmarkTransactions } from "../core/categorise/data/benchmark-corpus";
import { signUpUser } from "../server/test-support/test-app";
import { createBenchApp } from "./bench-app";
import { generateBankCsv } from "./fixtures/generate-bank-csv";
import { type ParsedRow, saveBody } from "./fixtures/save-body";
import { hledgerReference } from "./hledger.bench";
import { benchClient } from "./http-client";
import type { Figure } from "./table";
import { ms, timed } from "./table";

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

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
  ];
}

export async function categoriseSpeedFigures(): Promise<Figure[]> {
  const [, tTrain] = await timed(() => trainModel(trainingSet()));
  const model = getBaseModel();
  const txns = benchmarkTransactions(100_000);
  categorise(txns.slice(0, 2_000), { rules: [], history: [], model }); // warm the JIT
  const [, t] = await timed(() => categorise(txns, { rules: [], history: [], model }));
  return [
    { area: "Categorise", figure: "Train the base model (built-in training set)", value: ms(tTrain) },
    { area: "Categorise", figure: "Categorise 100,000 transactions in core", value: ms(t), target: "< 1 s" },
  ];
}

/**
 * The categorize API over 100,000 saved rows on PGlite (no LLM), writing results back in bulk; and the whole way from
 * the statement file to categorised rows (parse, save, categorize), each call over loopback HTTP as the page makes it.
 */
export async function categoriseApiFigures(): Promise<Figure[]> {
  const t = await createBenchApp();
  try {
    const api = await benchClient(t.app);
    const { cookie } = await signUpUser(t.app, { email: `bench-${randomBytes(4).toString("hex")}@example.com` });
    const parsed = await api.post("/api/csv/parse", { fileContent: generateBankCsv(100_000) }, cookie);
    if (parsed.status !== 200) throw new Error(`parse ${parsed.status}`);
    const saved = await api.post("/api/transactions", saveBody(parsed.json<{ rows: ParsedRow[] }>().rows), cookie);
    if (saved.status !== 200) throw new Error(`save ${saved.status}`);
    const ids = saved.json<{ transactions: { id: string }[] }>().transactions.map((r) => r.id);
    // A server that has been up a moment has trained its base model (server/index.ts does it after start).
    getBaseModel();
    const categorised = await api.post("/api/transactions/categorize", { transactionIds: ids }, cookie);
    if (categorised.status !== 200) throw new Error(`categorize ${categorised.status}`);
    const stats = categorised.json<{ stats: { ruleMatches: number; aiMatches: number; defaultMatches: number } }>()
      .stats;
    const total = (parsed.ms + saved.ms + categorised.ms) / 1000;
    const hledger = await hledgerReference();
    return [
      {
        area: "Categorise",
        figure: `POST /api/transactions/categorize, 100,000 rows (PGlite; ${stats.ruleMatches} rules, ${stats.aiMatches} AI, ${stats.defaultMatches} default)`,
        value: ms(categorised.ms),
        target: "< 2 s",
      },
      {
        area: "Categorise",
        figure: `Parse + save + categorise 100,000 rows (${ms(parsed.ms)} + ${ms(saved.ms)} + ${ms(categorised.ms)}) vs hledger reading them (${hledger.seconds.toFixed(1)} s)`,
        value: `${(hledger.seconds / total).toFixed(1)}× faster`,
        target: "≥ 10×",
      },
    ];
  } finally {
    await t.close();
  }
}
