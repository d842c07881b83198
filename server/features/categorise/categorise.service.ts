import type { CategoryId } from "../../../core/categories";
import {
  categorise,
  type Decision,
  getBaseModel,
  normalisePayee,
  similarPayee,
  withUserExamples,
} from "../../../core/categorise";
import type { CategorizeResponse } from "../../../core/contracts";
import { isUuid } from "../../../core/contracts";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import type { Scope } from "../../platform/auth/request-context";
import { AppError } from "../../platform/errors";
import {
  applyDecisions,
  loadActive,
  loadHistory,
  loadRules,
  loadToCategorise,
  SET_BY_YOU,
  setNotes,
  setUserCategory,
} from "./categorise.repo";
import { llmStage } from "./llm-stage";
import { ruleExists } from "./rules.repo";

/** The page gives up at 60 s; the server answers within 50 s whatever the optional LLM stage does. */
const SERVER_BUDGET_MS = 50_000;

const RULE_STAGES = new Set(["rule", "history", "builtin"]);
const AI_STAGES = new Set(["model", "llm"]);

export async function categoriseTransactions(
  db: Db,
  env: Env,
  scope: Scope,
  ids: string[],
  log: { warn: (obj: object, msg: string) => void },
): Promise<CategorizeResponse> {
  const started = Date.now();
  const valid = new Set<string>();
  for (const id of ids) if (isUuid(id)) valid.add(id.toLowerCase());
  const rows = valid.size ? await loadToCategorise(db, scope, valid) : [];
  if (rows.length === 0) return { updated: 0, stats: { ruleMatches: 0, aiMatches: 0, defaultMatches: 0 } };
  const [rules, history] = await Promise.all([loadRules(db, scope.userId), loadHistory(db, scope.userId)]);
  const model = withUserExamples(getBaseModel(), history);
  const txns = rows.map((r) => ({ id: r.id, description: r.description, amount: r.amount }));
  const { decisions, undecided } = categorise(txns, { rules, history, model });
  const budget = SERVER_BUDGET_MS - (Date.now() - started) - 2_000;
  const fromLlm = await llmStage(env, undecided, budget, log);
  // core's decisions already hold a default for every undecided row; an LLM answer replaces that default.
  const byLlm = new Map(fromLlm.map((d) => [d.id, d]));
  const all: Decision[] = byLlm.size ? decisions.map((d) => byLlm.get(d.id) ?? d) : decisions;
  const updated = await applyDecisions(db, scope, all, rows);
  const stats = { ruleMatches: 0, aiMatches: 0, defaultMatches: 0 };
  for (const d of all) {
    if (RULE_STAGES.has(d.stage)) stats.ruleMatches++;
    else if (AI_STAGES.has(d.stage)) stats.aiMatches++;
    else stats.defaultMatches++;
  }
  return { updated, stats };
}

export interface RuleSuggestion {
  contains: string;
  categoryId: CategoryId;
  payee: string;
  corrections: number;
}

/**
 * The user's own choice. When they have now set the same payee to the same category at least twice and no rule
 * says so yet, the answer carries a suggested rule for the page to offer.
 */
export async function setCategoryByUser(
  db: Db,
  scope: Scope,
  id: string,
  patch: { categoryId?: string | null; notes?: string | null },
): Promise<{ ok: true; suggestRule: RuleSuggestion | null }> {
  if (!isUuid(id)) throw new AppError("not_found", "Transaction not found.");
  if (patch.notes !== undefined && !(await setNotes(db, scope, id, patch.notes))) {
    throw new AppError("not_found", "Transaction not found.");
  }
  if (patch.categoryId === undefined) return { ok: true, suggestRule: null };
  const changed = await setUserCategory(db, scope, [id], patch.categoryId);
  if (changed.length === 0) throw new AppError("not_found", "Transaction not found.");
  if (patch.categoryId === null) return { ok: true, suggestRule: null };
  return { ok: true, suggestRule: await ruleSuggestion(db, scope, id, patch.categoryId as CategoryId) };
}

async function ruleSuggestion(
  db: Db,
  scope: Scope,
  id: string,
  categoryId: CategoryId,
): Promise<RuleSuggestion | null> {
  const rows = await loadActive(db, scope);
  const row = rows.find((r) => r.id === id);
  if (!row) return null;
  const payee = normalisePayee(row.description);
  if (!payee) return null;
  const corrections = rows.filter(
    (r) => r.stage === "user" && r.categoryId === categoryId && normalisePayee(r.description) === payee,
  ).length;
  if (corrections < 2) return null;
  const contains = payee.toUpperCase();
  if (await ruleExists(db, scope.userId, contains, categoryId)) return null;
  return { contains, categoryId, payee, corrections };
}

/**
 * "Apply to similar": the category of one row goes to every uncategorised or less certain row of the same payee
 * (never to a row whose category the user set by hand).
 */
export async function applyToSimilar(db: Db, scope: Scope, id: string): Promise<{ updated: number; ids: string[] }> {
  if (!isUuid(id)) throw new AppError("not_found", "Transaction not found.");
  const rows = await loadActive(db, scope);
  const source = rows.find((r) => r.id === id);
  if (!source) throw new AppError("not_found", "Transaction not found.");
  if (!source.categoryId) throw new AppError("bad_request", "Choose a category for this transaction first.");
  const payee = normalisePayee(source.description);
  const sourceConfidence = source.confidence ?? 0;
  const targets = rows.filter(
    (r) =>
      r.id !== id &&
      r.stage !== "user" &&
      Math.sign(r.amount) === Math.sign(source.amount) &&
      (r.categoryId === null || (r.confidence ?? 0) < sourceConfidence || r.stage === "default") &&
      similarPayee(payee, normalisePayee(r.description)),
  );
  if (targets.length === 0) return { updated: 0, ids: [] };
  const changed = await setUserCategory(
    db,
    scope,
    targets.map((t) => t.id),
    source.categoryId,
    `${SET_BY_YOU} (applied to payments like "${payee}")`,
  );
  return { updated: changed.length, ids: changed };
}
