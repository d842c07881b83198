import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import { formatDateOnly } from "../../../core/dates";
import { formatGBP } from "../../../core/money";
import type { PreviewRow } from "../../api/import";
import { cn } from "../../lib/cn";

/** Every row has the same height (descriptions are cut to one line), so the virtualiser never has to measure. */
const ROW_HEIGHT = 40;
const VIEW_HEIGHT = 480;

const HEAD =
  "sticky top-0 z-10 h-10 bg-muted px-2 sm:px-3 text-left align-middle font-medium text-muted-foreground text-xs uppercase tracking-wide";

function SpacerRow({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds no focusable content; it only keeps the scroll height
    <tr aria-hidden="true">
      <td colSpan={4} style={{ height, padding: 0 }} />
    </tr>
  );
}

function Row({ row, index }: { row: PreviewRow; index: number }) {
  return (
    <tr aria-rowindex={index + 2} className="border-b hover:bg-muted/50" style={{ height: ROW_HEIGHT }}>
      <td className="whitespace-nowrap px-2 sm:px-3 tabular-nums">
        {/* Day first, as every other table shows a date (core/dates/display.ts). */}
        <time dateTime={row.date}>{formatDateOnly(row.date)}</time>
      </td>
      <td className="truncate px-2 sm:px-3" title={row.description}>
        {row.description}
      </td>
      <td
        className={cn(
          "whitespace-nowrap px-2 sm:px-3 text-right tabular-nums",
          row.amount > 0 ? "text-green-700 dark:text-green-400" : "text-red-700 dark:text-red-400",
        )}
      >
        {formatGBP(row.amount, { signed: true })}
      </td>
      <td className="hidden whitespace-nowrap px-2 sm:px-3 text-right text-muted-foreground tabular-nums sm:table-cell">
        {row.balance === null ? "—" : formatGBP(row.balance)}
      </td>
    </tr>
  );
}

/**
 * The rows to be saved. Only the rows in view (and a few either side) are in the page, so a 100,000-row statement
 * scrolls as smoothly as a short one; aria-rowcount and aria-rowindex tell screen readers the true size.
 */
export function PreviewTable({ rows }: { rows: readonly PreviewRow[] }) {
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // Lets the first paint show rows before the scroll box has been measured.
    initialRect: { width: 800, height: VIEW_HEIGHT },
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <section
      ref={scrollRef}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus so keyboard users can scroll it (WCAG 2.1.1)
      tabIndex={0}
      aria-label={`Preview of ${rows.length.toLocaleString("en-GB")} transactions`}
      className="overflow-auto rounded-md border focus-visible:outline-2 focus-visible:outline-ring"
      style={{ maxHeight: VIEW_HEIGHT }}
    >
      <table
        className="w-full table-fixed border-collapse text-xs sm:min-w-[36rem] sm:text-sm"
        aria-rowcount={rows.length + 1}
      >
        {/* On a phone the balance column is hidden so date, description and amount fit without scrolling sideways. */}
        <colgroup>
          <col className="w-21 sm:w-28" />
          <col />
          <col className="w-24 sm:w-32" />
          <col className="hidden w-32 sm:table-column" />
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col" className={HEAD}>
              Date
            </th>
            <th scope="col" className={HEAD}>
              Description
            </th>
            <th scope="col" className={cn(HEAD, "text-right")}>
              Amount
            </th>
            <th scope="col" className={cn(HEAD, "hidden text-right sm:table-cell")}>
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={top} />
          {items.map((item) => {
            const row = rows[item.index];
            return row ? <Row key={item.key} row={row} index={item.index} /> : null;
          })}
          <SpacerRow height={bottom} />
        </tbody>
      </table>
    </section>
  );
}
