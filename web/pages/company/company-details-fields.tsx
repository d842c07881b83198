import { Plus, X } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import type { CompanyFormValues, FormErrors } from "./company-form-values";
import { FormField } from "./form-field";

export interface FieldsProps {
  values: CompanyFormValues;
  errors: FormErrors;
  set: (patch: Partial<CompanyFormValues>) => void;
}

function Directors({ values, set }: FieldsProps) {
  const update = (i: number, name: string) => set({ directors: values.directors.map((d, j) => (j === i ? name : d)) });
  const remove = (i: number) => set({ directors: values.directors.filter((_, j) => j !== i) });
  return (
    <fieldset className="space-y-2 sm:col-span-2">
      <legend className="text-sm font-medium">Directors</legend>
      {values.directors.map((director, i) => (
        <div key={i} className="flex gap-2">
          <Input
            aria-label={`Director ${i + 1} name`}
            value={director}
            autoComplete="off"
            onChange={(e) => update(i, e.target.value)}
          />
          <Button variant="ghost" size="icon" aria-label={`Remove director ${i + 1}`} onClick={() => remove(i)}>
            <X aria-hidden />
          </Button>
        </div>
      ))}
      <Button variant="outline" size="sm" onClick={() => set({ directors: [...values.directors, ""] })}>
        <Plus aria-hidden />
        Add director
      </Button>
    </fieldset>
  );
}

/** Name, registration number, incorporation date, employees, principal activity and directors. */
export function CompanyDetailsFields(props: FieldsProps) {
  const { values, errors, set } = props;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id="company-name"
        label="Company name"
        value={values.name}
        onValue={(name) => set({ name })}
        error={errors.name}
        hint="Exactly as on the Companies House register."
      />
      <FormField
        id="company-registration-number"
        label="Registration number"
        value={values.registrationNumber}
        onValue={(registrationNumber) => set({ registrationNumber })}
        error={errors.registrationNumber}
        hint="8 characters, e.g. 01234567 or SC123456."
      />
      <FormField
        id="company-incorporation-date"
        label="Incorporation date"
        type="date"
        value={values.incorporationDate}
        onValue={(incorporationDate) => set({ incorporationDate })}
        error={errors.incorporationDate}
      />
      <FormField
        id="company-shares-issued-not-paid"
        label="Shares issued this period and not paid for (£)"
        inputMode="numeric"
        placeholder="0"
        value={values.sharesIssuedNotPaid}
        onValue={(sharesIssuedNotPaid) => set({ sharesIssuedNotPaid })}
        error={errors.sharesIssuedNotPaid}
        hint={
          "The nominal value of shares issued in this period that the shareholders did not pay for, e.g. 100 for " +
          "100 £1 shares taken on incorporation with nothing paid in. The balance sheet shows it as called up share " +
          "capital not paid (A) until a receipt categorised Share capital pays it."
        }
      />
      <FormField
        id="company-average-employees"
        label="Average number of employees"
        inputMode="numeric"
        value={values.averageEmployees}
        onValue={(averageEmployees) => set({ averageEmployees })}
        error={errors.averageEmployees}
        hint="Directors with a contract of employment count; 0 is allowed."
      />
      <FormField
        id="company-principal-activity"
        label="Principal activity"
        className="space-y-1.5 sm:col-span-2"
        maxLength={500}
        value={values.principalActivity}
        onValue={(principalActivity) => set({ principalActivity })}
        error={errors.principalActivity}
        hint="What the company does, in a few words, e.g. software consultancy; the accounts' report states it."
      />
      <Directors {...props} />
    </div>
  );
}
