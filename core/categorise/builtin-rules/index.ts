import type { Pence } from "../../money";
import type { ParsedNarrative } from "../normalise-payee";
import { directionOf } from "../types";
import { ADMIN_AND_PROFESSIONAL_RULES } from "./admin-professional";
import { BANKING_RULES } from "./banking";
import { INSURANCE_AND_PENSION_RULES } from "./insurance-pensions";
import { type BuiltinMatch, type CompiledRules, compileRules, matchCompiled } from "./matcher";
import { MOTOR_RULES } from "./motor";
import { PEOPLE_AND_EQUITY_RULES } from "./people-equity";
import type { BuiltinRule } from "./rule-types";
import { SECTOR_RULES } from "./sector-suppliers";
import { SOFTWARE_RULES } from "./software";
import { SUPPLIER_RULES } from "./suppliers";
import { TAX_RULES } from "./tax";
import { TRAVEL_RULES } from "./travel";
import { UTILITY_AND_TELECOM_RULES } from "./utilities-telecoms";

export type { BuiltinMatch } from "./matcher";
export type { BuiltinRule } from "./rule-types";

export const BUILTIN_RULES: readonly BuiltinRule[] = [
  ...TAX_RULES,
  ...UTILITY_AND_TELECOM_RULES,
  ...SOFTWARE_RULES,
  ...TRAVEL_RULES,
  ...MOTOR_RULES,
  ...INSURANCE_AND_PENSION_RULES,
  ...SUPPLIER_RULES,
  ...BANKING_RULES,
  ...PEOPLE_AND_EQUITY_RULES,
  ...ADMIN_AND_PROFESSIONAL_RULES,
  ...SECTOR_RULES,
];

/** Rules (a payee or keyword family with its category and direction); some payees have one rule per direction. */
export const BUILTIN_RULE_COUNT = BUILTIN_RULES.length;

/** Distinct patterns (payee names, aliases and keywords) the rules recognise. */
export const BUILTIN_PATTERN_COUNT = BUILTIN_RULES.reduce((n, r) => n + new Set(r.patterns).size, 0);

let compiled: CompiledRules | null = null;

/** Compiled once, on first use. */
function rules(): CompiledRules {
  compiled ??= compileRules(BUILTIN_RULES);
  return compiled;
}

/** Every amount at which some rule starts or stops applying ("£250 or more" is equipment). */
const SIZE_BOUNDS = [
  ...new Set(BUILTIN_RULES.flatMap((r) => [r.minSize, r.maxSize === undefined ? undefined : r.maxSize + 1])),
]
  .filter((b): b is number => b !== undefined)
  .sort((a, b) => a - b);

function sizeClass(size: number): number {
  let k = 0;
  while (k < SIZE_BOUNDS.length && size >= SIZE_BOUNDS[k]!) k++;
  return k;
}

/**
 * A rule's verdict depends only on the parsed narrative, the direction and the size class, so it is remembered per
 * parsed narrative (parses are shared by narratives that differ only in long numbers).
 */
const memo = new WeakMap<ParsedNarrative, (BuiltinMatch | null)[]>();

export function matchBuiltin(parsed: ParsedNarrative, amount: Pence): BuiltinMatch | null {
  const direction = directionOf(amount);
  const size = Math.abs(amount);
  const slot = (direction === "in" ? 0 : SIZE_BOUNDS.length + 1) + sizeClass(size);
  let row = memo.get(parsed);
  if (!row) {
    row = [];
    memo.set(parsed, row);
  }
  const known = row[slot];
  if (known !== undefined) return known;
  const result = matchCompiled(rules(), { tokens: parsed.tokens, payee: parsed.payee, direction, size });
  row[slot] = result;
  return result;
}
