import { OPENING_BALANCE_LABELS } from "../../../core/contracts/company-labels";
import type { FieldsProps } from "./company-details-fields";
import type { CompanyFormValues, OpeningField } from "./company-form-values";
import { FormField } from "./form-field";

/** The API's names for the opening balances (core/contracts), and the VAT repayment the page adds to them. */
const LABELS: Record<OpeningField, string> = {
  ...OPENING_BALANCE_LABELS,
  vatRepayment: "VAT repayment due from HMRC",
};

/** The parts of last year's creditors (and a VAT repayment within debtors) that this year's payments settle. */
const PART_HINTS: Partial<Record<OpeningField, string>> = {
  vat: "Part of creditors within one year: your first VAT payment this year settles it.",
  corporationTax: "Part of creditors within one year: paying it this year is not this year's tax.",
  payeNic: "Part of creditors within one year, e.g. last month's PAYE paid after the year end.",
  vatRepayment: "Part of debtors: the repayment HMRC makes this year settles it.",
  calledUpShareCapitalNotPaid:
    "Item A of last year's balance sheet: shares issued that the shareholders had not yet paid for. A receipt " +
    "categorised Share capital this year pays it off.",
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
          hint={field === "cash" ? CASH_HINT : PART_HINTS[field]}
        />
      ))}
    </div>
  );
}
