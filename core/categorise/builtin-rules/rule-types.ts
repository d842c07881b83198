import { type CategoryId, getCategory } from "../../categories";
import type { VatRate } from "../../vat";
import type { Direction } from "../types";

/** What a rule with a resolver sees: the narrative's tokens (lower case, digits kept) and the money's direction. */
export interface RuleInput {
  tokens: readonly string[];
  payee: string;
  direction: Direction;
  /** Absolute amount in pence. */
  size: number;
}

/** A resolver's verdict, for rules whose category depends on a reference (HMRC). */
export interface Resolution {
  categoryId: CategoryId;
  confidence: number;
  label: string;
  what: string;
}

/**
 * One curated UK payee or pattern. Patterns are lower-case token sequences matched anywhere in the narrative:
 * "british gas"; a single token ending in "*" matches by prefix ("amzn*" → "amznmktplace"); "=three" matches only
 * when the whole normalised payee is "three" (for short or common words).
 */
export interface BuiltinRule {
  /** Quoted in the reason: 'Built-in rule: "TRAINLINE" is rail travel'. */
  label: string;
  patterns: readonly string[];
  categoryId: CategoryId;
  what: string;
  confidence: number;
  /**
   * A named payee beats a keyword ("HISCOX" over "INSURANCE"), and a keyword beats a weak one: "COUNCIL" says who
   * is paid, "PARKING" what for.
   */
  kind: RuleKind;
  direction?: Direction;
  /** Bounds on the absolute amount in pence, inclusive. */
  minSize?: number;
  maxSize?: number;
  resolve?: (input: RuleInput) => Resolution | null;
  /**
   * Token sequences that stop the rule when the narrative has them: the brand's other business ("TESCO BANK" is a
   * card or loan repayment, not a shop).
   */
  unless?: readonly string[];
  /** The VAT rate its lines usually carry when it differs from the category's default (food is zero-rated). */
  vatRate?: VatRate;
}

export type RuleKind = "payee" | "keyword" | "weak";

export interface GroupOptions {
  kind?: RuleKind;
  /** "any" lets a keyword of a cost match money in too. */
  direction?: Direction | "any";
  minSize?: number;
  maxSize?: number;
  vatRate?: VatRate;
  unless?: readonly string[];
}

/**
 * Declares many rules of one category compactly. Each entry is "Label|alias|alias": the label is shown upper case
 * and is itself a pattern; aliases are extra patterns.
 */
export function group(
  categoryId: CategoryId,
  what: string,
  confidence: number,
  entries: readonly string[],
  options: GroupOptions = {},
): BuiltinRule[] {
  return entries.map((entry) => {
    const [label = "", ...aliases] = entry.split("|");
    return {
      label: label.replace(/^=/, "").replace(/\*$/, "").toUpperCase(),
      patterns: [label, ...aliases].map((p) => p.toLowerCase()),
      categoryId,
      what,
      confidence,
      kind: options.kind ?? "payee",
      ...(options.direction && options.direction !== "any" ? { direction: options.direction } : {}),
      ...(options.minSize !== undefined ? { minSize: options.minSize } : {}),
      ...(options.maxSize !== undefined ? { maxSize: options.maxSize } : {}),
      ...(options.vatRate ? { vatRate: options.vatRate } : {}),
      ...(options.unless ? { unless: options.unless } : {}),
    };
  });
}

/**
 * Keyword families. A keyword of a cost says what was bought, so by default it only matches money out: money in
 * from "ASHDOWN PARK HOTEL" is a customer paying, not a hotel bill.
 */
export function keywords(
  categoryId: CategoryId,
  what: string,
  confidence: number,
  entries: readonly string[],
  options: GroupOptions = {},
): BuiltinRule[] {
  const isCost = getCategory(categoryId)?.kind === "expense";
  const direction = options.direction ?? (isCost ? "out" : "any");
  return group(categoryId, what, confidence, entries, { kind: "keyword", ...options, direction });
}

/** £250: below it a computer shop or furniture purchase is treated as office costs, above as equipment. */
export const EQUIPMENT_MIN_PENCE = 25_000;
