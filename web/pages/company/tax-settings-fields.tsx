import { COMPANY_FIELD_LABELS } from "../../../core/contracts";
import { formatLongUk } from "../../../core/dates";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";
import type { BroughtForwardFormValues } from "./brought-forward-form-values";
import type { FieldsProps } from "./company-details-fields";
import { firstAccountingPeriodEnd } from "./company-form-values";
import { FormField } from "./form-field";

type BroughtForwardField = keyof BroughtForwardFormValues;

/** The figures brought forward into the first year in Microfile, in the order the form shows them. */
const BROUGHT_FORWARD: Record<BroughtForwardField, { id: string; label: string; hint: string }> = {
  sinceApril2017: {
    id: "company-losses-since-2017",
    label: COMPANY_FIELD_LABELS.tradingLossesBroughtForward,
    hint: "Unused losses from before your first year in Microfile; later years carry their own when a year is closed.",
  },
  before2017: {
    id: "company-losses-before-2017",
    label: COMPANY_FIELD_LABELS.tradingLossesBroughtForwardBefore2017,
    hint: "Set only against the same trade's profits.",
  },
  claim: {
    id: "company-losses-claim",
    label: COMPANY_FIELD_LABELS.tradingLossesClaim,
    hint: "Blank uses as much as covers this year's profits; enter less to keep more for later years.",
  },
  mainPool: {
    id: "company-main-pool-brought-forward",
    label: COMPANY_FIELD_LABELS.capitalAllowancesMainPoolBroughtForward,
    hint: "Capital allowances: the main pool's written-down value at the start of your first year in Microfile.",
  },
  specialPool: {
    id: "company-special-pool-brought-forward",
    label: COMPANY_FIELD_LABELS.capitalAllowancesSpecialRatePoolBroughtForward,
    hint: "The special rate pool's written-down value then (cars above 50 g/km, integral features).",
  },
};

/**
 * A period over 12 months is two accounting periods for tax, and dividends count towards the rate in the one they
 * were received in (CTA 2010 s18L): asked only then, by the first one's end date.
 */
function DividendsFirstPeriodField({ values, errors, set }: FieldsProps) {
  const firstEnd = firstAccountingPeriodEnd(values);
  if (firstEnd === null) return null;
  return (
    <FormField
      id="company-dividends-first-period"
      label={`Of which received by ${formatLongUk(firstEnd)} (£)`}
      inputMode="decimal"
      value={values.nonGroupDividendsReceivedFirstPeriod}
      onValue={(nonGroupDividendsReceivedFirstPeriod) => set({ nonGroupDividendsReceivedFirstPeriod })}
      error={errors.nonGroupDividendsReceivedFirstPeriod}
      hint="The period is two tax periods; dividends count in the one they were received in. Blank shares them by days."
    />
  );
}

/**
 * A close investment-holding company (CTA 2010 s34) pays the main rate with no small profits rate or marginal
 * relief (s18N); only the director knows what the company exists for, so it is asked, not guessed.
 */
function CloseInvestmentHoldingField({ values, set }: Pick<FieldsProps, "values" | "set">) {
  const id = "company-close-investment-holding";
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={values.closeInvestmentHolding}
          onCheckedChange={(v) => set({ closeInvestmentHolding: v === true })}
          className="mt-0.5"
          aria-describedby={`${id}-hint`}
        />
        <Label htmlFor={id} className="leading-snug">
          {COMPANY_FIELD_LABELS.closeInvestmentHolding}
        </Label>
      </div>
      <p id={`${id}-hint`} className="pl-7 text-xs text-muted-foreground">
        It exists mainly to hold investments (cash, shares, property let to people connected with it): taxed at 25 %
        with no small profits rate or marginal relief (CTA 2010 s18N).
      </p>
    </div>
  );
}

/** What the corporation tax return and depreciation need beyond the transactions. */
export function TaxSettingsFields({ values, errors, set }: FieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField
        id="company-utr"
        label={COMPANY_FIELD_LABELS.utr}
        inputMode="numeric"
        autoComplete="off"
        value={values.utr}
        onValue={(utr) => set({ utr })}
        error={errors.utr}
        hint="The 10 digits on HMRC's letters; box 3 of the CT600. Needed before you file."
      />
      <FormField
        id="company-vat-number"
        label={COMPANY_FIELD_LABELS.vatNumber}
        autoComplete="off"
        value={values.vatNumber}
        onValue={(vatNumber) => set({ vatNumber })}
        error={errors.vatNumber}
        hint="E.g. GB123456789. Payments quoting it are filed as VAT."
      />
      <FormField
        id="company-paye-reference"
        label={COMPANY_FIELD_LABELS.payeReference}
        autoComplete="off"
        value={values.payeReference}
        onValue={(payeReference) => set({ payeReference })}
        error={errors.payeReference}
        hint="E.g. 123PA00012345 (Accounts Office) or 123/AB45678. Payments quoting it are filed as PAYE & NI."
      />
      <FormField
        id="company-associated-companies"
        label={COMPANY_FIELD_LABELS.associatedCompanies}
        inputMode="numeric"
        value={values.associatedCompanies}
        onValue={(associatedCompanies) => set({ associatedCompanies })}
        error={errors.associatedCompanies}
        hint="Companies under the same control; they share the tax rate limits."
      />
      <CloseInvestmentHoldingField values={values} set={set} />
      <FormField
        id="company-dividends-received"
        label={COMPANY_FIELD_LABELS.nonGroupDividendsReceived}
        inputMode="decimal"
        value={values.nonGroupDividendsReceived}
        onValue={(nonGroupDividendsReceived) => set({ nonGroupDividendsReceived })}
        error={errors.nonGroupDividendsReceived}
        hint="Not taxed, but they count towards the marginal relief limits."
      />
      <DividendsFirstPeriodField values={values} errors={errors} set={set} />
      <FormField
        id="company-equipment-life"
        label={COMPANY_FIELD_LABELS.equipmentLifeYears}
        inputMode="numeric"
        value={values.equipmentLifeYears}
        onValue={(equipmentLifeYears) => set({ equipmentLifeYears })}
        error={errors.equipmentLifeYears}
        hint="Equipment bought is depreciated over this many years."
      />
      {(Object.keys(BROUGHT_FORWARD) as BroughtForwardField[]).map((field) => (
        <FormField
          key={field}
          id={BROUGHT_FORWARD[field].id}
          label={BROUGHT_FORWARD[field].label}
          inputMode="numeric"
          value={values.broughtForward[field]}
          onValue={(value) => set({ broughtForward: { ...values.broughtForward, [field]: value } })}
          error={errors[`broughtForward.${field}`]}
          hint={BROUGHT_FORWARD[field].hint}
        />
      ))}
    </div>
  );
}
