import type { CategoryId } from "../categories";
import { type Pence, pence, sum, ZERO } from "../money";
import type { Ledger } from "./ledger";
import type { MicroProfitAndLoss } from "./profit-and-loss";
import type { AccountsTransaction } from "./types";

/**
 * Where a fee or penalty paid to the registrar is filed: General Admin (categories.md: "Companies House fees"), or
 * Other Expenses for a late filing penalty filed there.
 */
const REGISTRAR_FEE_CATEGORIES: ReadonlySet<CategoryId> = new Set<CategoryId>(["general-admin", "other-expenses"]);

/** The payee as the banks write it ("COMPANIES HOUSE", "Companies House WebFiling", "COMPANIESHOUSE", "COMPANIES HSE"). */
const COMPANIES_HOUSE = /companies\s*(house|hse)/i;

/**
 * A fee paid to the registrar (a change of name, re-registration, the confirmation statement) or a penalty for
 * filing accounts late (CA 2006 s1169(3)(b)): a General Admin or Other Expenses line whose payee is Companies House.
 * The bank line does not say which fee it was; every fee Companies House charges a company that does nothing else
 * is one of those, so the payee is enough.
 */
export function isRegistrarFee(t: AccountsTransaction): boolean {
  return (
    t.categoryId !== null && REGISTRAR_FEE_CATEGORIES.has(t.categoryId) && COMPANIES_HOUSE.test(t.description ?? "")
  );
}

/**
 * What CA 2006 s1169(3) lets a dormant company do: pay the registrar's fees and penalties (b), and take payment for
 * the shares its subscribers took on formation (a). The app knows subscribers' shares only as share capital
 * received in the company's first period (it began at incorporation); shares issued in a later period are a
 * significant accounting transaction.
 */
function isDisregarded(t: AccountsTransaction, firstPeriod: boolean): boolean {
  if (t.categoryId === "share-capital") return firstPeriod;
  return isRegistrarFee(t);
}

/** The registrar's fees of the period, as a positive charge (refunds net off). */
export function registrarFees(ledger: Ledger): Pence {
  return pence(-sum(ledger.transactions.filter(isRegistrarFee).map((t) => t.amount)));
}

const OTHER_LINES: readonly (keyof MicroProfitAndLoss)[] = [
  "turnover",
  "otherIncome",
  "costOfRawMaterialsAndConsumables",
  "staffCosts",
  "depreciationAndOtherAmountsWrittenOff",
  "tax",
];

/**
 * Dormant (CA 2006 s1169(1)–(3)): no significant accounting transaction in the period. Every bank line is one the
 * section disregards, and the profit and loss account holds nothing but the registrar's fees (a year-end
 * adjustment or a depreciation charge is an accounting transaction too). A period with no lines at all is dormant.
 */
export function isDormantPeriod(ledger: Ledger, micro: MicroProfitAndLoss, firstPeriod: boolean): boolean {
  if (!ledger.transactions.every((t) => isDisregarded(t, firstPeriod))) return false;
  if (!OTHER_LINES.every((k) => micro[k] === ZERO)) return false;
  return micro.otherCharges === registrarFees(ledger);
}
