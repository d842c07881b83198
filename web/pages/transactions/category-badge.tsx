import type { TransactionDto } from "../../../core/contracts";
import { cn } from "../../lib/cn";

/** "95%" from the API's "0.950"; null when there is no confidence. */
export function confidencePercent(confidence: string | null): string | null {
  if (confidence === null) return null;
  const n = Number(confidence);
  return Number.isFinite(n) ? `${Math.round(n * 100)}%` : null;
}

/** "Travel · 95%", or "Uncategorized". */
export function categoryLabel(tx: Pick<TransactionDto, "category" | "categoryConfidence">): string {
  if (!tx.category) return "Uncategorized";
  const percent = confidencePercent(tx.categoryConfidence);
  return percent ? `${tx.category} · ${percent}` : tx.category;
}

/** The category and how sure it is; amber when it needs review, so uncertain rows stand out in a long list. */
export function CategoryBadge({
  tx,
  needsReview,
  className,
}: {
  tx: TransactionDto;
  needsReview: boolean;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex max-w-full items-center rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        !tx.category && "border-dashed text-muted-foreground",
        tx.category && !needsReview && "border-transparent bg-secondary text-secondary-foreground",
        tx.category &&
          needsReview &&
          "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100",
        className,
      )}
    >
      <span className="truncate">{categoryLabel(tx)}</span>
      {tx.category && needsReview && <span className="sr-only"> (needs review)</span>}
    </span>
  );
}
