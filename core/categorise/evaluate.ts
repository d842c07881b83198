import type { CategoryId } from "../categories";
import { COMPANY_HISTORY, COMPANY_SPLIT_DATE } from "./data/company-history";
import { EVALUATION_SET, HOLDOUT_SET } from "./data/evaluation-set";
import { getBaseModel, type Model, withUserExamples } from "./model";
import { categorise } from "./pipeline";
import type { Decision, LabelledExample, Stage, UserRule } from "./types";

export interface Miss {
  description: string;
  amount: number;
  expected: CategoryId;
  got: CategoryId;
  stage: Stage;
  reason: string;
}

export interface EvaluationResult {
  total: number;
  correct: number;
  /** Top-1 accuracy, 0..1. */
  accuracy: number;
  /** How many lines each stage decided, and how many of those it got right. */
  byStage: Partial<Record<Stage, { decided: number; correct: number }>>;
  misses: Miss[];
}

export function score(examples: readonly LabelledExample[], decisions: readonly Decision[]): EvaluationResult {
  const byStage: EvaluationResult["byStage"] = {};
  const misses: Miss[] = [];
  let correct = 0;
  examples.forEach((ex, i) => {
    const d = decisions[i]!;
    const s = byStage[d.stage] ?? { decided: 0, correct: 0 };
    byStage[d.stage] = s;
    s.decided++;
    if (d.categoryId === ex.categoryId) {
      correct++;
      s.correct++;
    } else {
      misses.push({
        description: ex.description,
        amount: ex.amount,
        expected: ex.categoryId,
        got: d.categoryId,
        stage: d.stage,
        reason: d.reason,
      });
    }
  });
  return {
    total: examples.length,
    correct,
    accuracy: examples.length ? correct / examples.length : 0,
    byStage,
    misses,
  };
}

function run(examples: readonly LabelledExample[], rules: UserRule[], history: LabelledExample[], model: Model) {
  const txns = examples.map((ex, i) => ({ id: String(i), description: ex.description, amount: ex.amount }));
  return score(examples, categorise(txns, { rules, history, model }).decisions);
}

/** A new user: no rules, no history; built-in rules, the base model and the default on the evaluation set. */
export function evaluateCold(
  examples: readonly LabelledExample[] = EVALUATION_SET,
  model: Model = getBaseModel(),
): EvaluationResult {
  return run(examples, [], [], model);
}

/** The same, on the smaller set written after tuning. */
export function evaluateHoldout(model: Model = getBaseModel()): EvaluationResult {
  return run(HOLDOUT_SET, [], [], model);
}

/**
 * After six months: the company's first six months are its confirmed history (and update the model); the last six
 * months are predicted.
 */
export function evaluateWarm(
  lines: readonly (LabelledExample & { date: string })[] = COMPANY_HISTORY,
  splitDate: string = COMPANY_SPLIT_DATE,
  model: Model = getBaseModel(),
): EvaluationResult {
  const history = lines
    .filter((l) => l.date < splitDate)
    .map(({ description, amount, categoryId }) => ({ description, amount, categoryId }));
  const later = lines.filter((l) => l.date >= splitDate);
  return run(later, [], history, withUserExamples(model, history));
}
