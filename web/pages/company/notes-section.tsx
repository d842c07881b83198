import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { PeriodAnswers } from "../../../core/contracts/readiness";
import { errorMessage } from "../../api/errors";
import { useSavePeriodAnswers } from "../../api/readiness";
import { Alert, AlertDescription } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { useCompanyPeriodAnswers } from "./company-period-answers";
import { FormField } from "./form-field";
import { type NoneOrSome, type NotesErrors, type NotesValues, notesFromAnswers, patchFromNotes } from "./notes-answers";

/** A question answered "None" or "There are some" (native radios in a named group). */
function NoneOrSomeQuestion(props: {
  legend: string;
  value: NoneOrSome;
  onValue: (v: NoneOrSome) => void;
  children: ReactNode;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-sm">{props.legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {(["none", "some"] as const).map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              value={option}
              checked={props.value === option}
              onChange={() => props.onValue(option)}
              className="size-4 accent-primary"
            />
            {option === "none" ? "None" : "There are some"}
          </label>
        ))}
      </div>
      {props.value === "some" && props.children}
    </fieldset>
  );
}

function NotesForm({ answers }: { answers: PeriodAnswers }) {
  const [values, setValues] = useState<NotesValues>(() => notesFromAnswers(answers));
  const [errors, setErrors] = useState<NotesErrors>({});
  const save = useSavePeriodAnswers();
  const set = (patch: Partial<NotesValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { patch, errors: found } = patchFromNotes(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(patch, {
      onSuccess: (saved) => {
        setValues(notesFromAnswers(saved));
        toast({ title: "Notes saved", description: "The accounts' notes now state these answers." });
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      <NoneOrSomeQuestion
        legend="Guarantees and other financial commitments"
        value={values.guarantees}
        onValue={(guarantees) => set({ guarantees })}
      >
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <FormField
            id="notes-guarantees-text"
            label="What they are"
            value={values.guaranteesText}
            onValue={(guaranteesText) => set({ guaranteesText })}
            error={errors.guaranteesText}
            maxLength={2000}
          />
          <FormField
            id="notes-guarantees-amount"
            label="Total amount (£)"
            inputMode="decimal"
            value={values.guaranteesAmount}
            onValue={(guaranteesAmount) => set({ guaranteesAmount })}
            error={errors.guaranteesAmount}
          />
        </div>
      </NoneOrSomeQuestion>
      <NoneOrSomeQuestion
        legend="Off-balance-sheet arrangements"
        value={values.offBalanceSheet}
        onValue={(offBalanceSheet) => set({ offBalanceSheet })}
      >
        <FormField
          id="notes-off-balance-sheet-text"
          label="What they are"
          value={values.offBalanceSheetText}
          onValue={(offBalanceSheetText) => set({ offBalanceSheetText })}
          error={errors.offBalanceSheetText}
          maxLength={2000}
        />
      </NoneOrSomeQuestion>
      <fieldset className="space-y-3">
        <legend className="font-medium text-sm">Advances and credits to directors: the director's loan terms</legend>
        <p className="text-sm text-muted-foreground">
          The amounts come from the director's loan account; the notes state the terms you give here.
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            id="notes-loan-interest"
            label="Interest"
            placeholder="e.g. Interest free"
            value={values.loanInterest}
            onValue={(loanInterest) => set({ loanInterest })}
            error={errors.loanInterest}
            maxLength={2000}
          />
          <FormField
            id="notes-loan-repayment"
            label="Repayment"
            placeholder="e.g. Repayable on demand"
            value={values.loanRepayment}
            onValue={(loanRepayment) => set({ loanRepayment })}
            error={errors.loanRepayment}
            maxLength={2000}
          />
          <FormField
            id="notes-loan-written-off"
            label="Written off or waived (£)"
            placeholder="0.00"
            inputMode="decimal"
            value={values.loanWrittenOff}
            onValue={(loanWrittenOff) => set({ loanWrittenOff })}
            error={errors.loanWrittenOff}
          />
        </div>
      </fieldset>
      {save.error && (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(save.error, "The notes could not be saved.")}</AlertDescription>
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save notes"}
        </Button>
      </div>
    </form>
  );
}

const NO_PERIOD_YET = "Save the accounting period first; the notes are answered for each period.";

/**
 * '#notes' of the Company page: the questions the accounts' notes depend on, stored per period and
 * saved with PATCH /api/period-answers. The notes state only what is answered here.
 */
export function NotesSection() {
  const titleId = useId();
  const { data, error, isLoading, hasPeriod } = useCompanyPeriodAnswers();
  return (
    <Card id="notes" role="region" aria-labelledby={titleId} className="scroll-mt-4">
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          Notes to the accounts
        </CardTitle>
        <CardDescription>
          What the notes say about commitments and the director's loan. Answer each one: the filing packs wait for them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!hasPeriod ? (
          <p className="text-sm text-muted-foreground">{NO_PERIOD_YET}</p>
        ) : (
          <>
            {isLoading && <Spinner label="Loading your answers" />}
            {error && (
              <p className="text-sm text-muted-foreground">
                {errorMessage(error, "Your answers could not be loaded.")}
              </p>
            )}
            {data && <NotesForm key={`${data.period.startDate}-${data.period.endDate}`} answers={data} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
