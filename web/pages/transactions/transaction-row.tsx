import { Trash2 } from "lucide-react";
import { memo } from "react";
import type { TransactionDto } from "../../../core/contracts";
import { formatDateOnly } from "../../../core/dates";
import { formatGBP } from "../../../core/money";
import type { VatRate } from "../../../core/vat";
import type { CategoryOption } from "../../api/categories";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { cn } from "../../lib/cn";
import { CategoryPicker } from "./category-picker";
import type { IndexedRow } from "./filter-rows";
import { VatRateCell } from "./vat-rate-cell";

/** Every row has the same height, so the virtualiser never measures and 50,000 rows scroll evenly. */
export const ROW_HEIGHT = 56;

export interface RowActions {
  onToggle: (id: string) => void;
  onDelete: (id: string) => void;
  onChooseCategory: (tx: TransactionDto, category: CategoryOption | null) => void;
  /** Present only for a VAT-registered company: the table then has a VAT rate column. */
  onChooseVatRate?: (tx: TransactionDto, rate: VatRate | null) => void;
}

function AmountCell({ row }: { row: IndexedRow }) {
  const tone =
    row.amount > 0 ? "text-green-800 dark:text-green-400" : row.amount < 0 ? "text-red-700 dark:text-red-400" : "";
  return (
    <td className={cn("px-3 text-right tabular-nums whitespace-nowrap", tone)}>
      {formatGBP(row.amount, { signed: true })}
    </td>
  );
}

/** One transaction. Memoised: typing in the search box re-renders only rows whose props changed. */
export const TransactionRow = memo(function TransactionRow({
  row,
  index,
  selected,
  highlighted,
  categories,
  actions,
}: {
  row: IndexedRow;
  index: number;
  selected: boolean;
  highlighted: boolean;
  categories: readonly CategoryOption[];
  actions: RowActions;
}) {
  const { tx } = row;
  return (
    <tr
      data-row-id={tx.id}
      aria-rowindex={index + 2}
      aria-current={highlighted || undefined}
      tabIndex={-1}
      style={{ height: ROW_HEIGHT }}
      className={cn(
        "border-b transition-colors hover:bg-muted/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
        selected && "bg-muted",
        highlighted && "bg-amber-100 dark:bg-amber-900/40",
      )}
    >
      <td className="px-3">
        <Checkbox
          aria-label={`Select ${tx.description}`}
          checked={selected}
          onCheckedChange={() => actions.onToggle(tx.id)}
        />
      </td>
      <td className="px-3 whitespace-nowrap tabular-nums">{formatDateOnly(row.date)}</td>
      <td className="min-w-0 px-3">
        <div className="truncate font-medium" title={tx.description}>
          {tx.description}
        </div>
        {tx.categoryReason && (
          <div className="truncate text-xs text-muted-foreground" title={tx.categoryReason}>
            {tx.categoryReason}
          </div>
        )}
      </td>
      <AmountCell row={row} />
      <td className="px-3 text-right tabular-nums whitespace-nowrap text-muted-foreground">
        {row.balance === null ? "—" : formatGBP(row.balance)}
      </td>
      <td className="px-3">
        <CategoryPicker
          tx={tx}
          needsReview={row.needsReview}
          categories={categories}
          onChoose={actions.onChooseCategory}
        />
      </td>
      {actions.onChooseVatRate && <VatRateCell tx={tx} onChoose={actions.onChooseVatRate} />}
      <td className="px-1 text-right">
        <Button variant="ghost" size="icon" aria-label="Delete transaction" onClick={() => actions.onDelete(tx.id)}>
          <Trash2 aria-hidden />
        </Button>
      </td>
    </tr>
  );
});
