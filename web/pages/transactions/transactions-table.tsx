import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useRef } from "react";
import type { CategoryOption } from "../../api/categories";
import { Checkbox } from "../../components/ui/checkbox";
import type { IndexedRow } from "./filter-rows";
import { ROW_HEIGHT, type RowActions, TransactionRow } from "./transaction-row";
import { type ScrollRequest, useScrollToRow } from "./use-scroll-to-row";

/** The sticky header's height: the virtualiser starts the rows below it and scrolls rows clear of it. */
const HEADER_HEIGHT = 40;
/** The columns without the VAT rate, which a VAT-registered company's table adds. */
const COLUMNS = 7;

const th =
  "sticky top-0 z-10 h-10 bg-card px-3 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase";

/** A spacer standing in for the rows above or below the window, so the scrollbar matches all of them. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
}

/**
 * The filtered transactions, virtualised: only the rows in view (plus a few) are in the page, so 50,000 rows scroll
 * as smoothly as 50. A real <table> keeps rows, cells and headers for screen readers; aria-rowcount gives the total.
 * Rows are keyed by position, so a new search updates the rows on screen in place instead of rebuilding them.
 */
export const TransactionsTable = memo(function TransactionsTable({
  rows,
  selected,
  selectAll,
  onToggleAll,
  highlightId,
  scrollRequest,
  categories,
  actions,
}: {
  rows: readonly IndexedRow[];
  selected: ReadonlySet<string>;
  selectAll: boolean | "indeterminate";
  onToggleAll: () => void;
  highlightId: string | null;
  scrollRequest: ScrollRequest | null;
  categories: readonly CategoryOption[];
  actions: RowActions;
}) {
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
  });
  useScrollToRow({ virtualizer, rows, request: scrollRequest, container: scrollRef });
  const items = virtualizer.getVirtualItems();
  const before = (items[0]?.start ?? HEADER_HEIGHT) - HEADER_HEIGHT;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? HEADER_HEIGHT);
  const vat = actions.onChooseVatRate !== undefined;
  const columns = vat ? COLUMNS + 1 : COLUMNS;

  return (
    <section ref={scrollRef} className="max-h-[70vh] overflow-auto" aria-label="Transactions list">
      <table
        className={`w-full ${vat ? "min-w-[70rem]" : "min-w-[60rem]"} table-fixed border-collapse text-sm`}
        aria-rowcount={rows.length + 1}
      >
        <colgroup>
          <col className="w-11" />
          <col className="w-28" />
          <col />
          <col className="w-32" />
          <col className="w-32" />
          <col className="w-52" />
          {vat && <col className="w-44" />}
          <col className="w-14" />
        </colgroup>
        <thead>
          <tr aria-rowindex={1} className="border-b">
            <th className={th}>
              <Checkbox aria-label="Select all" checked={selectAll} onCheckedChange={onToggleAll} />
            </th>
            <th className={th}>Date</th>
            <th className={th}>Description</th>
            <th className={`${th} text-right`}>Amount</th>
            <th className={`${th} text-right`}>Balance</th>
            <th className={th}>Category</th>
            {vat && <th className={th}>VAT rate</th>}
            <th className={th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          <Spacer height={before} columns={columns} />
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <TransactionRow
                key={item.key}
                row={row}
                index={item.index}
                selected={selected.has(row.tx.id)}
                highlighted={row.tx.id === highlightId}
                categories={categories}
                actions={actions}
              />
            );
          })}
          <Spacer height={after} columns={columns} />
        </tbody>
      </table>
    </section>
  );
});
