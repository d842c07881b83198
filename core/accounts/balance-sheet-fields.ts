/**
 * The one list of balance-sheet fields. Last year's closing balance sheet is entered, stored, sent over the API and
 * filled into the Companies House form under these names; creditors and provisions are amounts owed (positive).
 */

/** The boxes of the Companies House balance sheet form (spec part 2 §3), in its order, for each year. */
export const BALANCE_SHEET_FIELDS = [
  "fixedAssets",
  "stocks",
  "debtors",
  "cash",
  "otherCurrentAssets",
  "creditorsWithinOneYear",
  "creditorsAfterOneYear",
  "provisions",
  "calledUpShareCapital",
  "profitLossAccount",
] as const;
export type BalanceSheetField = (typeof BALANCE_SHEET_FIELDS)[number];

/**
 * The parts of last year's creditors within one year that this year's payments settle, each named on its own
 * (uk-accounting-rules §10): owed to directors, VAT, corporation tax, PAYE and National Insurance, and loans. Each is
 * negative when it was owed to the company instead (an overdrawn director's loan, a VAT repayment due): then it is a
 * part of debtors.
 */
export const OPENING_PARTS = ["directorsLoan", "vat", "corporationTax", "payeNic", "loans"] as const;
export type OpeningPart = (typeof OPENING_PARTS)[number];

/**
 * Item A of last year's balance sheet, "Called up share capital not paid" (SI 2008/409 Sch 1 Section C): shares
 * issued and not yet paid for at the start of the year, a part of `calledUpShareCapital`. The CH form has no box for
 * it (it goes with other current assets there), so it is not one of the form's fields.
 */
export const OPENING_SHARE_CAPITAL_FIELDS = ["calledUpShareCapitalNotPaid"] as const;

/** What the Company page and PUT /api/company take as opening balances: the form's fields and the named parts. */
export const OPENING_BALANCE_FIELDS = [
  ...BALANCE_SHEET_FIELDS,
  ...OPENING_PARTS,
  ...OPENING_SHARE_CAPITAL_FIELDS,
] as const;
export type OpeningBalanceField = (typeof OPENING_BALANCE_FIELDS)[number];

/**
 * Every opening balance the accounts read: those, and the micro-entity lines D (prepayments and accrued income, not
 * within debtors) and J (accruals and deferred income, not within creditors) of a year closed in Microfile.
 */
export const OPENING_BALANCE_KEYS = [
  ...OPENING_BALANCE_FIELDS,
  "prepaymentsAndAccruedIncome",
  "accrualsAndDeferredIncome",
] as const;
export type OpeningBalanceKey = (typeof OPENING_BALANCE_KEYS)[number];
