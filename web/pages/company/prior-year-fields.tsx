import { COMPANY_FIELD_LABELS, PRIOR_PROFIT_AND_LOSS_LABELS } from "../../../core/contracts/company-labels";
import type { FormErrors } from "./company-form-values";
import { FormField } from "./form-field";
import { PRIOR_LINES, type PriorLine, type PriorYearFormValues } from "./prior-year-form-values";

interface PriorYearFieldsProps {
  values: PriorYearFormValues;
  errors: FormErrors;
  set: (values: PriorYearFormValues) => void;
}

const HINTS: Partial<Record<PriorLine, string>> = {
  tax: "A tax credit as a negative amount.",
};

/**
 * Last year's profit and loss lines and average number of employees, beside the typed balances: the accounts show
 * them as this year's comparatives (CA 2006 Sch 1 para 7 via SI 2008/409; s411 for the employees).
 */
export function PriorYearFields({ values, errors, set }: PriorYearFieldsProps) {
  const line = (k: PriorLine, value: string) =>
    set({ ...values, profitAndLoss: { ...values.profitAndLoss, [k]: value } });
  return (
    <section id="prior-profit-and-loss" aria-labelledby="prior-profit-and-loss-title" className="space-y-4 scroll-mt-4">
      <div className="space-y-1">
        <h3 id="prior-profit-and-loss-title" className="text-base font-semibold">
          {COMPANY_FIELD_LABELS.priorProfitAndLoss}
        </h3>
        <p className="text-sm text-muted-foreground">
          Last year's profit and loss account in whole pounds, as filed (costs and tax as positive amounts): the
          accounts show it beside this year's. Leave it blank and they show no comparative.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PRIOR_LINES.map((k) => (
          <FormField
            key={k}
            id={`prior-${k}`}
            label={`${PRIOR_PROFIT_AND_LOSS_LABELS[k]} (£)`}
            inputMode="numeric"
            value={values.profitAndLoss[k]}
            onValue={(value) => line(k, value)}
            error={errors[`priorProfitAndLoss.${k}`]}
            hint={HINTS[k]}
          />
        ))}
        <FormField
          id="prior-average-employees"
          label={COMPANY_FIELD_LABELS.priorAverageEmployees}
          inputMode="numeric"
          value={values.averageEmployees}
          onValue={(averageEmployees) => set({ ...values, averageEmployees })}
          error={errors.priorAverageEmployees}
        />
      </div>
    </section>
  );
}
