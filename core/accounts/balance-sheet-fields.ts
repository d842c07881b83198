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
 * What the Company page and PUT /api/company take as opening balances: the form's fields, and the part of creditors
 * within one year owed to directors (`directorsLoan`, negative when the loan account was overdrawn).
 */
export const OPENING_BALANCE_FIELDS = [...BALANCE_SHEET_FIELDS, "directorsLoan"] as const;
export type OpeningBalanceField = (typeof OPENING_BALANCE_FIELDS)[number];

/**
 * Every opening balance the accounts read: those; the parts of creditors within one year that were corporation
 * tax, VAT and loans, when known, so that payments made this year are matched against them (each part of debtors
 * instead when negative, as the closing balance sheet showed it); and the micro-entity lines D (prepayments and
 * accrued income, not within debtors) and J (accruals and deferred income, not within creditors) of a year closed
 * in Microfile.
 */
export const OPENING_BALANCE_KEYS = [
  ...OPENING_BALANCE_FIELDS,
  "corporationTax",
  "vat",
  "loans",
  "prepaymentsAndAccruedIncome",
  "accrualsAndDeferredIncome",
] as const;
export type OpeningBalanceKey = (typeof OPENING_BALANCE_KEYS)[number];
