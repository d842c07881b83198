import { type CategoryId, categoryName } from "../../../core/categories";
import {
  type CompanyFacts,
  categorise,
  categoriseInParts,
  type Decision,
  getBaseModel,
  normalisePayee,
  suggestRuleFromCorrections,
  withUserExamples,
} from "../../../core/categorise";
import type {
  BulkUpdateBody,
  BulkUpdateResponse,
  CategorizeResponse,
  NeedsReviewResponse,
  PatchTransactionBody,
} from "../../../core/contracts";
import { isUuid } from "../../../core/contracts";
import { fromDecimalString, fromPoundsNumber } from "../../../core/money";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import type { Scope } from "../../platform/auth/request-context";
import { type CompanyRow, getCompany } from "../../platform/company/company-row";
import { AppError } from "../../platform/errors";
import { assertTransactionsOpen } from "../periods/period-guard";
import { refreshTransferFlags } from "../transfers/transfers.service";
import {
  applyDecisions,
  applyDecisionsInParts,
  findActiveIds,
  loadAllToCategorise,
  loadHistory,
  loadRules,
  loadToCategorise,
  loadDescription as loadToSuggestFrom,
  loadUncategorised,
  loadVatHistory,
  MANY_IDS,
  setNotes,
  setUserCategory,
  setVatRate,
} from "./categorise.repo";
import { llmConfigured, llmStage } from "./llm-stage";
import { currentCategory, loadCorrections, loadNeedsReview } from "./review.repo";
import { ruleExists } from "./rules.repo";

/** The page gives up at 60 s; the server answers within 50 s whatever the optional LLM stage does. */
const SERVER_BUDGET_MS = 50_000;

const RULE_STAGES = new Set(["rule", "company", "history", "builtin"]);
const AI_STAGES = new Set(["model", "llm"]);

/** The rows a categorisation runs on: the company's among `ids`, or (none given) every uncategorised one. */
async function rowsToCategorise(db: Db, scope: Scope, ids: string[] | undefined) {
  if (ids === undefined) return loadUncategorised(db, scope);
  if (ids.length > MANY_IDS) {
    // Asked for before the ids are checked: on a database server it reads the rows while this thread checks them.
    const reading = loadAllToCategorise(db, scope);
    const valid = validIds(ids);
    return (await reading).filter((r) => valid.has(r.id));
  }
  const valid = validIds(ids);
  return valid.size ? loadToCategorise(db, scope, valid) : [];
}

/** The uuids among `ids`, lower-cased; anything else names no row. */
function validIds(ids: readonly string[]): Set<string> {
  const valid = new Set<string>();
  for (const id of ids) if (isUuid(id)) valid.add(id.toLowerCase());
  return valid;
}

/**
 * Rows worked out and written at a time when no LLM stage follows: on a database server one part is written while
 * the next is worked out (applyDecisionsInParts).
 */
const PART_ROWS = 20_000;

export async function categoriseTransactions(
  db: Db,
  env: Env,
  scope: Scope,
  ids: string[] | undefined,
  log: { warn: (obj: object, msg: string) => void },
): Promise<CategorizeResponse> {
  const started = Date.now();
  // What the categoriser learns from, the company's own rules and history only, is read beside the rows (side by
  // side on a database server).
  const [rows, rules, history, vatHistory, company] = await Promise.all([
    rowsToCategorise(db, scope, ids),
    loadRules(db, scope),
    loadHistory(db, scope),
    loadVatHistory(db, scope),
    getCompany(db, scope),
  ]);
  const stats = { ruleMatches: 0, aiMatches: 0, defaultMatches: 0 };
  if (rows.length === 0) return { updated: 0, stats };
  const model = withUserExamples(getBaseModel(), history);
  const txns = rows.map((r) => ({ id: r.id, description: r.description, amount: r.amount, date: r.date }));
  const context = { rules, history, vatHistory, model, company: company ? companyFacts(company) : undefined };
  // Only a VAT-registered company's lines carry a rate of their own; the others keep their categories' defaults.
  const asStored = (ds: Decision[]) => (company?.vatRegistered === true ? ds : ds.map(withoutVat));
  if (!llmConfigured(env)) {
    function* parts() {
      for (const part of categoriseInParts(txns, context, PART_ROWS)) {
        const decisions = asStored(part.decisions);
        countStages(stats, decisions);
        yield { from: part.from, decisions };
      }
    }
    return { updated: await applyDecisionsInParts(db, scope, parts(), rows), stats };
  }
  const categorised = categorise(txns, context);
  const decisions = asStored(categorised.decisions);
  const budget = SERVER_BUDGET_MS - (Date.now() - started) - 2_000;
  const fromLlm = await llmStage(env, categorised.undecided, budget, log);
  // core's decisions already hold a default for every undecided row; an LLM answer replaces that default.
  const byLlm = new Map(fromLlm.map((d) => [d.id, d]));
  const all: Decision[] = byLlm.size ? decisions.map((d) => byLlm.get(d.id) ?? d) : decisions;
  const updated = await applyDecisions(db, scope, all, rows);
  countStages(stats, all);
  return { updated, stats };
}

/** The answer's counts: by rules (the person's, the company's facts, history, built-in), by AI, by default. */
function countStages(stats: CategorizeResponse["stats"], decisions: readonly Decision[]): void {
  for (const d of decisions) {
    if (RULE_STAGES.has(d.stage)) stats.ruleMatches++;
    else if (AI_STAGES.has(d.stage)) stats.aiMatches++;
    else stats.defaultMatches++;
  }
}

function withoutVat(d: Decision): Decision {
  if (!d.vatRate) return d;
  const { vatRate: _rate, vatReason: _reason, ...rest } = d;
  return rest;
}

/** What the company's own record tells the categoriser: its directors, share capital and HMRC references. */
function companyFacts(c: CompanyRow): CompanyFacts {
  const shareCapital = c.openingBalances?.calledUpShareCapital;
  return {
    directors: c.directors,
    shareCapital: typeof shareCapital === "number" && shareCapital > 0 ? fromPoundsNumber(shareCapital) : null,
    vatNumber: c.vatNumber,
    payeReference: c.payeReference,
  };
}

export interface RuleSuggestion {
  contains: string;
  categoryId: CategoryId;
  payee: string;
  corrections: number;
}

/** A VAT rate on a line needs a VAT-registered company (clearing one back to the category's default does not). */
async function assertVatRateAllowed(db: Db, scope: Scope, vatRate: string | null | undefined): Promise<void> {
  if (vatRate === undefined || vatRate === null) return;
  const company = await getCompany(db, scope);
  if (company?.vatRegistered !== true) {
    throw new AppError(
      "bad_request",
      "The company is not VAT-registered, so its transactions carry no VAT rate. Set the VAT registration on " +
        "the Company page first.",
    );
  }
}

/**
 * The user's own choice of category, VAT rate or notes, all checked before anything is written: another user's or
 * a deleted row is not found, a row of a closed period cannot change (409), a VAT rate needs a VAT-registered
 * company. When they have now set the same payee to the same category at least twice and no rule says so yet, the
 * answer carries a suggested rule for the page to offer.
 */
export async function setCategoryByUser(
  db: Db,
  scope: Scope,
  id: string,
  patch: PatchTransactionBody,
): Promise<{ ok: true; suggestRule: RuleSuggestion | null }> {
  if (!isUuid(id) || (await findActiveIds(db, scope, [id])).length === 0) {
    throw new AppError("not_found", "Transaction not found.");
  }
  await assertTransactionsOpen(db, scope, [id]);
  await assertVatRateAllowed(db, scope, patch.vatRate);
  const changed = await db.transaction(async (tx) => {
    const q = tx as unknown as Db;
    if (patch.notes !== undefined && !(await setNotes(q, scope, id, patch.notes))) return false;
    if (patch.vatRate !== undefined && (await setVatRate(q, scope, [id], patch.vatRate)).length === 0) return false;
    if (patch.categoryId !== undefined && (await setUserCategory(q, scope, [id], patch.categoryId)).length === 0) {
      return false;
    }
    return true;
  });
  if (!changed) throw new AppError("not_found", "Transaction not found.");
  // A transfer's other side may now stand alone (or be whole again): its line says so.
  if (patch.categoryId !== undefined) await refreshTransferFlags(db, scope);
  if (patch.categoryId === undefined || patch.categoryId === null) return { ok: true, suggestRule: null };
  return { ok: true, suggestRule: await ruleSuggestion(db, scope, id, patch.categoryId as CategoryId) };
}

/**
 * One category and/or VAT rate for many rows, all or nothing: ids that are not the company's active rows are
 * reported as not found; a row of a closed period refuses the whole change (409).
 */
export async function bulkUpdate(db: Db, scope: Scope, body: BulkUpdateBody): Promise<BulkUpdateResponse> {
  const unique = [...new Set(body.ids.map((id) => id.toLowerCase()))];
  const valid = unique.filter((id) => isUuid(id));
  const found = await findActiveIds(db, scope, valid);
  await assertTransactionsOpen(db, scope, found);
  await assertVatRateAllowed(db, scope, body.vatRate);
  const done = new Set(found);
  const notFound = unique.filter((id) => !done.has(id));
  if (found.length === 0) return { updated: 0, notFound };
  await db.transaction(async (tx) => {
    const q = tx as unknown as Db;
    if (body.categoryId !== undefined) await setUserCategory(q, scope, found, body.categoryId);
    if (body.vatRate !== undefined) await setVatRate(q, scope, found, body.vatRate);
  });
  if (body.categoryId !== undefined) await refreshTransferFlags(db, scope);
  return { updated: found.length, notFound };
}

/**
 * The rule core suggests (core/categorise suggest-rule) from the person's corrections of this row's payee, unless
 * one of the company's rules already says so. Reads only the rows they set or confirmed, not the company's every row.
 */
async function ruleSuggestion(
  db: Db,
  scope: Scope,
  id: string,
  categoryId: CategoryId,
): Promise<RuleSuggestion | null> {
  const [corrected, rules] = await Promise.all([loadCorrections(db, scope), loadRules(db, scope)]);
  const row = (await loadToSuggestFrom(db, scope, id)) ?? null;
  if (!row) return null;
  const payee = normalisePayee(row);
  if (!payee) return null;
  const examples = corrected
    .filter((r) => normalisePayee(r.description) === payee)
    .map((r) => ({
      description: r.description,
      amount: fromDecimalString(r.amount)!,
      categoryId: r.category_id as CategoryId,
    }));
  const [rule] = suggestRuleFromCorrections(examples, rules).filter((r) => r.categoryId === categoryId);
  if (!rule) return null;
  if (await ruleExists(db, scope, rule.contains, categoryId)) return null;
  return { contains: rule.contains, categoryId, payee, corrections: examples.length };
}

const CONFIRMED_BY_YOU = "Confirmed by you";

/**
 * Keeps the row's category as the person's own (stage "user", confidence 1): it no longer needs review, and it
 * counts as a correction the categoriser learns from, like a category set by hand.
 */
export async function confirmCategory(
  db: Db,
  scope: Scope,
  id: string,
): Promise<{ ok: true; categoryId: string; suggestRule: RuleSuggestion | null }> {
  const categoryId = isUuid(id) ? await currentCategory(db, scope, id) : undefined;
  if (categoryId === undefined) throw new AppError("not_found", "Transaction not found.");
  if (categoryId === null) {
    throw new AppError("bad_request", "This transaction has no category to confirm yet: choose one instead.");
  }
  await assertTransactionsOpen(db, scope, [id]);
  const changed = await setUserCategory(db, scope, [id], categoryId, CONFIRMED_BY_YOU);
  if (changed.length === 0) throw new AppError("not_found", "Transaction not found.");
  return { ok: true, categoryId, suggestRule: await ruleSuggestion(db, scope, id, categoryId as CategoryId) };
}

const NOT_CATEGORISED = "Not categorised yet";

/** The rows the product itself doubts, most doubtful first, each with why (see review.repo). */
export async function needsReview(db: Db, scope: Scope, limit: number): Promise<NeedsReviewResponse> {
  const { total, rows } = await loadNeedsReview(db, scope, limit);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      date: r.date,
      description: r.description,
      amount: r.amount,
      categoryId: r.category_id,
      category: categoryName(r.category_id),
      confidence: r.category_confidence === null ? null : Number(r.category_confidence),
      stage: r.category_stage,
      reason: r.category_id === null ? NOT_CATEGORISED : (r.category_reason ?? NOT_CATEGORISED),
    })),
  };
}
