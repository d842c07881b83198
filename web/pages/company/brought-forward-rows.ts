import type { BroughtForwardDto } from "../../../core/contracts";

/** The brought-forward figures in words, in the order of the typed fields, each named as the Company page names it. */
const WORDS: [key: string, label: string][] = [
  ["fixedAssets", "Fixed assets"],
  ["stocks", "Stocks"],
  ["debtors", "Debtors"],
  ["cash", "Cash at bank and in hand"],
  ["otherCurrentAssets", "Other current assets"],
  ["prepaymentsAndAccruedIncome", "Prepayments and accrued income"],
  ["creditorsWithinOneYear", "Creditors: due within one year"],
  ["directorsLoan", "of which director's loan"],
  ["vat", "of which VAT (negative: a repayment due)"],
  ["corporationTax", "of which corporation tax"],
  ["payeNic", "of which PAYE and National Insurance"],
  ["loans", "of which loans"],
  ["creditorsAfterOneYear", "Creditors: due after more than one year"],
  ["provisions", "Provisions for liabilities"],
  ["accrualsAndDeferredIncome", "Accruals and deferred income"],
  ["calledUpShareCapital", "Called up share capital"],
  ["profitLossAccount", "Profit and loss account"],
];

/** The rows to show read-only: every figure that is not nil (the "of which" parts only when they are). */
export function broughtForwardRows(bf: BroughtForwardDto): { label: string; pounds: number }[] {
  return WORDS.flatMap(([key, label]) => {
    const pounds = bf.openingBalances[key] ?? 0;
    return pounds === 0 ? [] : [{ label, pounds }];
  });
}
