import type { CategoryId } from "../categories";

/**
 * Monzo's own type "Pot transfer" is money moved between the account and one of its pots: neither income nor
 * spending, so Transfers (the chart's category for money moved between the company's own accounts). The statement
 * reader (core/csv, bank-types.ts) starts such a row's description with this mark, and only from the bank's Type
 * column; a description that merely mentions a pot is left to the built-in keywords, at their lower confidence.
 */
const POT_TRANSFER_MARK = /^monzo pot transfer:/i;

export const POT_TRANSFER_REASON = "Monzo pot transfer: money moved within the company's own account";
/** The bank's own type says so: nearly certain, though the person's rules still come first. */
export const POT_TRANSFER_CONFIDENCE = 0.97;

export function potTransfer(
  description: string,
): { categoryId: CategoryId; confidence: number; reason: string } | null {
  if (!POT_TRANSFER_MARK.test(description)) return null;
  return { categoryId: "transfers", confidence: POT_TRANSFER_CONFIDENCE, reason: POT_TRANSFER_REASON };
}
