import { CircleCheck, CircleX } from "lucide-react";
import type { MicroEntityCheckJson } from "../../../../core/filing";
import { formatPounds } from "../report-format";

const show = (name: string, value: number) => (name === "employees" ? String(value) : formatPounds(value));

/** The micro-entity size test (2 of 3 conditions) with each test's figure and limit. */
export function MicroEntityResult({ check }: { check: MicroEntityCheckJson }) {
  return (
    <div className="space-y-2">
      <p className="font-medium">
        {check.qualifies ? "Qualifies as a micro-entity" : "Does not qualify as a micro-entity"}
        <span className="font-normal text-muted-foreground"> (at least 2 of the 3 conditions must be met)</span>
      </p>
      <ul className="space-y-1 text-sm">
        {check.tests.map((t) => (
          <li key={t.name} className="flex items-center gap-2">
            {t.met ? (
              <CircleCheck className="size-4 shrink-0 text-success" aria-label="Met" />
            ) : (
              <CircleX className="size-4 shrink-0 text-destructive" aria-label="Not met" />
            )}
            <span>
              {t.label}: {show(t.name, t.value)} (limit {show(t.name, t.limit)})
            </span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{check.thresholdsLabel}</p>
    </div>
  );
}
