import { useId } from "react";
import { formatLongUk } from "../../../core/dates";
import { errorMessage } from "../../api/errors";
import { useSavePeriodAnswers } from "../../api/readiness";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";
import { useCompanyPeriodAnswers } from "./company-period-answers";

type Confirmation = "periodConfirmed" | "openingFirstYear";

/**
 * A confirmation the director gives for the saved period, saved the moment it is ticked with PATCH
 * /api/period-answers; the company form's own Save button is not needed for it.
 */
function PeriodAnswerCheckbox({ field, label, hint }: { field: Confirmation; label: string; hint: string }) {
  const id = useId();
  const { data, hasPeriod } = useCompanyPeriodAnswers();
  const save = useSavePeriodAnswers();
  if (!hasPeriod || !data) return null;
  // Shows the answer being saved at once; the server's answer replaces it (or the error explains why not).
  const pending = save.isPending ? save.variables?.[field] : undefined;
  return (
    <div className="space-y-1.5 rounded-md border bg-muted/30 p-3">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={pending ?? data[field]}
          disabled={save.isPending}
          onCheckedChange={(v) => save.mutate({ [field]: v === true })}
          className="mt-0.5"
          aria-describedby={`${id}-hint`}
        />
        <Label htmlFor={id} className="leading-snug">
          {label}
        </Label>
      </div>
      <p id={`${id}-hint`} className="pl-7 text-xs text-muted-foreground">
        {hint}
      </p>
      {save.error && (
        <p className="pl-7 text-sm text-destructive">{errorMessage(save.error, "Your answer could not be saved.")}</p>
      )}
    </div>
  );
}

/** '#period': the person confirms the saved accounting period (a guessed period must not be filed unseen). */
export function PeriodConfirmation() {
  const { data } = useCompanyPeriodAnswers();
  const period = data?.period;
  const hint = period
    ? `The saved period: ${formatLongUk(period.startDate)} to ${formatLongUk(period.endDate)}. Save any change to the dates first.`
    : "";
  return <PeriodAnswerCheckbox field="periodConfirmed" label="I confirm the accounting period" hint={hint} />;
}

/** '#opening-balances': a first year has nothing brought forward, which is an answer, not a blank. */
export function FirstYearConfirmation() {
  return (
    <PeriodAnswerCheckbox
      field="openingFirstYear"
      label="First year, nothing brought forward"
      hint="Tick when these are the company's first accounts: every opening balance is nil."
    />
  );
}
