import { add, fromPounds, type Pence, sub, sum, ZERO } from "../money";
import { OPENING_BALANCE_KEYS, type OpeningBalanceField } from "./balance-sheet-fields";
import type { OpeningBalances } from "./types";

/** Missing fields are 0: a first year has no opening balances at all. */
export function normaliseOpeningBalances(partial: Partial<OpeningBalances> | null | undefined): OpeningBalances {
  const out = {} as OpeningBalances;
  for (const key of OPENING_BALANCE_KEYS) out[key] = partial?.[key] ?? ZERO;
  return out;
}

/** Assets (B + C + D) less liabilities (E + H + I + J) of last year's balance sheet. */
export function openingNetAssets(o: OpeningBalances): Pence {
  const assets = sum([o.fixedAssets, o.stocks, o.debtors, o.cash, o.otherCurrentAssets, o.prepaymentsAndAccruedIncome]);
  const liabilities = sum([
    o.creditorsWithinOneYear,
    o.creditorsAfterOneYear,
    o.provisions,
    o.accrualsAndDeferredIncome,
  ]);
  return sub(assets, liabilities);
}

export function openingCapitalAndReserves(o: OpeningBalances): Pence {
  return add(o.calledUpShareCapital, o.profitLossAccount);
}

/** Net assets minus capital and reserves: 0 when last year's balance sheet balanced. */
export function openingDifference(o: OpeningBalances): Pence {
  return sub(openingNetAssets(o), openingCapitalAndReserves(o));
}

/** The identified parts of the opening position: each owed (positive) or owing (negative) on its own account. */
const IDENTIFIED = ["directorsLoan", "corporationTax", "vat", "loans"] as const;

/**
 * The identified parts in credit, which are within `creditorsWithinOneYear`, and in debit (an overdrawn director's
 * loan, VAT or tax recoverable), which are within `debtors`, as the balance sheet they come from showed them.
 */
export function identifiedParts(o: OpeningBalances): { inCreditors: Pence; inDebtors: Pence } {
  const values = IDENTIFIED.map((key) => o[key]);
  return {
    inCreditors: sum(values.filter((v) => v > 0)),
    inDebtors: sum(values.filter((v) => v < 0).map((v) => -v as Pence)),
  };
}

/** Opening creditors within one year not otherwise identified (trade creditors, accruals, …). */
export function openingOtherCreditors(o: OpeningBalances): Pence {
  return sub(o.creditorsWithinOneYear, identifiedParts(o).inCreditors);
}

/** Opening debtors not otherwise identified (an overdrawn director's loan and recoverable taxes are their own lines). */
export function openingOtherDebtors(o: OpeningBalances): Pence {
  return sub(o.debtors, identifiedParts(o).inDebtors);
}

/**
 * Opening balances as the Company page takes and stores them (whole pounds, the CH form's fields) in pence. A figure
 * that is not a whole number of pounds is left out: the page and the API accept whole pounds only.
 */
export function openingBalancesFromWholePounds(
  pounds: Partial<Record<OpeningBalanceField, number>> | null | undefined,
): Partial<OpeningBalances> | null {
  if (!pounds) return null;
  const out: Partial<OpeningBalances> = {};
  for (const [key, value] of Object.entries(pounds)) {
    if (typeof value === "number" && Number.isSafeInteger(value)) out[key as OpeningBalanceField] = fromPounds(value);
  }
  return out;
}
