import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useEffect, useRef } from "react";
import type { DeletedTransactionDto } from "../../../core/contracts";
import { formatDateOnly } from "../../../core/dates";
import { penceOf, toDecimalString } from "../../../core/money";
import { Checkbox } from "../../components/ui/checkbox";
import { LIST_BOX_CLASS } from "../../components/ui/list-box";
import { useIsMobile } from "../../hooks/use-is-mobile";
import { cn } from "../../lib/cn";
import { selectAllState } from "../../lib/selection";

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Every row has the same height (long descriptions are cut with an ellipsis), so the virtualiser never measures. */
const ROW_HEIGHT = 48;
/** On a phone a row stacks on two lines: the description and amount, then the dates. */
const STACKED_ROW_HEIGHT = 64;
/** The sticky header's height: the virtualiser starts the rows below it. */
const HEADER_HEIGHT = 40;
/** A phone's header holds only the select-all checkbox. */
const PHONE_HEADER_HEIGHT = 32;
const COLUMNS = 5;

const th =
  "sticky top-0 z-10 h-10 bg-card px-3 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase";
/** On a phone only the select-all box of the header shows: the stacked rows speak for themselves. */
const thWide = `${th} max-md:hidden`;

/**
 * Narrower than 768 px a row's cells stack in a grid, as the Transactions list's do, so a phone shows the amount and
 * when it was deleted without sideways scrolling: the description and amount, then the date and the deletion time.
 */
const STACKED_ROW =
  "max-md:grid max-md:content-center max-md:items-center max-md:gap-x-3 max-md:gap-y-1 max-md:px-3 " +
  "max-md:grid-cols-[auto_auto_minmax(0,1fr)_auto] max-md:[grid-template-areas:'check_desc_desc_amount'_'check_date_deleted_deleted']";
const CELL = {
  check: "max-md:[grid-area:check] max-md:px-0",
  date: "max-md:[grid-area:date] max-md:px-0 max-md:text-xs max-md:text-muted-foreground",
  desc: "max-md:[grid-area:desc] max-md:min-w-0 max-md:px-0 max-md:font-medium",
  amount: "max-md:[grid-area:amount] max-md:px-0",
  deleted: "max-md:[grid-area:deleted] max-md:px-0 max-md:text-xs max-md:text-muted-foreground max-md:text-right",
} as const;

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
    <tr aria-hidden style={{ height }} className="max-md:block">
      <td colSpan={COLUMNS} />
    </tr>
  );
}

/** One deleted row. Memoised: ticking one box re-renders that row only. */
const DeletedRow = memo(function DeletedRow({
  row,
  index,
  height,
  selected,
  onToggle,
}: {
  row: DeletedTransactionDto;
  index: number;
  height: number;
  selected: boolean;
  onToggle: (id: string) => void;
}) {
  const deletedAt = row.deletedAt ? dateTime.format(new Date(row.deletedAt)) : "-";
  return (
    <tr
      aria-rowindex={index + 2}
      style={{ height }}
      data-state={selected ? "selected" : undefined}
      className={cn("border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted", STACKED_ROW)}
    >
      <td className={cn("px-3", CELL.check)}>
        <Checkbox
          aria-label={`Select ${row.description}`}
          checked={selected}
          onCheckedChange={() => onToggle(row.id)}
        />
      </td>
      <td className={cn("px-3 whitespace-nowrap", CELL.date)}>{formatDateOnly(row.date)}</td>
      <td className={cn("truncate px-3", CELL.desc)} title={row.description}>
        {row.description}
      </td>
      <td className={cn("px-3 text-right whitespace-nowrap", CELL.amount)}>
        <Amount value={row.amount} />
      </td>
      <td className={cn("px-3 whitespace-nowrap", CELL.deleted)}>
        <span className="md:hidden">Deleted </span>
        {deletedAt}
      </td>
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
  const mobile = useIsMobile();
  const height = mobile ? STACKED_ROW_HEIGHT : ROW_HEIGHT;
  const header = mobile ? PHONE_HEADER_HEIGHT : HEADER_HEIGHT;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => height,
    overscan: 6,
    paddingStart: header,
    scrollPaddingStart: header,
  });
  // A turn of the phone between narrow and wide changes every row's height.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new height is the reason to measure again
  useEffect(() => virtualizer.measure(), [height, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const before = (items[0]?.start ?? header) - header;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? header);

  return (
    <section ref={scrollRef} className={LIST_BOX_CLASS} aria-label="Deleted transactions">
      <table
        className="w-full border-collapse text-sm max-md:block md:min-w-[44rem] md:table-fixed"
        aria-rowcount={rows.length + 1}
      >
        <colgroup>
          <col className="w-11" />
          <col className="w-28" />
          <col />
          <col className="w-32" />
          <col className="w-48" />
        </colgroup>
        <thead className="max-md:sticky max-md:top-0 max-md:z-10 max-md:block max-md:bg-card">
          <tr aria-rowindex={1} className="border-b max-md:flex">
            <th className={cn(th, "max-md:flex max-md:h-8 max-md:items-center max-md:px-3")}>
              <Checkbox
                aria-label="Select all"
                checked={selectAllState(selected.size, rows.length)}
                onCheckedChange={onToggleAll}
              />
            </th>
            <th className={thWide}>Date</th>
            <th className={thWide}>Description</th>
            <th className={`${thWide} text-right`}>Amount</th>
            <th className={thWide}>Deleted At</th>
          </tr>
        </thead>
        <tbody className="max-md:block">
          <Spacer height={before} />
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <DeletedRow
                key={row.id}
                row={row}
                index={item.index}
                height={height}
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
