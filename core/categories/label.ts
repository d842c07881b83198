import type { TransactionDto } from "../contracts/transactions";

/** "95%" from the API's "0.950"; null when there is no confidence. */
export function confidencePercent(confidence: string | null): string | null {
  if (confidence === null) return null;
  const n = Number(confidence);
  return Number.isFinite(n) ? `${Math.round(n * 100)}%` : null;
}

/** "Travel · 95%", or "Uncategorized": a row's category as the Transactions table shows it. */
export function categoryLabel(tx: Pick<TransactionDto, "category" | "categoryConfidence">): string {
  if (!tx.category) return "Uncategorized";
  const percent = confidencePercent(tx.categoryConfidence);
  return percent ? `${tx.category} · ${percent}` : tx.category;
}
