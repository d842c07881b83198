import { type CategoryId, defaultVatRate } from "../categories";
import type { VatRate } from "../vat";
import { HELDOUT_COMPANIES, type HeldOutCompany, type HeldOutLine, heldOutLines } from "./data/heldout";
import { getBaseModel, type Model, withUserExamples } from "./model";
import { categorise } from "./pipeline";
import type { Decision, LabelledExample, Stage } from "./types";

export interface HeldOutMiss {
  company: string;
  description: string;
  amount: number;
  expected: CategoryId;
  got: CategoryId;
  stage: Stage;
  reason: string;
}

export interface HeldOutResult {
  total: number;
  correct: number;
  accuracy: number;
  /** Lines whose VAT rate (the decision's own, else its category's default) is the true one. */
  vatCorrect: number;
  byCategory: Partial<Record<CategoryId, { total: number; correct: number }>>;
  byStage: Partial<Record<Stage, { decided: number; correct: number }>>;
  misses: HeldOutMiss[];
}

function emptyResult(): HeldOutResult {
  return { total: 0, correct: 0, accuracy: 0, vatCorrect: 0, byCategory: {}, byStage: {}, misses: [] };
}

/** The rate a decided line ends with: the one the decision carries, else its category's default. */
function decidedVat(d: Decision): VatRate {
  return d.vatRate ?? defaultVatRate(d.categoryId);
}

function tally(result: HeldOutResult, line: HeldOutLine, d: Decision): void {
  const right = d.categoryId === line.categoryId;
  result.total++;
  const cat = result.byCategory[line.categoryId] ?? { total: 0, correct: 0 };
  result.byCategory[line.categoryId] = cat;
  cat.total++;
  const stage = result.byStage[d.stage] ?? { decided: 0, correct: 0 };
  result.byStage[d.stage] = stage;
  stage.decided++;
  if (decidedVat(d) === line.vatRate) result.vatCorrect++;
  if (right) {
    result.correct++;
    cat.correct++;
    stage.correct++;
    return;
  }
  result.misses.push({
    company: line.company,
    description: line.description,
    amount: line.amount,
    expected: line.categoryId,
    got: d.categoryId,
    stage: d.stage,
    reason: d.reason,
  });
}

const asExample = (l: HeldOutLine): LabelledExample => ({
  description: l.description,
  amount: l.amount,
  categoryId: l.categoryId,
  vatRate: l.vatRate,
});

function runCompany(
  result: HeldOutResult,
  company: HeldOutCompany,
  predicted: readonly HeldOutLine[],
  history: LabelledExample[],
  model: Model,
): void {
  const txns = predicted.map((l, i) => ({ id: String(i), description: l.description, amount: l.amount, date: l.date }));
  const { decisions } = categorise(txns, { rules: [], history, model, company: company.facts });
  predicted.forEach((line, i) => {
    tally(result, line, decisions[i]!);
  });
}

const finish = (r: HeldOutResult): HeldOutResult => ({ ...r, accuracy: r.total ? r.correct / r.total : 0 });

/** A new user of each company: the company's facts, no rules, no history; every line of its year. */
export function evaluateHeldOutCold(model: Model = getBaseModel()): HeldOutResult {
  const result = emptyResult();
  for (const company of HELDOUT_COMPANIES) runCompany(result, company, heldOutLines(company), [], model);
  return finish(result);
}

/**
 * After six months: each company's lines of January to June, with their categories and VAT rates, are its confirmed
 * history (and update the model); July to December are predicted.
 */
export function evaluateHeldOutWarm(model: Model = getBaseModel()): HeldOutResult {
  const result = emptyResult();
  for (const company of HELDOUT_COMPANIES) {
    const lines = heldOutLines(company);
    const split = `${company.year}-07-01`;
    const history = lines.filter((l) => l.date < split).map(asExample);
    runCompany(
      result,
      company,
      lines.filter((l) => l.date >= split),
      history,
      withUserExamples(model, history),
    );
  }
  return finish(result);
}
