import type { DrilldownRow } from "../../../../core/contracts";
import { formatShortUk } from "../../../../core/dates";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { cn } from "../../../lib/cn";
import { formatConfidence, formatPounds } from "../report-format";

/** More rows than this are left to the Transactions page. */
export const DRILLDOWN_ROW_LIMIT = 500;

function CategoryCell({ row }: { row: DrilldownRow }) {
  if (!row.category) return <span className="text-muted-foreground">Uncategorized</span>;
  return (
    <span>
      {row.category}
      {row.categoryConfidence !== null && (
        <span className="ml-1 text-xs text-muted-foreground">({formatConfidence(row.categoryConfidence)})</span>
      )}
    </span>
  );
}

export function DrilldownTable({ rows }: { rows: DrilldownRow[] }) {
  const shown = rows.slice(0, DRILLDOWN_ROW_LIMIT);
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground">
        {rows.length} transaction{rows.length === 1 ? "" : "s"}
        {rows.length > shown.length && `; the first ${shown.length} are shown (see all on the Transactions page)`}.
      </p>
      <section
        aria-label="Transactions list"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box with no control in it must take focus so keyboard users can scroll it (WCAG 2.1.1)
        tabIndex={0}
        className="max-h-[60vh] overflow-y-auto rounded-md border focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Description</TableHead>
              <TableHead>Category</TableHead>
              <TableHead className="text-right">Amount</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.id}>
                <TableCell className="whitespace-nowrap">{formatShortUk(row.date)}</TableCell>
                <TableCell>
                  <div>{row.description}</div>
                  {row.categoryReason && <div className="text-xs text-muted-foreground">{row.categoryReason}</div>}
                </TableCell>
                <TableCell>
                  <CategoryCell row={row} />
                </TableCell>
                <TableCell
                  className={cn(
                    "text-right whitespace-nowrap tabular-nums",
                    row.amount < 0 ? "text-destructive" : "text-success",
                  )}
                >
                  {formatPounds(row.amount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
    </div>
  );
}
