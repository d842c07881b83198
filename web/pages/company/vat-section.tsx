import type { ReactNode } from "react";
import { COMPANY_FIELD_LABELS, VAT_STAGGER_LABELS } from "../../../core/contracts";
import { isVatStagger, VAT_STAGGERS } from "../../../core/vat";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/ui/native-select";
import type { FormErrors } from "./company-form-values";
import { FormField } from "./form-field";
import type { VatFormValues } from "./vat-form-values";

export interface VatSectionProps {
  values: VatFormValues;
  errors: FormErrors;
  set: (patch: Partial<VatFormValues>) => void;
}

/** A group of radio buttons with a visible legend (native inputs: keyboard and screen readers for free). */
function Choice<T extends string>({
  name,
  legend,
  value,
  options,
  onValue,
}: {
  name: string;
  legend: string;
  value: T | "";
  options: { value: T; label: string; hint?: ReactNode }[];
  onValue: (value: T) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onValue(o.value)}
              className="mt-0.5 size-4 accent-primary"
            />
            <span>
              {o.label}
              {o.hint && <span className="block text-xs text-muted-foreground">{o.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The company's VAT registration: whether it is registered, from when, and on which scheme. A registered
 * company's P&L is net of VAT and its balance sheet shows what it owes HMRC (or is owed).
 */
export function VatSection({ values, errors, set }: VatSectionProps) {
  const registered = values.registered === "yes";
  return (
    <Card id="vat">
      <CardHeader>
        <CardTitle as="h2">VAT</CardTitle>
        <CardDescription>
          A VAT-registered company's income and costs are shown without VAT, and the VAT it owes HMRC (or is owed) is on
          its balance sheet.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Choice
          name="vat-registered"
          legend={COMPANY_FIELD_LABELS.vatRegistered}
          value={values.registered}
          options={[
            { value: "yes", label: "Yes" },
            { value: "no", label: "No" },
          ]}
          onValue={(registered) => set({ registered })}
        />
        {registered && (
          <>
            <FormField
              id="company-vat-registered-from"
              label={COMPANY_FIELD_LABELS.vatRegisteredFrom}
              type="date"
              className="space-y-1.5 sm:max-w-xs"
              value={values.registeredFrom}
              onValue={(registeredFrom) => set({ registeredFrom })}
              error={errors["vat.registeredFrom"]}
              hint="The effective date on the VAT registration certificate; earlier transactions carry no VAT."
            />
            <Choice
              name="vat-scheme"
              legend={COMPANY_FIELD_LABELS.vatScheme}
              value={values.scheme}
              options={[
                { value: "standard", label: "Standard", hint: "VAT charged on sales less VAT paid on purchases." },
                {
                  value: "flat-rate",
                  label: "Flat rate",
                  hint: "A fixed percentage of VAT-inclusive turnover; no VAT reclaimed on most purchases.",
                },
              ]}
              onValue={(scheme) => set({ scheme })}
            />
            <div className="space-y-1.5 sm:max-w-sm">
              <Label htmlFor="company-vat-stagger">{COMPANY_FIELD_LABELS.vatStagger}</Label>
              <NativeSelect
                id="company-vat-stagger"
                value={values.stagger}
                aria-describedby="company-vat-stagger-hint"
                onChange={(e) => set({ stagger: isVatStagger(e.target.value) ? e.target.value : "" })}
              >
                <option value="">Not given</option>
                {VAT_STAGGERS.map((s) => (
                  <option key={s} value={s}>
                    {VAT_STAGGER_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
              <p id="company-vat-stagger-hint" className="text-xs text-muted-foreground">
                The months the company's VAT return periods end in. The Reports page then shows the VAT quarter by
                quarter, to check against each return; only quarterly returns are shown.
              </p>
            </div>
            {values.scheme === "flat-rate" && (
              <FormField
                id="company-vat-flat-rate"
                label={COMPANY_FIELD_LABELS.vatFlatRatePercent}
                inputMode="decimal"
                autoComplete="off"
                className="space-y-1.5 sm:max-w-xs"
                value={values.flatRatePercent}
                onValue={(flatRatePercent) => set({ flatRatePercent })}
                error={errors["vat.flatRatePercent"]}
                hint="The percentage for the company's trade, e.g. 14.5; 1 point less is applied in its first year."
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
