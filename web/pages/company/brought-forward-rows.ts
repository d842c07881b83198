import type { BroughtForwardDto } from "../../../core/contracts";

/** A part of debtors or of creditors within one year, by its sign (as the closed year's balance sheet showed it). */
interface Part {
  key: string;
  /** Owed by the company: a part of creditors within one year. */
  credit: string;
  /** Negative: owed to the company, a part of debtors. */
  debit: string;
}

const PARTS: Part[] = [
  { key: "directorsLoan", credit: "of which director's loan", debit: "of which director's loan (overdrawn)" },
  { key: "vat", credit: "of which VAT", debit: "of which VAT repayment due" },
  { key: "corporationTax", credit: "of which corporation tax", debit: "of which corporation tax recoverable" },
  {
    key: "payeNic",
    credit: "of which PAYE and National Insurance",
    debit: "of which PAYE and National Insurance repayable",
  },
  { key: "loans", credit: "of which loans", debit: "of which loans (repaid more than owed)" },
];

/** The brought-forward figures in words, in the order of the typed fields, each named as the Company page names it. */
const BEFORE_DEBTORS: [key: string, label: string][] = [
  ["fixedAssets", "Fixed assets"],
  ["stocks", "Stocks"],
];
const DEBTORS: [key: string, label: string] = ["debtors", "Debtors"];
const BEFORE_CREDITORS: [key: string, label: string][] = [
  ["cash", "Cash at bank and in hand"],
  ["otherCurrentAssets", "Other current assets"],
  ["prepaymentsAndAccruedIncome", "Prepayments and accrued income"],
];
const CREDITORS: [key: string, label: string] = ["creditorsWithinOneYear", "Creditors: due within one year"];
const AFTER_CREDITORS: [key: string, label: string][] = [
  ["creditorsAfterOneYear", "Creditors: due after more than one year"],
  ["provisions", "Provisions for liabilities"],
  ["accrualsAndDeferredIncome", "Accruals and deferred income"],
  ["calledUpShareCapital", "Called up share capital"],
  ["profitLossAccount", "Profit and loss account"],
];

type Row = { label: string; pounds: number };

/**
 * The rows to show read-only: every figure that is not nil. A part kept as one signed figure (the director's loan,
 * VAT, corporation tax, PAYE, loans) is listed under creditors when owed by the company and under debtors, as a
 * positive amount, when owed to it: an overdrawn director's loan is part of debtors, never a negative creditor.
 */
export function broughtForwardRows(bf: BroughtForwardDto): Row[] {
  const figure = (key: string) => bf.openingBalances[key] ?? 0;
  const lines = (words: [string, string][]): Row[] =>
    words.flatMap(([key, label]) => (figure(key) === 0 ? [] : [{ label, pounds: figure(key) }]));
  const debitParts = PARTS.flatMap((p) => (figure(p.key) < 0 ? [{ label: p.debit, pounds: -figure(p.key) }] : []));
  const creditParts = PARTS.flatMap((p) => (figure(p.key) > 0 ? [{ label: p.credit, pounds: figure(p.key) }] : []));
  return [
    ...lines(BEFORE_DEBTORS),
    ...lines([DEBTORS]),
    ...debitParts,
    ...lines(BEFORE_CREDITORS),
    ...lines([CREDITORS]),
    ...creditParts,
    ...lines(AFTER_CREDITORS),
  ];
}
