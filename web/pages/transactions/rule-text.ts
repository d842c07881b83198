import { type Pence, toDecimalString } from "../../../core/money";
import type { Rule, RuleInput } from "../../api/rules";
import { money } from "../../lib/money";
import { amountLimit } from "./filter-rows";

export const DIRECTION_LABELS = { any: "Any", in: "Money in", out: "Money out" } as const;

export function directionText(direction: Rule["direction"]): string {
  return DIRECTION_LABELS[direction ?? "any"];
}

/** "Any amount", "£10.00 to £50.00", "From £10.00", "Up to £50.00" (rules compare the amount without its sign). */
export function amountRangeText(min: string | null, max: string | null): string {
  if (min && max) return `${money(min)} to ${money(max)}`;
  if (min) return `From ${money(min)}`;
  if (max) return `Up to ${money(max)}`;
  return "Any amount";
}

/** What the Rules form holds, as typed. */
export interface RuleDraft {
  contains: string;
  categoryId: string;
  direction: "any" | "in" | "out";
  minAmount: string;
  maxAmount: string;
}

export const EMPTY_DRAFT: RuleDraft = { contains: "", categoryId: "", direction: "any", minAmount: "", maxAmount: "" };

export function draftOf(rule: Rule): RuleDraft {
  return {
    contains: rule.contains,
    categoryId: rule.categoryId,
    direction: rule.direction ?? "any",
    minAmount: rule.minAmount ?? "",
    maxAmount: rule.maxAmount ?? "",
  };
}

/** The absolute amount in pence; null for an empty box, undefined for one that cannot be read. */
function amountOf(text: string): Pence | null | undefined {
  if (text.trim() === "") return null;
  const p = amountLimit(text);
  return p === null ? undefined : (Math.abs(p) as Pence);
}

/** The request body, or the first thing to fix (the server checks the same and has the last word). */
export function ruleInputOf(d: RuleDraft): { input: RuleInput } | { error: string } {
  const contains = d.contains.trim();
  if (contains.length < 2) return { error: "Enter at least 2 characters the description contains." };
  if (!d.categoryId) return { error: "Choose a category." };
  const min = amountOf(d.minAmount);
  const max = amountOf(d.maxAmount);
  if (min === undefined || max === undefined) return { error: "Enter amounts such as 25.00." };
  if (min !== null && max !== null && min > max) return { error: "The minimum amount is above the maximum." };
  return {
    input: {
      contains,
      categoryId: d.categoryId,
      direction: d.direction === "any" ? null : d.direction,
      minAmount: min === null ? null : toDecimalString(min),
      maxAmount: max === null ? null : toDecimalString(max),
    },
  };
}
