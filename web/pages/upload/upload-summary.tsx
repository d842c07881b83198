import { formatGBP } from "../../../core/money";
import { cn } from "../../lib/cn";
import type { UploadTotals } from "./upload-totals";

function Stat({ label, value, tone }: { label: string; value: string; tone?: "in" | "out" }) {
  return (
    <div className="rounded-xl border bg-card p-4 shadow-sm">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd
        className={cn(
          "mt-1 break-words font-semibold text-xl tabular-nums sm:text-2xl",
          tone === "in" && "text-green-700 dark:text-green-400",
          tone === "out" && "text-red-700 dark:text-red-400",
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/** Row count, money in, money out and net of the rows that would be saved (exact pence, from core/money). */
export function UploadSummary({ totals }: { totals: UploadTotals }) {
  return (
    <section aria-labelledby="upload-summary-title" className="space-y-2">
      <h2 id="upload-summary-title" className="sr-only">
        Summary
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Transactions" value={totals.count.toLocaleString("en-GB")} />
        <Stat label="Total Inflow" value={formatGBP(totals.inflow)} tone="in" />
        <Stat label="Total Outflow" value={formatGBP(totals.outflow)} tone="out" />
        <Stat label="Net" value={formatGBP(totals.net)} />
      </dl>
    </section>
  );
}
