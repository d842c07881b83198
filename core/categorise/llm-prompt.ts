import { type Category, type CategoryId, isCategoryId } from "../categories";
import { toDecimalString } from "../money";
import { CATEGORY_HINTS } from "./category-hints";
import { redactForLlm } from "./llm-redact";
import { type Decision, directionOf, type TxnToCategorise } from "./types";

export { redactForLlm } from "./llm-redact";

/**
 * The optional LLM stage, minus the HTTP call (the server's job): the prompt, the batching and the validation of
 * the answer. The model must answer with category ids from the list; anything else is ignored.
 */
export interface ChatMessage {
  role: "system" | "user";
  content: string;
}

export interface LlmRequest {
  messages: ChatMessage[];
}

/** Rows per request: small enough for a quick answer, large enough to keep the number of calls down. */
export const LLM_BATCH_SIZE = 40;
/** An LLM's pick is a suggestion, so it is stored just above the "needs review" line only when it is sure enough. */
export const LLM_CONFIDENCE = 0.65;
export const LLM_REASON = "Suggested by the AI assistant from the description";

export function chunk<T>(items: readonly T[], size: number = LLM_BATCH_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a positive integer, got ${size}`);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function systemPrompt(categories: readonly Category[]): string {
  const list = categories.map((c) => `- ${c.id}: ${c.name} — ${CATEGORY_HINTS[c.id]}`).join("\n");
  return [
    "You categorise bank transactions of a UK micro limited company for its year-end accounts (FRS 105).",
    "Each transaction has an id, a description from the bank statement, an amount in pounds (negative = money out)",
    "and a direction. Choose exactly one category id for each transaction from this list:",
    list,
    'Answer with JSON only, no prose: an object mapping each transaction id to a category id, e.g. {"t1": "travel"}.',
    "Use only the ids above. If unsure, pick the most likely one.",
  ].join("\n");
}

/** The key a row goes by in a request: its place in the batch, so no database id leaves the server. */
export function llmKey(index: number): string {
  return `t${index + 1}`;
}

/** Each row as its batch key, its redacted description, amount and direction: nothing else leaves the server. */
export function buildLlmRequest(rows: readonly TxnToCategorise[], categories: readonly Category[]): LlmRequest {
  const lines = rows.map((r, i) =>
    JSON.stringify({
      id: llmKey(i),
      description: redactForLlm(r.description),
      amount: toDecimalString(r.amount),
      direction: directionOf(r.amount),
    }),
  );
  return {
    messages: [
      { role: "system", content: systemPrompt(categories) },
      { role: "user", content: `Transactions:\n${lines.join("\n")}` },
    ],
  };
}

/** The outermost JSON object or array in a reply that may wrap it in prose or a ``` block. */
function extractJson(text: string): unknown {
  const starts = [text.indexOf("{"), text.indexOf("[")].filter((i) => i >= 0);
  if (starts.length === 0) return null;
  const start = Math.min(...starts);
  const end = Math.max(text.lastIndexOf("}"), text.lastIndexOf("]"));
  if (end <= start) return null;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
}

/** Accepts {"id": "category"}, [{"id", "categoryId"|"category"}] or {"answers": [...]}. */
function pairs(json: unknown): [unknown, unknown][] {
  if (Array.isArray(json)) {
    return json
      .filter((x): x is Record<string, unknown> => typeof x === "object" && x !== null)
      .map((x) => [x.id, x.categoryId ?? x.category]);
  }
  if (typeof json !== "object" || json === null) return [];
  const obj = json as Record<string, unknown>;
  const nested = obj.answers ?? obj.results ?? obj.transactions;
  if (Array.isArray(nested)) return pairs(nested);
  return Object.entries(obj);
}

/** Validated id → category id; unknown ids, unknown categories and malformed JSON are ignored (→ empty map). */
export function parseLlmAnswer(text: string, ids: readonly string[]): Map<string, CategoryId> {
  const allowed = new Set(ids);
  const out = new Map<string, CategoryId>();
  for (const [id, category] of pairs(extractJson(text))) {
    if (typeof id !== "string" || !allowed.has(id)) continue;
    if (typeof category !== "string" || !isCategoryId(category.trim())) continue;
    out.set(id, category.trim() as CategoryId);
  }
  return out;
}

/** Decisions for the rows the LLM answered; rows it skipped keep their earlier (default) decision. */
export function llmDecisions(rows: readonly TxnToCategorise[], answer: ReadonlyMap<string, CategoryId>): Decision[] {
  return rows.flatMap((r) => {
    const categoryId = answer.get(r.id);
    return categoryId
      ? [{ id: r.id, categoryId, confidence: LLM_CONFIDENCE, reason: LLM_REASON, stage: "llm" as const }]
      : [];
  });
}

/** The decisions an answer to buildLlmRequest(rows) holds, keyed back from batch keys to the rows' own ids. */
export function decisionsFromLlmAnswer(rows: readonly TxnToCategorise[], text: string): Decision[] {
  const answer = parseLlmAnswer(
    text,
    rows.map((_, i) => llmKey(i)),
  );
  const byRowId = new Map<string, CategoryId>();
  rows.forEach((r, i) => {
    const categoryId = answer.get(llmKey(i));
    if (categoryId) byRowId.set(r.id, categoryId);
  });
  return llmDecisions(rows, byRowId);
}
