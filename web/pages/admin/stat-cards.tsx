import { useId } from "react";
import type { AdminSummary } from "../../../core/contracts";
import { Skeleton } from "../../components/ui/skeleton";

const STATS: readonly { key: keyof AdminSummary; label: string }[] = [
  { key: "pending", label: "Pending" },
  { key: "paid", label: "Paid" },
  { key: "expired", label: "Expired" },
  { key: "refunded", label: "Refunded" },
  { key: "totalFilings", label: "Total Filings" },
  { key: "totalPayments", label: "Total Payments" },
];

/** The six counts of the admin summary, as a description list of cards. */
export function StatCards({ summary }: { summary: AdminSummary | undefined }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        Filing and payment counts
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-6">
        {STATS.map(({ key, label }) => (
          <div key={key} className="rounded-xl border bg-card p-4 shadow-sm">
            <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">
              {summary ? summary[key].toLocaleString("en-GB") : <Skeleton className="h-8 w-12" />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
