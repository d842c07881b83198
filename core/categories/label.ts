import type { Transaction } from "../domain";

/** "95%" from a confidence of 0.95; null when there is no confidence. */
export function confidencePercent(confidence: number | null): string | null {
  if (confidence === null || !Number.isFinite(confidence)) return null;
  return `${Math.round(confidence * 100)}%`;
}

/** "Travel · 95%", or "Uncategorized": a row's category as the Transactions table shows it. */
export function categoryLabel(tx: Pick<Transaction, "category" | "confidence">): string {
  if (!tx.category) return "Uncategorized";
  const percent = confidencePercent(tx.confidence);
  return percent ? `${tx.category} · ${percent}` : tx.category;
}
