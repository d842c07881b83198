import type { FieldsProps } from "./company-details-fields";
import { FormField } from "./form-field";

/** What the corporation tax return and depreciation need beyond the transactions. */
export function TaxSettingsFields({ values, errors, set }: FieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField
        id="company-utr"
        label="UTR (Unique Taxpayer Reference)"
        inputMode="numeric"
        autoComplete="off"
        value={values.utr}
        onValue={(utr) => set({ utr })}
        error={errors.utr}
        hint="The 10 digits on HMRC's letters; box 3 of the CT600. Needed before you file."
      />
      <FormField
        id="company-vat-number"
        label="VAT registration number"
        autoComplete="off"
        value={values.vatNumber}
        onValue={(vatNumber) => set({ vatNumber })}
        error={errors.vatNumber}
        hint="E.g. GB123456789. Payments quoting it are filed as VAT."
      />
      <FormField
        id="company-paye-reference"
        label="PAYE reference"
        autoComplete="off"
        value={values.payeReference}
        onValue={(payeReference) => set({ payeReference })}
        error={errors.payeReference}
        hint="E.g. 123PA00012345 (Accounts Office) or 123/AB45678. Payments quoting it are filed as PAYE & NI."
      />
      <FormField
        id="company-associated-companies"
        label="Associated companies"
        inputMode="numeric"
        value={values.associatedCompanies}
        onValue={(associatedCompanies) => set({ associatedCompanies })}
        error={errors.associatedCompanies}
        hint="Companies under the same control; they share the tax rate limits."
      />
      <FormField
        id="company-dividends-received"
        label="Non-group dividends received (£)"
        inputMode="decimal"
        value={values.nonGroupDividendsReceived}
        onValue={(nonGroupDividendsReceived) => set({ nonGroupDividendsReceived })}
        error={errors.nonGroupDividendsReceived}
        hint="Not taxed, but they count towards the marginal relief limits."
      />
      <FormField
        id="company-equipment-life"
        label="Equipment life (years)"
        inputMode="numeric"
        value={values.equipmentLifeYears}
        onValue={(equipmentLifeYears) => set({ equipmentLifeYears })}
        error={errors.equipmentLifeYears}
        hint="Equipment bought is depreciated over this many years."
      />
      <FormField
        id="company-losses-since-2017"
        label="Trading losses brought forward (£), periods ending on or after 1 April 2017"
        inputMode="numeric"
        value={values.broughtForward.sinceApril2017}
        onValue={(sinceApril2017) => set({ broughtForward: { ...values.broughtForward, sinceApril2017 } })}
        error={errors["broughtForward.sinceApril2017"]}
        hint="Unused losses from before your first year in Microfile; later years carry their own when a year is closed."
      />
      <FormField
        id="company-losses-before-2017"
        label="Trading losses brought forward (£), periods ending before 1 April 2017"
        inputMode="numeric"
        value={values.broughtForward.before2017}
        onValue={(before2017) => set({ broughtForward: { ...values.broughtForward, before2017 } })}
        error={errors["broughtForward.before2017"]}
        hint="Set only against the same trade's profits."
      />
      <FormField
        id="company-losses-claim"
        label="Losses to claim this year (£)"
        inputMode="numeric"
        value={values.broughtForward.claim}
        onValue={(claim) => set({ broughtForward: { ...values.broughtForward, claim } })}
        error={errors["broughtForward.claim"]}
        hint="Blank uses as much as covers this year's profits; enter less to keep more for later years."
      />
      <FormField
        id="company-main-pool-brought-forward"
        label="Main pool brought forward (£)"
        inputMode="numeric"
        value={values.broughtForward.mainPool}
        onValue={(mainPool) => set({ broughtForward: { ...values.broughtForward, mainPool } })}
        error={errors["broughtForward.mainPool"]}
        hint="Capital allowances: the main pool's written-down value at the start of your first year in Microfile."
      />
      <FormField
        id="company-special-pool-brought-forward"
        label="Special rate pool brought forward (£)"
        inputMode="numeric"
        value={values.broughtForward.specialPool}
        onValue={(specialPool) => set({ broughtForward: { ...values.broughtForward, specialPool } })}
        error={errors["broughtForward.specialPool"]}
        hint="The special rate pool's written-down value then (cars above 50 g/km, integral features)."
      />
    </div>
  );
}
