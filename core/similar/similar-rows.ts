import { categoryName, getCategory } from "../categories";
import { normalisePayee } from "../categorise/normalise-payee";
import { isNeedsReview } from "../categorise/pipeline";
import { similarNormalised } from "../categorise/similar-payee";
import type { CategoryStage } from "../domain";

/**
 * "Apply to similar" after a correction (one decision, shared by the server's answer and the Transactions page).
 * The category the person chose goes only to rows the categoriser got wrong the same way: rows of a similar payee,
 * the same direction, whose category is of the same kind as the one the corrected row had before. A salary row
 * that was Salaries & Wages moved to Directors' Salaries carries the other salary rows with it, never the same
 * person's dividends: a dividend is a distribution, not a cost, and moving it would change the profit.
 * Rows that already have the chosen category as a guess still to review are offered too, to confirm: choosing a
 * guess again makes it the person's own, and a payee's other guesses are confirmed with it in one go.
 */

/** How a row's category was set, in the words the prompt uses. */
export type SetBy = "rule" | "history" | "model" | "default" | "you" | "transfer";

const SET_BY: Record<string, SetBy> = {
  user: "you",
  rule: "rule",
  builtin: "rule",
  history: "history",
  model: "model",
  llm: "model",
  default: "default",
  transfer: "transfer",
};

/** The stage a category was decided by, as the prompt names it; null for a row with no category. */
export function setByOf(stage: string | null, categoryId: string | null): SetBy | null {
  if (categoryId === null) return null;
  return stage === null ? "default" : (SET_BY[stage] ?? "model");
}

/**
 * The kind of money a category is, for "the same kind": income with income, the profit and loss costs with costs,
 * and every balance-sheet category its own kind (a dividend, a loan or a VAT payment is not interchangeable with
 * anything else). An unknown id is a kind of its own too.
 */
export function categoryGroup(categoryId: string | null): string {
  if (categoryId === null) return "uncategorised";
  const category = getCategory(categoryId);
  if (category?.kind === "income") return "income";
  if (category?.kind === "expense") return "costs";
  return `own:${categoryId}`;
}

export interface SimilarCandidate {
  id: string;
  description: string;
  /** Signed pence (or any signed number): only the sign is read. */
  amount: number;
  categoryId: string | null;
  /** The stage that set the category ("user", "rule", "builtin", "history", "model", "llm", "default", "transfer"). */
  stage: string | null;
  /** How sure the stage was (0..1); below the review threshold, a row with the chosen category is offered to confirm. */
  confidence?: number | null;
  /** Dated in a closed year: it cannot change. */
  locked?: boolean;
}

export interface CorrectedRow {
  id: string;
  description: string;
  amount: number;
  /** The category the person chose. */
  categoryId: string;
  /** The row's category before the person's correction (null when it had none). */
  previousCategoryId: string | null;
}

export interface SimilarRow {
  id: string;
  setBy: SetBy | null;
  /** In the safe set: "Apply" without a list changes it. */
  ticked: boolean;
  /** Why it is not ticked, in words ("set by you", "Dividends: a different kind"); null when ticked. */
  why: string | null;
  /** It has the chosen category already, as a guess: applying keeps the category and makes it the person's own. */
  confirms: boolean;
}

/** Why a similar row stays as it is unless the person ticks it; null when it is safe to change. */
function whyNot(row: SimilarCandidate, group: string): string | null {
  if (row.stage === "user") return "set by you";
  if (row.locked) return "in a closed year";
  if (row.stage === "transfer") return "a transfer between your own accounts";
  // A row with no category has no kind to lose: giving it the chosen one is what the person asked for.
  if (row.categoryId === null) return null;
  if (categoryGroup(row.categoryId) === group) return null;
  return `${categoryName(row.categoryId) ?? row.categoryId}: a different kind`;
}

/** A row with the chosen category that is still a guess to review (never one set by hand, a transfer or closed). */
function toConfirm(row: SimilarCandidate): boolean {
  if (row.locked || row.stage === "transfer" || row.confidence === undefined) return false;
  return isNeedsReview({ stage: row.stage as CategoryStage | null, confidence: row.confidence });
}

/**
 * The rows "Apply to similar" offers after `corrected` was set by hand, in the order given: every other row of a
 * similar payee with the same direction of money whose category would change, each ticked when it is safe (see
 * above) and unticked with the reason otherwise, and those with the chosen category still to review, ticked to
 * confirm. The kind compared with is the corrected row's category before the correction; when it had none, the kind
 * the person chose.
 */
export function similarRows(corrected: CorrectedRow, rows: readonly SimilarCandidate[]): SimilarRow[] {
  const payee = normalisePayee(corrected.description);
  if (!payee) return [];
  const sign = Math.sign(corrected.amount);
  const group = categoryGroup(corrected.previousCategoryId ?? corrected.categoryId);
  const out: SimilarRow[] = [];
  for (const row of rows) {
    if (row.id === corrected.id || Math.sign(row.amount) !== sign) continue;
    const confirms = row.categoryId === corrected.categoryId;
    if (confirms && !toConfirm(row)) continue;
    if (!similarNormalised(payee, normalisePayee(row.description))) continue;
    const why = confirms ? null : whyNot(row, group);
    out.push({ id: row.id, setBy: setByOf(row.stage, row.categoryId), ticked: why === null, why, confirms });
  }
  return out;
}

/** The ids of the rows "Apply to similar" changes when the person does not choose them one by one. */
export function safeSimilarIds(corrected: CorrectedRow, rows: readonly SimilarCandidate[]): string[] {
  return similarRows(corrected, rows)
    .filter((r) => r.ticked)
    .map((r) => r.id);
}
