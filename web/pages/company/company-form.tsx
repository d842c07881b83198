import { type FormEvent, type ReactNode, useState } from "react";
import type { CompanyDto } from "../../../core/contracts";
import { useSaveCompany } from "../../api/company";
import { errorMessage } from "../../api/errors";
import { Alert, AlertDescription } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { toast } from "../../components/ui/use-toast";
import { BroughtForwardBalances } from "./brought-forward-balances";
import { CompanyDetailsFields } from "./company-details-fields";
import { bodyFromForm, type CompanyFormValues, type FormErrors, formFromCompany } from "./company-form-values";
import { OpeningBalancesFields } from "./opening-balances-fields";
import { FirstYearConfirmation, PeriodConfirmation } from "./period-answer-checkboxes";
import { PeriodFields } from "./period-fields";
import { PriorYearFields } from "./prior-year-fields";
import { TaxSettingsFields } from "./tax-settings-fields";
import { VatSection } from "./vat-section";

function Section({
  id,
  title,
  description,
  children,
}: {
  id?: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card id={id} className="scroll-mt-4">
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

/** Edits the current company's settings; the server checks them again and its messages are shown as they are. */
export function CompanyForm({ company }: { company: CompanyDto }) {
  const [values, setValues] = useState<CompanyFormValues>(() => formFromCompany(company));
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useSaveCompany();
  const set = (patch: Partial<CompanyFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const props = { values, errors, set };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { body, errors: found } = bodyFromForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(body, {
      onSuccess: (saved) => {
        setValues(formFromCompany(saved));
        toast({ title: "Company saved", description: "The reports now use these details." });
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      <Section id="details" title="Company">
        <CompanyDetailsFields {...props} />
      </Section>
      <Section
        id="period"
        title="Accounting period"
        description="The financial year these accounts cover (at most 18 months)."
      >
        <PeriodFields {...props} suggested={company.suggestedPeriod} notes={company.periodNotes} />
        <PeriodConfirmation />
      </Section>
      <Section title="Tax and depreciation">
        <TaxSettingsFields {...props} />
      </Section>
      <VatSection values={values.vat} errors={errors} set={(p) => set({ vat: { ...values.vat, ...p } })} />
      <Section
        id="opening-balances"
        title="Opening balances"
        description="Last year's closing balance sheet in whole pounds, as filed. Leave blank for a company's first accounts."
      >
        {company.broughtForward ? (
          <BroughtForwardBalances broughtForward={company.broughtForward} />
        ) : (
          <>
            <OpeningBalancesFields {...props} />
            {values.priorYear && (
              <PriorYearFields values={values.priorYear} errors={errors} set={(priorYear) => set({ priorYear })} />
            )}
            <FirstYearConfirmation />
          </>
        )}
      </Section>
      {Object.keys(errors).length > 0 && (
        <Alert variant="destructive">
          <AlertDescription>Please correct the fields marked above.</AlertDescription>
        </Alert>
      )}
      {save.error && (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(save.error, "The company could not be saved.")}</AlertDescription>
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save company"}
        </Button>
      </div>
    </form>
  );
}
