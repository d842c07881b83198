import { categoryLabel } from "../../../core/categories";
import type { TransactionDto } from "../../../core/contracts";
import { domainOf } from "../../api/transactions";
import { cn } from "../../lib/cn";

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
      <span className="truncate">{categoryLabel(domainOf(tx))}</span>
      {tx.category && needsReview && <span className="sr-only"> (needs review)</span>}
    </span>
  );
}
