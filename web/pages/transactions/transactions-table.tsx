import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useEffect, useRef } from "react";
import type { CategoryOption } from "../../api/categories";
import { Checkbox } from "../../components/ui/checkbox";
import { LIST_BOX_CLASS } from "../../components/ui/list-box";
import { useIsMobile } from "../../hooks/use-is-mobile";
import { cn } from "../../lib/cn";
import type { IndexedRow } from "./filter-rows";
import { CELL, rowHeight } from "./row-layout";
import { type RowActions, TransactionRow } from "./transaction-row";
import { type ScrollRequest, useScrollToRow } from "./use-scroll-to-row";

/** The sticky header's height: the virtualiser starts the rows below it and scrolls rows clear of it. */
const HEADER_HEIGHT = 40;
/** A phone's header holds only the select-all checkbox, so it is only a little taller than the checkbox. */
const PHONE_HEADER_HEIGHT = 32;
/** The columns without the VAT rate, which a VAT-registered company's table adds. */
const COLUMNS = 7;

const th =
  "sticky top-0 z-10 h-10 bg-card px-3 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase";
/** On a phone only the select-all box of the header shows: the stacked rows speak for themselves. */
const thWide = `${th} max-md:hidden`;

/** A spacer standing in for the rows above or below the window, so the scrollbar matches all of them. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden style={{ height }} className="max-md:block">
      <td colSpan={columns} />
    </tr>
  );
}

/**
 * The filtered transactions, virtualised: only the rows in view (plus a few) are in the page, so 50,000 rows scroll
 * as smoothly as 50. A real <table> keeps rows, cells and headers for screen readers; aria-rowcount gives the total.
 * Rows are keyed by position, so a new search updates the rows on screen in place instead of rebuilding them.
 */
/** A tall window's list (the table is at most 70% of a 1,920 px window): 24 rows of 56 px, drawn before it is measured. */
const FIRST_RECT = { width: 1280, height: 24 * 56 };

export const TransactionsTable = memo(function TransactionsTable({
  rows,
  selected,
  selectAll,
  onToggleAll,
  highlightId,
  scrollRequest,
  categories,
  actions,
  lockedThrough = null,
}: {
  rows: readonly IndexedRow[];
  selected: ReadonlySet<string>;
  selectAll: boolean | "indeterminate";
  onToggleAll: () => void;
  highlightId: string | null;
  scrollRequest: ScrollRequest | null;
  categories: readonly CategoryOption[];
  actions: RowActions;
  /** The end of the latest closed year: rows dated on or before it are locked. */
  lockedThrough?: string | null;
}) {
  const scrollRef = useRef<HTMLElement>(null);
  const vat = actions.onChooseVatRate !== undefined;
  const mobile = useIsMobile();
  const height = rowHeight(mobile, vat);
  const header = mobile ? PHONE_HEADER_HEIGHT : HEADER_HEIGHT;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => height,
    overscan: 4,
    paddingStart: header,
    scrollPaddingStart: header,
    // Until the list is measured (on the server, and as the app hydrates what the server drew), the rows of a tall
    // window: the same rows on both sides, and enough to fill the screen before any script has run.
    initialRect: FIRST_RECT,
  });
  // A turn of the phone between narrow and wide changes every row's height.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new height is the reason to measure again
  useEffect(() => virtualizer.measure(), [height, virtualizer]);
  useScrollToRow({ virtualizer, rows, request: scrollRequest, container: scrollRef });
  const items = virtualizer.getVirtualItems();
  const before = (items[0]?.start ?? header) - header;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? header);
  const columns = vat ? COLUMNS + 1 : COLUMNS;

  return (
    <section ref={scrollRef} className={LIST_BOX_CLASS} aria-label="Transactions list">
      <table
        className={cn(
          "w-full border-collapse text-sm max-md:block md:table-fixed",
          vat ? "md:min-w-[60rem]" : "md:min-w-[50rem]",
        )}
        aria-rowcount={rows.length + 1}
      >
        <colgroup>
          <col className="w-11" />
          <col className="w-26" />
          <col />
          <col className="w-28" />
          <col className="w-28" />
          <col className="w-44" />
          {vat && <col className="w-40" />}
          <col className="w-14" />
        </colgroup>
        <thead className="max-md:sticky max-md:top-0 max-md:z-10 max-md:block max-md:bg-card">
          <tr aria-rowindex={1} className="border-b max-md:flex">
            <th className={cn(th, CELL.check, "max-md:flex max-md:h-8 max-md:items-center max-md:px-3")}>
              <Checkbox aria-label="Select all" checked={selectAll} onCheckedChange={onToggleAll} />
            </th>
            <th className={thWide}>Date</th>
            <th className={thWide}>Description</th>
            <th className={`${thWide} text-right`}>Amount</th>
            <th className={`${thWide} text-right`}>Balance</th>
            <th className={thWide}>Category</th>
            {vat && <th className={thWide}>VAT rate</th>}
            <th className={thWide}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="max-md:block">
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
                height={height}
                locked={lockedThrough !== null && row.date <= lockedThrough}
              />
            );
          })}
          <Spacer height={after} columns={columns} />
        </tbody>
      </table>
    </section>
  );
});
