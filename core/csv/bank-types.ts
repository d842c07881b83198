import type { ColumnPlan } from "./column-plan";
import { cleanText } from "./text";

/**
 * Monzo's Type "Pot transfer" (personal and Business exports): money moved between the account and one of its
 * pots, whose name is the row's Name. It is neither income nor spending. A saved line keeps only its date,
 * description, amount and balance, so the description is what tells the categoriser: it starts with this prefix,
 * which core/categorise reads as money moved within the company's own account (its pot-transfer rule).
 */
export const POT_TRANSFER_PREFIX = "Monzo pot transfer:";

const POT_TRANSFER_TYPE = "pot transfer";

/** The row's description, marked when the bank's own type says the money only moved to or from a pot. */
export function withBankType(text: string, cells: readonly string[], plan: ColumnPlan): string {
  if (plan.bankType === null) return text;
  if (cleanText(cells[plan.bankType] ?? "").toLowerCase() !== POT_TRANSFER_TYPE) return text;
  return text === "" ? POT_TRANSFER_PREFIX : `${POT_TRANSFER_PREFIX} ${text}`;
}
