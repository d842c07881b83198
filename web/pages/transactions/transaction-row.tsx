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
import { CELL, STACKED_ROW_CLASS, STACKED_ROW_CLASS_VAT } from "./row-layout";
import { VatRateCell } from "./vat-rate-cell";

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
    <td className={cn("px-3 text-right tabular-nums whitespace-nowrap", CELL.amount, tone)}>
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
  height,
  locked,
}: {
  row: IndexedRow;
  index: number;
  selected: boolean;
  highlighted: boolean;
  categories: readonly CategoryOption[];
  actions: RowActions;
  /** The row's height on this screen (row-layout.ts). */
  height: number;
  /** Dated in a closed year: it cannot be deleted, so it has no delete button. */
  locked: boolean;
}) {
  const { tx } = row;
  const vat = actions.onChooseVatRate !== undefined;
  return (
    <tr
      data-row-id={tx.id}
      aria-rowindex={index + 2}
      aria-current={highlighted || undefined}
      tabIndex={-1}
      style={{ height }}
      className={cn(
        "border-b transition-colors hover:bg-muted/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
        vat ? STACKED_ROW_CLASS_VAT : STACKED_ROW_CLASS,
        selected && "bg-muted",
        highlighted && "bg-amber-100 dark:bg-amber-900/40",
      )}
    >
      <td className={cn("px-3", CELL.check)}>
        <Checkbox
          aria-label={`Select ${tx.description}`}
          checked={selected}
          onCheckedChange={() => actions.onToggle(tx.id)}
        />
      </td>
      <td className={cn("px-3 whitespace-nowrap tabular-nums", CELL.date)}>{formatDateOnly(row.date)}</td>
      <td className={cn("min-w-0 px-3", CELL.desc)}>
        <div className="truncate font-medium" title={tx.description}>
          {tx.description}
        </div>
        {tx.categoryReason && (
          <div className="truncate text-xs text-muted-foreground max-md:hidden" title={tx.categoryReason}>
            {tx.categoryReason}
          </div>
        )}
      </td>
      <AmountCell row={row} />
      <td className={cn("px-3 text-right tabular-nums whitespace-nowrap text-muted-foreground", CELL.balance)}>
        {row.balance === null ? "—" : formatGBP(row.balance)}
      </td>
      <td className={cn("px-3", CELL.cat)}>
        <CategoryPicker
          tx={tx}
          needsReview={row.needsReview}
          categories={categories}
          onChoose={actions.onChooseCategory}
        />
      </td>
      {actions.onChooseVatRate && (
        <VatRateCell tx={tx} onChoose={actions.onChooseVatRate} className={cn("px-3", CELL.vat)} />
      )}
      <td className={cn("px-1 text-right", CELL.action)}>
        {!locked && (
          <Button variant="ghost" size="icon" aria-label="Delete transaction" onClick={() => actions.onDelete(tx.id)}>
            <Trash2 aria-hidden />
          </Button>
        )}
      </td>
    </tr>
  );
});
