import type { CategoryId } from "../categories";
import { normalisePayee } from "./normalise-payee";
import { type Direction, directionOf, type LabelledExample, type UserRule } from "./types";
import { compileUserRules, foldText, matchUserRule } from "./user-rules";

/** Words too common to identify a payee on their own. */
const GENERIC = new Set([
  "the",
  "and",
  "ltd",
  "limited",
  "uk",
  "services",
  "service",
  "trading",
  "group",
  "company",
  "stores",
  "store",
  "shop",
  "payments",
  "payment",
  "online",
  "direct",
  "of",
  "co",
  "london",
  "salary",
  "wages",
  "pay",
  "card",
  "bank",
  "transfer",
  "international",
  "holdings",
  "solutions",
  "supplies",
  "business",
  "account",
  "fee",
  "fees",
  "dividend",
  "loan",
]);

const MIN_CORRECTIONS = 2;

/**
 * The payee's first real word first (names lead: "SPARKWISE electrical"), then the others longest first; trade
 * words further on ("electrical", "timber") are shared by many payees.
 */
function candidateTokens(payee: string): string[] {
  const words = payee.split(" ").filter((w) => w.length >= 3 && !GENERIC.has(w));
  const [first, ...rest] = words;
  return first === undefined ? [] : [first, ...rest.sort((a, b) => b.length - a.length)];
}

/** A word (or the whole payee) that every corrected narrative contains, as the rule's "contains". */
function distinctiveText(payee: string, descriptions: readonly string[]): string | null {
  const folded = descriptions.map(foldText);
  for (const candidate of [...candidateTokens(payee), payee]) {
    const needle = candidate.toUpperCase();
    if (folded.every((d) => d.includes(needle))) return needle;
  }
  return null;
}

function commonDirection(examples: readonly LabelledExample[]): Direction | null {
  const first = directionOf(examples[0]!.amount);
  return examples.every((e) => directionOf(e.amount) === first) ? first : null;
}

/**
 * When the person has corrected the same payee to the same category at least twice (and never to another one),
 * suggests a rule "description contains <distinctive word> → category", unless one of their rules already covers
 * those lines. `corrections` are the lines whose category the person changed by hand, oldest first.
 */
export function suggestRuleFromCorrections(
  corrections: readonly LabelledExample[],
  existing: readonly UserRule[] = [],
): UserRule[] {
  const byPayee = new Map<string, LabelledExample[]>();
  for (const c of corrections) {
    const payee = normalisePayee(c.description);
    if (payee === "") continue;
    byPayee.set(payee, [...(byPayee.get(payee) ?? []), c]);
  }
  const compiled = compileUserRules(existing);
  const out: UserRule[] = [];
  for (const [payee, examples] of byPayee) {
    const categories = new Set<CategoryId>(examples.map((e) => e.categoryId));
    if (examples.length < MIN_CORRECTIONS || categories.size !== 1) continue;
    const categoryId = examples[0]!.categoryId;
    const covered = examples.every(
      (e) => matchUserRule(compiled, foldText(e.description), e.amount)?.rule.categoryId === categoryId,
    );
    if (covered) continue;
    const contains = distinctiveText(
      payee,
      examples.map((e) => e.description),
    );
    if (!contains) continue;
    const direction = commonDirection(examples);
    out.push({
      id: `suggested:${categoryId}:${contains}`,
      contains,
      categoryId,
      direction,
      minAmount: null,
      maxAmount: null,
    });
  }
  return out;
}
