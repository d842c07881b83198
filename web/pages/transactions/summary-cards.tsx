import { memo } from "react";
import { formatGBP, type Pence } from "../../../core/money";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import type { Summary } from "./filter-rows";

function SummaryCard({ title, value, tone }: { title: string; value: string; tone?: "in" | "out" }) {
  const id = `summary-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <Card role="group" aria-labelledby={id} className="min-w-0 p-4">
      <p id={id} className="text-sm text-muted-foreground">
        {title}
      </p>
      <p
        className={cn(
          "mt-1 text-lg font-semibold break-words tabular-nums sm:text-2xl",
          tone === "in" && "text-green-700 dark:text-green-400",
          tone === "out" && "text-red-700 dark:text-red-400",
        )}
      >
        {value}
      </p>
    </Card>
  );
}

/** Count, money in, money out and net of the rows the filters leave, in exact pence. Memoised: the urgent render
 * of a keystroke (the search box's echo) skips it; only the deferred one, with new totals, repaints it. */
export const SummaryCards = memo(function SummaryCards({ summary }: { summary: Summary }) {
  const net = summary.net;
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <SummaryCard title="Total Transactions" value={summary.count.toLocaleString("en-GB")} />
      <SummaryCard title="Total Inflow" value={formatGBP(summary.inflow)} tone="in" />
      <SummaryCard title="Total Outflow" value={formatGBP(Math.abs(summary.outflow) as Pence)} tone="out" />
      <SummaryCard title="Net" value={formatGBP(net)} tone={net < 0 ? "out" : net > 0 ? "in" : undefined} />
    </div>
  );
});
