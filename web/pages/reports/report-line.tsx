import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useOpenDrilldown } from "./drilldown/drilldown-context";
import { formatPounds, formatPoundsAccounts } from "./report-format";

export interface ReportLineProps {
  label: string;
  /** Pounds. */
  amount: number;
  /** Shown under the label, e.g. "3 transactions". */
  detail?: ReactNode;
  /** core/accounts' drill-down key; without one the line is plain text. */
  drillKey?: string;
  /** Totals are bold with a rule above. */
  total?: boolean;
  /** Show negatives in brackets (profit lines). */
  accountsStyle?: boolean;
}

function Amount({ amount, accountsStyle }: { amount: number; accountsStyle?: boolean }) {
  return (
    <span className={cn("tabular-nums whitespace-nowrap", amount < 0 && "text-destructive")}>
      {accountsStyle ? formatPoundsAccounts(amount) : formatPounds(amount)}
    </span>
  );
}

/** One line of a report: label, optional detail and amount; clicking it lists the transactions behind it. */
export function ReportLine({ label, amount, detail, drillKey, total, accountsStyle }: ReportLineProps) {
  const open = useOpenDrilldown();
  const content = (
    <>
      <span className="min-w-0 text-left">
        <span className="block">{label}</span>
        {detail && <span className="block text-xs font-normal text-muted-foreground">{detail}</span>}
      </span>
      <span className="flex items-center gap-1">
        <Amount amount={amount} accountsStyle={accountsStyle} />
        {drillKey && <ChevronRight className="size-4 text-muted-foreground" aria-hidden />}
      </span>
    </>
  );
  const className = cn(
    "flex w-full items-center justify-between gap-4 px-2 py-2 text-sm",
    total && "border-t font-semibold",
  );
  return (
    <li>
      {drillKey ? (
        <button
          type="button"
          aria-haspopup="dialog"
          className={cn(className, "rounded-md hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring")}
          onClick={() => open({ key: drillKey, label, amount })}
        >
          {content}
        </button>
      ) : (
        <div className={className}>{content}</div>
      )}
    </li>
  );
}

/** A titled list of report lines (the title only for screen readers when the one line says it already). */
export function ReportSection({
  title,
  titleHidden,
  children,
}: {
  title: string;
  titleHidden?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="space-y-1">
      <h3
        className={titleHidden ? "sr-only" : "px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase"}
      >
        {title}
      </h3>
      <ul className="divide-y divide-border/60">{children}</ul>
    </section>
  );
}
