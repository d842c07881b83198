import { useLineExplanation } from "../../../api/reports";
import { KIND_NAMES } from "../../../lib/adjustment-text";
import { useReportPeriod } from "../periods/use-report-period";
import { formatPounds } from "../report-format";
import { explanationTitle } from "./explanation-title";

const SOURCE_NAMES = {
  adjustment: "Year-end adjustment",
  "opening-item": "Brought forward from last year",
  "opening-stock": "Opening stock",
} as const;

/**
 * What moves a report line besides its transactions (GET /api/reports/explain): the year-end adjustments and
 * opening items, each with its amount on the line and its explanation, and the line's notes. Nothing shows for a
 * line made of transactions only.
 */
export function LineExplanation({ line }: { line: string }) {
  const { period } = useReportPeriod();
  const { data } = useLineExplanation(line, period, true);
  if (!data || (data.effects.length === 0 && data.notes.length === 0)) return null;
  const title = explanationTitle(data.effects.length);
  return (
    <section aria-label={title} className="space-y-2 rounded-md border p-3 text-sm">
      <h3 className="font-semibold">{title}</h3>
      {data.effects.length > 0 && (
        <ul className="space-y-2">
          {data.effects.map((e) => (
            <li key={`${e.source}-${e.id}`} className="flex justify-between gap-4">
              <span>
                <span className="font-medium">
                  {SOURCE_NAMES[e.source]}: {KIND_NAMES[e.kind] ?? e.kind}
                  {e.description && ` (${e.description})`}
                </span>
                <span className="block text-muted-foreground">{e.explanation}</span>
              </span>
              <span className="tabular-nums whitespace-nowrap">{formatPounds(e.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      {data.notes.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          {data.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
