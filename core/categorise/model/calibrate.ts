import { CATEGORY_IDS } from "../../categories";
import type { TrainingLine } from "../data/training-set";
import type { LabelledExample } from "../types";
import { amountCell, textFeatures } from "./features";
import { CLASS_INDEX, logScores, type Model, type ModelParams, softmax } from "./naive-bayes";
import { trainModel } from "./train";

/**
 * How the model's probabilities are calibrated. Naive Bayes multiplies many correlated n-gram likelihoods and is
 * overconfident, so its scores go through a softmax at a temperature T > 1, fitted by minimising the negative log
 * likelihood on held-out lines. The held-out lines are whole name patterns of the training set (all "{word}
 * Energy" lines, say) that the fold's model never saw, which imitates meeting a payee nobody has seen before. The
 * evaluation set is never used.
 */
function hash(s: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16_777_619) >>> 0;
  return h;
}

export function splitByGroup(lines: readonly TrainingLine[], fold: number, folds: number) {
  const train: TrainingLine[] = [];
  const test: TrainingLine[] = [];
  for (const line of lines) (hash(line.group) % folds === fold ? test : train).push(line);
  return { train, test };
}

/** Scores before the temperature, for every held-out line. */
function heldOutScores(model: Model, lines: readonly LabelledExample[]) {
  return lines.map((l) => ({
    scores: logScores(model, textFeatures(l.description), amountCell(l.amount)),
    truth: CLASS_INDEX.get(l.categoryId)!,
  }));
}

export interface CalibrationReport {
  temperature: number;
  accuracy: number;
  /** Mean negative log likelihood at the fitted temperature. */
  nll: number;
  /** Share of held-out lines at or above 0.6, and the accuracy among them. */
  confidentShare: number;
  confidentAccuracy: number;
}

const TEMPERATURES = Array.from({ length: 71 }, (_, i) => 0.5 + i * 0.05);

function evaluateAt(scored: ReturnType<typeof heldOutScores>, temperature: number) {
  let nll = 0;
  let correct = 0;
  let confident = 0;
  let confidentCorrect = 0;
  for (const { scores, truth } of scored) {
    const p = softmax(scores, temperature);
    let best = 0;
    for (let c = 1; c < p.length; c++) if (p[c]! > p[best]!) best = c;
    nll -= Math.log(Math.max(1e-12, p[truth]!));
    if (best === truth) correct++;
    if (p[best]! >= 0.6) {
      confident++;
      if (best === truth) confidentCorrect++;
    }
  }
  const n = scored.length || 1;
  return {
    nll: nll / n,
    accuracy: correct / n,
    confidentShare: confident / n,
    confidentAccuracy: confident ? confidentCorrect / confident : 0,
  };
}

/** k-fold over name patterns: fits one temperature for all folds together. */
export function calibrate(
  lines: readonly TrainingLine[],
  params: Partial<ModelParams> = {},
  folds = 5,
): CalibrationReport {
  const scored: ReturnType<typeof heldOutScores> = [];
  for (let fold = 0; fold < folds; fold++) {
    const { train, test } = splitByGroup(lines, fold, folds);
    scored.push(...heldOutScores(trainModel(train, { ...params, temperature: 1 }), test));
  }
  let best = { temperature: 1, ...evaluateAt(scored, 1) };
  for (const temperature of TEMPERATURES) {
    const r = evaluateAt(scored, temperature);
    if (r.nll < best.nll) best = { temperature, ...r };
  }
  return best;
}

export const CALIBRATION_CLASSES = CATEGORY_IDS.length;
