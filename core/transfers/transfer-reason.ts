import type { Pence } from "../money";

/** A pair found by amount and date is near certain; a line that only names the other account, a little less. */
export const PAIRED_CONFIDENCE = 0.95;
export const NAMED_CONFIDENCE = 0.8;
/** Under 0.6, so a transfer whose other side was changed later shows as needing review. */
export const BROKEN_CONFIDENCE = 0.3;

/** "Transfer to <account>" for money out, "Transfer from <account>" for money in. */
export function transferReason(amount: Pence, otherAccountName: string): string {
  return `${amount < 0 ? "Transfer to" : "Transfer from"} ${otherAccountName}`;
}

/** What became of a paired transfer's other side since the pair was made. */
export type PartnerState =
  | { kind: "intact" }
  | { kind: "deleted" }
  | { kind: "recategorised"; categoryName: string | null };

/**
 * The reason and confidence a paired transfer line should carry now. A pair broken by a later edit (the other side
 * deleted, or given another category) is flagged on the line left behind: the money still moved, so it stays a
 * transfer, but it needs review, and the reason says why.
 */
export function pairedTransferVerdict(
  amount: Pence,
  otherAccountName: string,
  partner: PartnerState,
): { reason: string; confidence: number } {
  const base = transferReason(amount, otherAccountName);
  if (partner.kind === "intact") return { reason: base, confidence: PAIRED_CONFIDENCE };
  const what =
    partner.kind === "deleted"
      ? "has been deleted"
      : partner.categoryName
        ? `is now categorised as ${partner.categoryName}`
        : "is no longer categorised";
  return {
    reason: `${base}, but its other side in ${otherAccountName} ${what}: check both lines`,
    confidence: BROKEN_CONFIDENCE,
  };
}
