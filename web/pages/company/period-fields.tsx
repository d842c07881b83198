import { COMPANY_FIELD_LABELS } from "../../../core/contracts";
import { firstPeriodEndNote, formatLongUk, isIsoDate } from "../../../core/dates";
import { Button } from "../../components/ui/button";
import type { FieldsProps } from "./company-details-fields";
import { FormField } from "./form-field";

export interface PeriodFieldsProps extends FieldsProps {
  suggested: { start: string; end: string } | null;
  notes: string[];
}

/**
 * The first period's end against the first accounting reference date, from the dates as typed: the saved period's
 * notes come from the server, this one follows the fields at once.
 */
function firstEndNote(values: PeriodFieldsProps["values"]): string | null {
  const { periodStart: start, periodEnd: end, incorporationDate } = values;
  if (!isIsoDate(start) || !isIsoDate(end) || !isIsoDate(incorporationDate) || end < start) return null;
  return firstPeriodEndNote({ start, end }, incorporationDate);
}

/** The accounting period, the period suggested from the transactions, and notes about the chosen one. */
export function PeriodFields({ values, errors, set, suggested, notes: saved }: PeriodFieldsProps) {
  const firstEnd = firstEndNote(values);
  const notes = firstEnd ? [...saved, firstEnd] : saved;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="company-period-start"
          label={COMPANY_FIELD_LABELS.periodStart}
          type="date"
          value={values.periodStart}
          onValue={(periodStart) => set({ periodStart })}
          error={errors.periodStart}
        />
        <FormField
          id="company-period-end"
          label={COMPANY_FIELD_LABELS.periodEnd}
          type="date"
          value={values.periodEnd}
          onValue={(periodEnd) => set({ periodEnd })}
          error={errors.periodEnd}
        />
      </div>
      {suggested && (
        <div className="flex flex-wrap items-center gap-3 rounded-md border bg-muted/40 p-3 text-sm">
          <span>
            Suggested from your transactions: {formatLongUk(suggested.start)} to {formatLongUk(suggested.end)}.
          </span>
          <Button
            size="sm"
            variant="outline"
            onClick={() => set({ periodStart: suggested.start, periodEnd: suggested.end })}
          >
            Use suggested period
          </Button>
        </div>
      )}
      {notes.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
