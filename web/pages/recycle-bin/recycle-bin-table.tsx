import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useRef } from "react";
import type { DeletedTransactionDto } from "../../../core/contracts";
import { formatDateOnly } from "../../../core/dates";
import { penceOf, toDecimalString } from "../../../core/money";
import { Checkbox } from "../../components/ui/checkbox";
import { LIST_BOX_CLASS } from "../../components/ui/list-box";
import { cn } from "../../lib/cn";
import { selectAllState } from "../../lib/selection";

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Every row has the same height (long descriptions are cut with an ellipsis), so the virtualiser never measures. */
const ROW_HEIGHT = 48;
/** The sticky header's height: the virtualiser starts the rows below it. */
const HEADER_HEIGHT = 40;
const COLUMNS = 5;

const th =
  "sticky top-0 z-10 h-10 bg-card px-3 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase";

/** Signed with 2 decimals, green when 0 or more, red when negative (spec part 2 §2). */
function Amount({ value }: { value: string }) {
  const p = penceOf(value);
  return (
    <span
      className={cn("tabular-nums", p < 0 ? "text-red-700 dark:text-red-400" : "text-green-800 dark:text-green-400")}
    >
      {toDecimalString(p)}
    </span>
  );
}

/** A spacer standing in for the rows above or below the window, so the scrollbar matches all of them. */
function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={COLUMNS} />
    </tr>
  );
}

/** One deleted row. Memoised: ticking one box re-renders that row only. */
const DeletedRow = memo(function DeletedRow({
  row,
  index,
  selected,
  onToggle,
}: {
  row: DeletedTransactionDto;
  index: number;
  selected: boolean;
  onToggle: (id: string) => void;
}) {
  return (
    <tr
      aria-rowindex={index + 2}
      style={{ height: ROW_HEIGHT }}
      data-state={selected ? "selected" : undefined}
      className="border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted"
    >
      <td className="px-3">
        <Checkbox
          aria-label={`Select ${row.description}`}
          checked={selected}
          onCheckedChange={() => onToggle(row.id)}
        />
      </td>
      <td className="px-3 whitespace-nowrap">{formatDateOnly(row.date)}</td>
      <td className="truncate px-3" title={row.description}>
        {row.description}
      </td>
      <td className="px-3 text-right">
        <Amount value={row.amount} />
      </td>
      <td className="px-3 whitespace-nowrap">{row.deletedAt ? dateTime.format(new Date(row.deletedAt)) : "-"}</td>
    </tr>
  );
});

/**
 * The recycle bin, virtualised like the Transactions table: only the rows in view (plus a few) are in
 * the page, so 50,000 deleted rows scroll as smoothly as 50. A real <table> keeps rows, cells and headers for
 * screen readers; aria-rowcount gives the total.
 */
export function RecycleBinTable({
  rows,
  selected,
  onToggle,
  onToggleAll,
}: {
  rows: DeletedTransactionDto[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
}) {
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
  });
  const items = virtualizer.getVirtualItems();
  const before = (items[0]?.start ?? HEADER_HEIGHT) - HEADER_HEIGHT;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? HEADER_HEIGHT);

  return (
    <section ref={scrollRef} className={LIST_BOX_CLASS} aria-label="Deleted transactions">
      <table className="w-full min-w-[44rem] table-fixed border-collapse text-sm" aria-rowcount={rows.length + 1}>
        <colgroup>
          <col className="w-11" />
          <col className="w-28" />
          <col />
          <col className="w-32" />
          <col className="w-48" />
        </colgroup>
        <thead>
          <tr aria-rowindex={1} className="border-b">
            <th className={th}>
              <Checkbox
                aria-label="Select all"
                checked={selectAllState(selected.size, rows.length)}
                onCheckedChange={onToggleAll}
              />
            </th>
            <th className={th}>Date</th>
            <th className={th}>Description</th>
            <th className={`${th} text-right`}>Amount</th>
            <th className={th}>Deleted At</th>
          </tr>
        </thead>
        <tbody>
          <Spacer height={before} />
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <DeletedRow
                key={row.id}
                row={row}
                index={item.index}
                selected={selected.has(row.id)}
                onToggle={onToggle}
              />
            );
          })}
          <Spacer height={after} />
        </tbody>
      </table>
    </section>
  );
}
