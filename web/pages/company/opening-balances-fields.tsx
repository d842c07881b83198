import type { FieldsProps } from "./company-details-fields";
import type { CompanyFormValues, OpeningField } from "./company-form-values";
import { FormField } from "./form-field";

const LABELS: Record<OpeningField, string> = {
  fixedAssets: "Fixed assets",
  stocks: "Stocks",
  debtors: "Debtors",
  cash: "Cash at bank and in hand",
  otherCurrentAssets: "Other current assets",
  creditorsWithinOneYear: "Creditors: due within one year",
  creditorsAfterOneYear: "Creditors: due after more than one year",
  provisions: "Provisions for liabilities",
  calledUpShareCapital: "Called up share capital",
  profitLossAccount: "Profit and loss account",
  directorsLoan: "Director's loan (part of creditors within one year)",
};

/** With several bank accounts, each one's own opening balance lets the balance sheet check it on its own. */
const CASH_HINT = "Or give each bank account's opening cash below; their total then replaces this figure.";

/** Last year's closing balance sheet, whole pounds, in the CH form's field names plus the director's loan. */
export function OpeningBalancesFields({ values, errors, set }: FieldsProps) {
  const update = (field: OpeningField, value: string) =>
    set({ openingBalances: { ...values.openingBalances, [field]: value } as CompanyFormValues["openingBalances"] });
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {(Object.keys(LABELS) as OpeningField[]).map((field) => (
        <FormField
          key={field}
          id={`opening-${field}`}
          label={`${LABELS[field]} (£)`}
          inputMode="numeric"
          placeholder="0"
          value={values.openingBalances[field]}
          onValue={(value) => update(field, value)}
          error={errors[`openingBalances.${field}`]}
          hint={field === "cash" ? CASH_HINT : undefined}
        />
      ))}
    </div>
  );
}
