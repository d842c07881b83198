import { CATEGORY_IDS, type CategoryId, categoryName } from "../categories";
import type { CategoryStage, Transaction } from "../domain";
import type { VatRate } from "../vat";
import { matchBuiltin } from "./builtin-rules";
import type { CompanyFacts } from "./company-facts";
import { matchCompanyFacts, type PreparedFacts, prepareFacts } from "./company-stage";
import { buildHistoryIndex, type HistoryIndex, learnedVat, matchHistory } from "./history";
import type { Model, Prediction } from "./model";
import { amountCell, textFeatures } from "./model/features";
import { softmax, textScores, withAmount } from "./model/naive-bayes";
import { type ParsedNarrative, parseNarrative } from "./normalise-payee";
import { potTransfer } from "./pot-transfer";
import {
  DEFAULT_THRESHOLD,
  type Decision,
  directionOf,
  type LabelledExample,
  type Stage,
  type TxnToCategorise,
  type UserRule,
} from "./types";
import { type CompiledUserRule, compileUserRules, foldText, matchUserRule } from "./user-rules";

export interface CategoriseContext {
  rules: UserRule[];
  history: LabelledExample[];
  model: Model;
  /** The model decides only at or above this probability (default 0.6). */
  modelThreshold?: number;
  /** A prebuilt index of `history`, to reuse across calls; built from `history` when absent. */
  historyIndex?: HistoryIndex;
  /** Lines whose VAT rate the person set (in date order): the rate follows their payee. Default: none. */
  vatHistory?: readonly { description: string; vatRate: VatRate }[];
  /** The company's own facts (directors, share capital, HMRC references): evidence before the other stages. */
  company?: CompanyFacts;
}

export interface CategoriseOptions {
  /** false skips the local model (rules, history and built-in rules only). */
  useModel?: boolean;
}

export interface CategoriseResult {
  /** One decision per transaction, in input order; undecided ones carry the default decision. */
  decisions: Decision[];
  /** Transactions no stage was confident about: candidates for the LLM. */
  undecided: TxnToCategorise[];
}

export const DEFAULT_CONFIDENCE = 0.2;
/**
 * Reasons, like all the wording the categoriser writes, stay within Latin-1 (no dashes, arrows or ellipses beyond
 * it): one such character in the stored reasons makes the transactions list hold every row's text two bytes a
 * character (see the reason texts test).
 */
export const DEFAULT_REASON =
  "No rule or similar transaction matched; guessed from the direction of the money: please review";

export function defaultDecision(t: TxnToCategorise): Decision {
  const categoryId: CategoryId = directionOf(t.amount) === "in" ? "sales" : "other-expenses";
  return { id: t.id, categoryId, confidence: DEFAULT_CONFIDENCE, reason: DEFAULT_REASON, stage: "default" };
}

/**
 * Below its threshold the model's best guess for money out is still a better default than Other Expenses: on the
 * evaluation set, of the 82 lines no stage decided, the guess was right on 19 more of the payments out than "Other
 * Expenses" was (and on the hold-out set 5 more of 20). For money in it is not (Sales beat it by 14), so receipts
 * keep Sales. Under this probability the guess is noise, and Other Expenses stays.
 */
const GUESS_FLOOR = 0.15;

function guessedReason(categoryId: CategoryId, probability: number): string {
  return (
    "No rule or similar transaction matched; the local model's best guess is " +
    `${categoryName(categoryId)} (${Math.round(probability * 100)}% likely): please review`
  );
}

/**
 * A guess's confidence: the plain default's 0.2 at the floor, rising with the model's probability to 0.5 just under
 * its threshold, so the "Needs review" list puts the blind defaults first and the likeliest guesses last.
 */
export function guessConfidence(probability: number): number {
  const span = DEFAULT_THRESHOLD - GUESS_FLOOR;
  const share = Math.min(1, Math.max(0, (probability - GUESS_FLOOR) / span));
  return Math.round((DEFAULT_CONFIDENCE + share * 0.3) * 100) / 100;
}

/** The default, or for money out the model's best guess under its threshold; either way a guess to review. */
function guessDecision(run: Run, t: TxnToCategorise, parsed: ParsedNarrative): Decision {
  const fallback = defaultDecision(t);
  if (!run.model || directionOf(t.amount) === "in") return fallback;
  const p = modelPrediction(run, run.model, parsed, t);
  if (p.probability < GUESS_FLOOR) return fallback;
  const reason = guessedReason(p.categoryId, p.probability);
  return { ...fallback, categoryId: p.categoryId, confidence: guessConfidence(p.probability), reason };
}

/** A category the person set is never "needs review"; a guess, or anything below 0.6, is. */
export function isNeedsReview(d: { stage: CategoryStage | null; confidence: number | null }): boolean {
  if (d.stage === "user") return false;
  if (d.stage === null || d.stage === "default" || d.confidence === null) return true;
  return d.confidence < DEFAULT_THRESHOLD;
}

/** A saved transaction needs review when it has no category, or its category is a guess or below the threshold. */
export function transactionNeedsReview(tx: Pick<Transaction, "categoryId" | "stage" | "confidence">): boolean {
  if (tx.categoryId === null) return true;
  return isNeedsReview(tx);
}

/** Everything prepared once per call, so each transaction costs a few look-ups. */
interface Run {
  rules: CompiledUserRule[];
  facts: PreparedFacts | null;
  history: HistoryIndex;
  model: Model | null;
  modelThreshold: number;
  modelCache: Map<string, { text: Float64Array; predictions: ReasonedPrediction[] }>;
}

/**
 * The model's verdict depends only on what the model sees of the narrative and on the amount cell, so both the
 * text scores (per narrative) and the prediction (per narrative and cell) are remembered for the call.
 */
function modelPrediction(run: Run, model: Model, parsed: ParsedNarrative, t: TxnToCategorise): ReasonedPrediction {
  const cell = amountCell(t.amount);
  let byCell = run.modelCache.get(parsed.modelKey);
  if (!byCell) {
    byCell = { text: textScores(model, textFeatures(t.description)), predictions: [] };
    run.modelCache.set(parsed.modelKey, byCell);
  }
  const hit = byCell.predictions[cell];
  if (hit) return hit;
  const p = softmax(withAmount(model, byCell.text, cell), model.params.temperature);
  let best = 0;
  for (let c = 1; c < p.length; c++) if (p[c]! > p[best]!) best = c;
  const categoryId = CATEGORY_IDS[best]!;
  const prediction = { categoryId, probability: p[best]!, reason: modelReason(categoryId, p[best]!) };
  byCell.predictions[cell] = prediction;
  return prediction;
}

function modelReason(categoryId: CategoryId, probability: number): string {
  return `Local model: the description looks like ${categoryName(categoryId)} (${Math.round(probability * 100)}% likely)`;
}

type ReasonedPrediction = Prediction & { reason: string };

const decision = (id: string, categoryId: CategoryId, confidence: number, reason: string, stage: Stage): Decision => ({
  id,
  categoryId,
  confidence,
  reason,
  stage,
});

/** HMRC takes several taxes under one name: a reference that says which beats the payee's history. */
const TAX_CATEGORIES: ReadonlySet<CategoryId> = new Set(["vat", "paye-ni", "corporation-tax"]);
const TAX_REFERENCE_CONFIDENCE = 0.85;

/** The stages in order; the first confident enough decides. */
function decide(run: Run, t: TxnToCategorise, parsed: ParsedNarrative): Decision | null {
  const rule = run.rules.length > 0 ? matchUserRule(run.rules, foldText(t.description), t.amount) : null;
  if (rule) {
    const d = decision(t.id, rule.rule.categoryId, 1, rule.reason, "rule");
    return rule.rule.vatRate ? { ...d, vatRate: rule.rule.vatRate, vatReason: rule.reason } : d;
  }
  // The bank's own type (Monzo's "Pot transfer"), carried in the description: before the payee's history, since a
  // pot's name ("Tax Pot", "VAT") says nothing of where the money went.
  const pot = potTransfer(t.description);
  if (pot) return decision(t.id, pot.categoryId, pot.confidence, pot.reason, "builtin");
  const fact = run.facts ? matchCompanyFacts(run.facts, t) : null;
  if (fact && !fact.weak) return decision(t.id, fact.categoryId, fact.confidence, fact.reason, "company");
  const builtin = matchBuiltin(parsed, t.amount);
  const taxByReference =
    builtin && TAX_CATEGORIES.has(builtin.categoryId) && builtin.confidence >= TAX_REFERENCE_CONFIDENCE;
  const history = taxByReference ? null : matchHistory(run.history, parsed.payee, directionOf(t.amount));
  if (history && history.confidence >= DEFAULT_THRESHOLD) {
    return decision(t.id, history.categoryId, history.confidence, history.reason, "history");
  }
  // A director named without a word of what for: before any pattern or guess, which knows no director.
  if (fact) return decision(t.id, fact.categoryId, fact.confidence, fact.reason, "company");
  if (builtin && builtin.confidence >= DEFAULT_THRESHOLD) {
    const d = decision(t.id, builtin.categoryId, builtin.confidence, builtin.reason, "builtin");
    return builtin.vatRate ? { ...d, vatRate: builtin.vatRate, vatReason: builtin.reason } : d;
  }
  if (!run.model) return null;
  const p = modelPrediction(run, run.model, parsed, t);
  if (p.probability < run.modelThreshold) return null;
  return decision(t.id, p.categoryId, p.probability, p.reason, "model");
}

/**
 * The rate the person set for this payee follows it to its later lines, whatever stage chose the category; only
 * their own rule's rate comes first. A built-in rule's usual rate (food zero-rated) is what is left without either.
 */
function withLearnedVat(run: Run, d: Decision, payee: string): Decision {
  if (d.vatRate && d.stage === "rule") return d;
  const learned = learnedVat(run.history, payee);
  return learned ? { ...d, ...learned } : d;
}

export function categorise(
  txns: readonly TxnToCategorise[],
  ctx: CategoriseContext,
  options: CategoriseOptions = {},
): CategoriseResult {
  return categoriseSlice(startRun(txns, ctx, options), txns, 0, txns.length);
}

/**
 * The same decisions as `categorise`, handed out `partSize` rows at a time (in input order) and each part only when
 * asked for: a caller can write one part away while the next is worked out. What looks across all the rows (the
 * company's first receipt) is settled before the first part, so the parts together equal one `categorise` call.
 */
export function* categoriseInParts(
  txns: readonly TxnToCategorise[],
  ctx: CategoriseContext,
  partSize: number,
  options: CategoriseOptions = {},
): Generator<CategoriseResult & { from: number }> {
  if (!(partSize >= 1)) throw new Error("categoriseInParts: a part holds at least one row");
  const run = startRun(txns, ctx, options);
  for (let from = 0; from < txns.length; from += partSize) {
    yield { from, ...categoriseSlice(run, txns, from, Math.min(txns.length, from + partSize)) };
  }
}

function startRun(txns: readonly TxnToCategorise[], ctx: CategoriseContext, options: CategoriseOptions): Run {
  return {
    rules: compileUserRules(ctx.rules),
    facts: prepareFacts(ctx.company, txns),
    history: ctx.historyIndex ?? buildHistoryIndex(ctx.history, ctx.vatHistory),
    model: options.useModel === false ? null : ctx.model,
    modelThreshold: ctx.modelThreshold ?? DEFAULT_THRESHOLD,
    modelCache: new Map(),
  };
}

function categoriseSlice(run: Run, txns: readonly TxnToCategorise[], from: number, to: number): CategoriseResult {
  const decisions: Decision[] = [];
  const undecided: TxnToCategorise[] = [];
  for (let i = from; i < to; i++) {
    const t = txns[i]!;
    const parsed = parseNarrative(t.description);
    let verdict = decide(run, t, parsed);
    if (!verdict) {
      verdict = guessDecision(run, t, parsed);
      undecided.push(t);
    }
    decisions.push(withLearnedVat(run, verdict, parsed.payee));
  }
  return { decisions, undecided };
}
