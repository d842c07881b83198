import { categoryName } from "../categories";
import { formatGBP, type Pence } from "../money";
import { directionOf, type UserRule } from "./types";

export interface CompiledUserRule {
  rule: UserRule;
  /** Upper case, single-spaced: matching ignores case and repeated spaces. */
  needle: string;
  reason: string;
}

/** Upper case with runs of whitespace collapsed, so "Northwind  Ltd" matches "NORTHWIND LTD". */
export function foldText(text: string): string {
  const upper = text.toUpperCase();
  return SPACES_TO_FOLD.test(upper) ? upper.replace(/\s+/g, " ").trim() : upper;
}

/** Runs of spaces, tabs or newlines, or spaces at either end: only then is a rewrite needed. */
const SPACES_TO_FOLD = /\s\s|[^\S ]|^\s|\s$/;

function conditions(rule: UserRule): string {
  const parts = [`description contains "${rule.contains.trim()}"`];
  if (rule.direction === "in") parts.push("money in");
  if (rule.direction === "out") parts.push("money out");
  const min = rule.minAmount ?? null;
  const max = rule.maxAmount ?? null;
  if (min !== null && max !== null) parts.push(`${formatGBP(min)} to ${formatGBP(max)}`);
  else if (min !== null) parts.push(`at least ${formatGBP(min)}`);
  else if (max !== null) parts.push(`at most ${formatGBP(max)}`);
  return parts.join(", ");
}

/** 'Your rule: description contains "NORTHWIND", so Sales'; a named rule is quoted by its name too. */
export function describeUserRule(rule: UserRule): string {
  const named = rule.name?.trim() ? ` "${rule.name.trim()}"` : "";
  return `Your rule${named}: ${conditions(rule)}, so ${categoryName(rule.categoryId) ?? rule.categoryId}`;
}

/** Rules with an empty "contains" would match everything; they are dropped rather than trusted. */
export function compileUserRules(rules: readonly UserRule[]): CompiledUserRule[] {
  return rules
    .map((rule) => ({ rule, needle: foldText(rule.contains), reason: describeUserRule(rule) }))
    .filter((c) => c.needle !== "");
}

function amountFits(rule: UserRule, amount: Pence): boolean {
  const size = Math.abs(amount);
  if (rule.minAmount != null && size < Math.abs(rule.minAmount)) return false;
  if (rule.maxAmount != null && size > Math.abs(rule.maxAmount)) return false;
  return true;
}

/** The first matching rule in the person's order wins, so they control precedence by ordering their rules. */
export function matchUserRule(
  compiled: readonly CompiledUserRule[],
  folded: string,
  amount: Pence,
): CompiledUserRule | null {
  const direction = directionOf(amount);
  for (const c of compiled) {
    if (c.rule.direction && c.rule.direction !== direction) continue;
    if (!amountFits(c.rule, amount)) continue;
    if (folded.includes(c.needle)) return c;
  }
  return null;
}
