import { CATEGORY_IDS, type CategoryId } from "../../categories";
import type { LabelledExample } from "../types";
import { amountCell, CELL_COUNT, textFeatures } from "./features";

/**
 * Multinomial naive Bayes over binary text features, with the amount (direction × size band) as one more
 * categorical feature. Scores are turned into probabilities by a softmax at a fitted temperature (see calibrate.ts).
 */
export interface ModelParams {
  /** Laplace smoothing of feature counts. */
  alpha: number;
  /** Weight of the (length-averaged) text log-likelihood against the amount and the prior. */
  textWeight: number;
  /** Weight of log P(direction × band | category). */
  cellWeight: number;
  /** Pseudo-count per direction × band cell: small, so a category never seen with money in stays unlikely for it. */
  cellSmoothing: number;
  /** Softmax temperature fitted on held-out payees; > 1 softens naive Bayes' overconfidence. */
  temperature: number;
  /** How many training lines one of the person's own confirmed examples counts as. */
  userWeight: number;
}

export const K = CATEGORY_IDS.length;

/** The sufficient statistics: everything the model learns is a count. */
export interface Counts {
  vocab: Map<string, number>;
  /** V × K, row-major by feature. */
  features: Float64Array;
  /** K: sum of feature counts per category. */
  featureTotals: Float64Array;
  /** CELL_COUNT × K. */
  cells: Float64Array;
  /** K: training lines per category. */
  docs: Float64Array;
}

/** The person's examples on top of the shared base counts; only the features they touch are copied. */
export interface Overlay {
  examples: readonly LabelledExample[];
  features: Map<string, Float64Array>;
  featureTotals: Float64Array;
  cells: Float64Array;
  docs: Float64Array;
  newFeatures: number;
}

export interface Model {
  readonly kind: "naive-bayes";
  readonly params: ModelParams;
  readonly base: Counts;
  readonly overlay: Overlay | null;
  /** Derived tables; rebuilt from the counts, never serialised. */
  readonly tables: Tables;
}

export interface Tables {
  /** V × K: log(count + alpha) of the base counts. Shared by every model built on the same base. */
  baseLogNum: Float64Array;
  overlayLogNum: Map<string, Float64Array>;
  /** K */
  logDen: Float64Array;
  /** CELL_COUNT × K: log prior + weighted log P(cell | category). */
  logPrior: Float64Array;
  logAlpha: number;
}

export const CLASS_INDEX = new Map<CategoryId, number>(CATEGORY_IDS.map((id, i) => [id, i]));

function emptyCounts(): Counts {
  return {
    vocab: new Map(),
    features: new Float64Array(0),
    featureTotals: new Float64Array(K),
    cells: new Float64Array(CELL_COUNT * K),
    docs: new Float64Array(K),
  };
}

/** Counts of a training set; each distinct feature of a line counts once. */
export function countExamples(examples: readonly LabelledExample[]): Counts {
  const counts = emptyCounts();
  // One growing buffer rather than a small array per feature: training allocates next to nothing.
  let table = new Float64Array(1024 * K);
  for (const ex of examples) {
    const c = CLASS_INDEX.get(ex.categoryId);
    if (c === undefined) continue;
    for (const f of textFeatures(ex.description)) {
      let i = counts.vocab.get(f);
      if (i === undefined) {
        i = counts.vocab.size;
        counts.vocab.set(f, i);
        if ((i + 1) * K > table.length) {
          const bigger = new Float64Array(table.length * 2);
          bigger.set(table);
          table = bigger;
        }
      }
      table[i * K + c]! += 1;
      counts.featureTotals[c]! += 1;
    }
    counts.cells[amountCell(ex.amount) * K + c]! += 1;
    counts.docs[c]! += 1;
  }
  counts.features = table.slice(0, counts.vocab.size * K);
  return counts;
}

export function baseLogNumerators(base: Counts, alpha: number): Float64Array {
  const out = new Float64Array(base.features.length);
  for (let i = 0; i < out.length; i++) out[i] = Math.log(base.features[i]! + alpha);
  return out;
}

/** Rebuilds the small derived tables; the large base table is reused when given. */
export function buildTables(
  params: ModelParams,
  base: Counts,
  overlay: Overlay | null,
  baseLogNum?: Float64Array,
): Tables {
  const { alpha } = params;
  const vocabSize = base.vocab.size + (overlay?.newFeatures ?? 0);
  const logDen = new Float64Array(K);
  const logPrior = new Float64Array(CELL_COUNT * K);
  const docs = base.docs.map((d, c) => d + (overlay?.docs[c] ?? 0));
  const totalDocs = docs.reduce((a, b) => a + b, 0);
  for (let c = 0; c < K; c++) {
    logDen[c] = Math.log(base.featureTotals[c]! + (overlay?.featureTotals[c] ?? 0) + alpha * vocabSize);
    const prior = Math.log((docs[c]! + 1) / (totalDocs + K));
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      const n = base.cells[cell * K + c]! + (overlay?.cells[cell * K + c] ?? 0);
      const pCell = (n + params.cellSmoothing) / (docs[c]! + params.cellSmoothing * CELL_COUNT);
      logPrior[cell * K + c] = prior + params.cellWeight * Math.log(pCell);
    }
  }
  const overlayLogNum = new Map<string, Float64Array>();
  for (const [f, extra] of overlay?.features ?? []) {
    const i = base.vocab.get(f);
    overlayLogNum.set(
      f,
      extra.map((n, c) => Math.log(n + (i === undefined ? 0 : base.features[i * K + c]!) + alpha)),
    );
  }
  return {
    baseLogNum: baseLogNum ?? baseLogNumerators(base, alpha),
    overlayLogNum,
    logDen,
    logPrior,
    logAlpha: Math.log(alpha),
  };
}

/** The text part of the scores: the length-averaged log-likelihood of the features, times the text weight. */
export function textScores(model: Model, features: readonly string[]): Float64Array {
  const { tables, base, params } = model;
  const text = new Float64Array(K);
  const logNum = tables.baseLogNum;
  const overlay = tables.overlayLogNum.size > 0 ? tables.overlayLogNum : null;
  for (const f of features) {
    const extra = overlay?.get(f);
    if (extra) {
      for (let c = 0; c < K; c++) text[c]! += extra[c]!;
      continue;
    }
    const i = base.vocab.get(f);
    if (i === undefined) {
      for (let c = 0; c < K; c++) text[c]! += tables.logAlpha;
      continue;
    }
    const row = i * K;
    for (let c = 0; c < K; c++) text[c]! += logNum[row + c]!;
  }
  const n = features.length;
  for (let c = 0; c < K; c++) text[c] = n === 0 ? 0 : (params.textWeight * (text[c]! - n * tables.logDen[c]!)) / n;
  return text;
}

/** Text scores plus the prior and the amount (direction × size band) part. */
export function withAmount(model: Model, text: Float64Array, cell: number): Float64Array {
  const out = new Float64Array(K);
  const prior = model.tables.logPrior;
  for (let c = 0; c < K; c++) out[c] = prior[cell * K + c]! + text[c]!;
  return out;
}

/** Unnormalised log scores per category (before the temperature). */
export function logScores(model: Model, features: readonly string[], cell: number): Float64Array {
  return withAmount(model, textScores(model, features), cell);
}

/** Softmax at a temperature, numerically stable. */
export function softmax(scores: Float64Array, temperature: number): Float64Array {
  let max = Number.NEGATIVE_INFINITY;
  for (const s of scores) if (s > max) max = s;
  const out = new Float64Array(scores.length);
  let sum = 0;
  for (let c = 0; c < scores.length; c++) {
    out[c] = Math.exp((scores[c]! - max) / temperature);
    sum += out[c]!;
  }
  for (let c = 0; c < out.length; c++) out[c]! /= sum;
  return out;
}

export interface Prediction {
  categoryId: CategoryId;
  probability: number;
}

export function predictProbabilities(model: Model, description: string, amount: number): Float64Array {
  return softmax(logScores(model, textFeatures(description), amountCell(amount)), model.params.temperature);
}

export function predict(model: Model, description: string, amount: number): Prediction {
  const p = predictProbabilities(model, description, amount);
  let best = 0;
  for (let c = 1; c < K; c++) if (p[c]! > p[best]!) best = c;
  return { categoryId: CATEGORY_IDS[best]!, probability: p[best]! };
}
