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
import { parseBankCsv } from "../core/csv";
import { toDecimalString } from "../core/money";
import { signUpUser } from "../server/test-support/test-app";
import { createBenchApp } from "./bench-app";
import { generateBankCsv } from "./fixtures/generate-bank-csv";
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

/** The categorize API over 100,000 saved rows on PGlite (no LLM), writing results back in bulk. */
export async function categoriseApiFigures(): Promise<Figure[]> {
  const t = await createBenchApp();
  try {
    const { cookie } = await signUpUser(t.app, { email: `bench-${randomBytes(4).toString("hex")}@example.com` });
    const rows = parseBankCsv(generateBankCsv(100_000)).rows;
    const transactions = rows.map((r) => ({
      date: r.date,
      description: r.description,
      amount: toDecimalString(r.amount),
      balance: r.balance === null ? null : toDecimalString(r.balance),
      category: null,
      notes: null,
    }));
    const [saveRes, tSave] = await timed(() =>
      t.app.inject({
        method: "POST",
        url: "/api/transactions",
        headers: { cookie },
        payload: { transactions, fileName: "bench.csv", fileCount: 1 },
      }),
    );
    if (saveRes.statusCode !== 200) throw new Error(`save ${saveRes.statusCode}`);
    const ids = (saveRes.json().transactions as { id: string }[]).map((r) => r.id);
    // A server that has been up a moment has trained its base model (server/index.ts does it after start).
    getBaseModel();
    const [res, tCat] = await timed(() =>
      t.app.inject({
        method: "POST",
        url: "/api/transactions/categorize",
        headers: { cookie },
        payload: { transactionIds: ids },
      }),
    );
    if (res.statusCode !== 200) throw new Error(`categorize ${res.statusCode}`);
    const stats = res.json().stats as { ruleMatches: number; aiMatches: number; defaultMatches: number };
    const total = (tSave + tCat) / 1000;
    return [
      {
        area: "Categorise",
        figure: `POST /api/transactions/categorize, 100,000 rows (PGlite; ${stats.ruleMatches} rules, ${stats.aiMatches} AI, ${stats.defaultMatches} default)`,
        value: ms(tCat),
        target: "< 2 s",
      },
      {
        area: "Categorise",
        figure: "Save + categorise 100,000 rows vs hledger 1.25 reading them (≈30 s)",
        value: `${(30 / total).toFixed(1)}× faster`,
        target: "≥ 10×",
      },
    ];
  } finally {
    await t.close();
  }
}
