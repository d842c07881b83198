import { type CategoryId, getCategory } from "../../categories";
import type { VatRate } from "../../vat";
import { tokenize } from "../normalise-payee";
import type { BuiltinRule, RuleInput } from "./rule-types";

interface CompiledPattern {
  rule: BuiltinRule;
  tokens: readonly string[];
  /** Characters of the pattern, spaces excluded: the more of the narrative a pattern explains, the more it wins. */
  specificity: number;
}

/** All rules compiled into three look-up tables, so a narrative is matched in one pass over its tokens. */
export interface CompiledRules {
  byFirstToken: Map<string, CompiledPattern[]>;
  byPrefix: Map<string, CompiledPattern[]>;
  byPayee: Map<string, CompiledPattern[]>;
}

export interface BuiltinMatch {
  categoryId: CategoryId;
  confidence: number;
  reason: string;
  /** The rule's own VAT rate, when its lines usually differ from the category's default. */
  vatRate?: VatRate;
}

const PREFIX_KEY = 4;

function push(map: Map<string, CompiledPattern[]>, key: string, value: CompiledPattern) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function compilePattern(rule: BuiltinRule, pattern: string, out: CompiledRules) {
  if (pattern.startsWith("=")) {
    const payee = tokenize(pattern.slice(1)).join(" ");
    push(out.byPayee, payee, { rule, tokens: [payee], specificity: payee.replaceAll(" ", "").length });
    return;
  }
  if (pattern.endsWith("*")) {
    const prefix = pattern.slice(0, -1);
    if (prefix.length < PREFIX_KEY || prefix.includes(" ")) throw new Error(`bad prefix pattern "${pattern}"`);
    push(out.byPrefix, prefix.slice(0, PREFIX_KEY), { rule, tokens: [prefix], specificity: prefix.length });
    return;
  }
  const tokens = tokenize(pattern);
  if (tokens.length === 0) throw new Error(`empty pattern in rule "${rule.label}"`);
  push(out.byFirstToken, tokens[0]!, { rule, tokens, specificity: tokens.join("").length });
}

export function compileRules(rules: readonly BuiltinRule[]): CompiledRules {
  const out: CompiledRules = { byFirstToken: new Map(), byPrefix: new Map(), byPayee: new Map() };
  for (const rule of rules) {
    if (!getCategory(rule.categoryId)) throw new Error(`unknown category in rule "${rule.label}"`);
    for (const pattern of new Set(rule.patterns)) compilePattern(rule, pattern, out);
  }
  return out;
}

function sequenceAt(tokens: readonly string[], at: number, pattern: readonly string[]): boolean {
  for (let k = 1; k < pattern.length; k++) if (tokens[at + k] !== pattern[k]) return false;
  return true;
}

/** Every pattern found in the narrative, before direction, amount and resolver checks. */
function findPatterns(compiled: CompiledRules, input: RuleInput): CompiledPattern[] {
  const found: CompiledPattern[] = [...(compiled.byPayee.get(input.payee) ?? [])];
  const { tokens } = input;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    for (const p of compiled.byFirstToken.get(token) ?? []) if (sequenceAt(tokens, i, p.tokens)) found.push(p);
    if (token.length >= PREFIX_KEY) {
      for (const p of compiled.byPrefix.get(token.slice(0, PREFIX_KEY)) ?? []) {
        if (token.startsWith(p.tokens[0]!)) found.push(p);
      }
    }
  }
  return found;
}

const EXPENSE_REFUND_FACTOR = 0.9;
const KIND_RANK: Record<BuiltinRule["kind"], number> = { weak: 1, keyword: 2, payee: 3 };

interface Candidate {
  categoryId: CategoryId;
  confidence: number;
  label: string;
  what: string;
  rank: [number, number, number];
  vatRate?: VatRate;
}

/** Whether the narrative has any of the rule's stop sequences ("tesco bank"). */
function stopped(rule: BuiltinRule, tokens: readonly string[]): boolean {
  if (!rule.unless) return false;
  return rule.unless.some((phrase) => {
    const words = tokenize(phrase);
    return tokens.some((t, i) => t === words[0] && sequenceAt(tokens, i, words));
  });
}

function toCandidate(p: CompiledPattern, input: RuleInput): Candidate | null {
  const { rule } = p;
  if (rule.direction && rule.direction !== input.direction) return null;
  if (stopped(rule, input.tokens)) return null;
  if (rule.minSize !== undefined && input.size < rule.minSize) return null;
  if (rule.maxSize !== undefined && input.size > rule.maxSize) return null;
  const resolved = rule.resolve ? rule.resolve(input) : rule;
  if (!resolved) return null;
  let confidence = resolved.confidence;
  // Money in from a supplier is usually a refund: same category, a little less sure, and any rule written for
  // money in (a payout, a grant, a claim) explains it better.
  const refund = !rule.direction && input.direction === "in" && getCategory(resolved.categoryId)?.kind === "expense";
  if (refund) confidence *= EXPENSE_REFUND_FACTOR;
  const rank: Candidate["rank"] = [refund ? 0 : KIND_RANK[rule.kind], p.specificity, confidence];
  // A keyword family is quoted by the words that matched ("GROSS INTEREST"), a payee by its name ("TRAINLINE").
  const label = rule.kind === "keyword" && !rule.resolve ? p.tokens.join(" ").toUpperCase() : resolved.label;
  const candidate: Candidate = { categoryId: resolved.categoryId, confidence, label, what: resolved.what, rank };
  if (rule.vatRate && !rule.resolve) candidate.vatRate = rule.vatRate;
  return candidate;
}

function better(a: Candidate, b: Candidate): boolean {
  for (let i = 0; i < 3; i++) if (a.rank[i] !== b.rank[i]) return a.rank[i]! > b.rank[i]!;
  return false;
}

/** The most specific matching rule: a named payee over a keyword, a longer pattern over a shorter one. */
export function matchCompiled(compiled: CompiledRules, input: RuleInput): BuiltinMatch | null {
  let best: Candidate | null = null;
  for (const p of findPatterns(compiled, input)) {
    const c = toCandidate(p, input);
    if (c && (!best || better(c, best))) best = c;
  }
  if (!best) return null;
  const match: BuiltinMatch = {
    categoryId: best.categoryId,
    confidence: best.confidence,
    reason: `Built-in rule: "${best.label}" ${best.what}`,
  };
  if (best.vatRate) match.vatRate = best.vatRate;
  return match;
}
