import { add, formatGBP, fromPounds, type Pence, sub, sum, ZERO } from "../money";
import {
  OPENING_BALANCE_KEYS,
  OPENING_PARTS,
  type OpeningBalanceField,
  type OpeningPart,
} from "./balance-sheet-fields";
import type { OpeningBalances } from "./types";

/** Missing fields are 0: a first year has no opening balances at all. */
export function normaliseOpeningBalances(partial: Partial<OpeningBalances> | null | undefined): OpeningBalances {
  const out = {} as OpeningBalances;
  for (const key of OPENING_BALANCE_KEYS) out[key] = partial?.[key] ?? ZERO;
  return out;
}

/** Assets (A + B + C + D) less liabilities (E + H + I + J) of last year's balance sheet. */
export function openingNetAssets(o: OpeningBalances): Pence {
  const assets = sum([
    o.calledUpShareCapitalNotPaid,
    o.fixedAssets,
    o.stocks,
    o.debtors,
    o.cash,
    o.otherCurrentAssets,
    o.prepaymentsAndAccruedIncome,
  ]);
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

/**
 * The identified parts in credit, which are within `creditorsWithinOneYear`, and in debit (an overdrawn director's
 * loan, VAT or tax recoverable), which are within `debtors`, as the balance sheet they come from showed them.
 */
export function identifiedParts(o: OpeningBalances): { inCreditors: Pence; inDebtors: Pence } {
  const values = OPENING_PARTS.map((key) => o[key]);
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

/** The named parts in words, as the Company page asks for them. */
const PART_WORDS: Record<OpeningPart, { owed: string; owing: string }> = {
  directorsLoan: { owed: "the director's loan owed to directors", owing: "the overdrawn director's loan" },
  vat: { owed: "VAT owed to HMRC at the start of the year", owing: "the VAT repayment due from HMRC" },
  corporationTax: { owed: "corporation tax owed for earlier years", owing: "corporation tax recoverable" },
  payeNic: { owed: "PAYE and National Insurance owed", owing: "PAYE and National Insurance recoverable" },
  loans: { owed: "loans", owing: "loans repaid more than owed" },
};

function partsExceeding(o: OpeningBalances, owed: boolean, limit: Pence, totalName: string): string | null {
  const parts = OPENING_PARTS.filter((key) => (owed ? o[key] > 0 : o[key] < 0));
  const amounts = parts.map((key) => (owed ? o[key] : (-o[key] as Pence)));
  const total = sum(amounts);
  if (total <= limit) return null;
  const words = parts.map((key, i) => `${PART_WORDS[key][owed ? "owed" : "owing"]} (${formatGBP(amounts[i]!)})`);
  const named = words.length === 1 ? words[0]! : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
  const subject = named.charAt(0).toUpperCase() + named.slice(1);
  const come = words.length === 1 ? "is" : `come to ${formatGBP(total)},`;
  return `${subject} ${come} more than the ${totalName} entered (${formatGBP(limit)}): ${words.length === 1 ? "it is a part" : "they are parts"} of it.`;
}

/**
 * Why the named parts cannot be parts of the totals they belong to, in words; null when they fit: amounts owed
 * within creditors due within one year, amounts owed to the company (negative) within debtors.
 */
export function openingPartsError(o: OpeningBalances): string | null {
  return (
    partsExceeding(o, true, o.creditorsWithinOneYear, "creditors due within one year") ??
    partsExceeding(o, false, o.debtors, "debtors") ??
    unpaidSharesError(o)
  );
}

/** Shares not paid for are some of the shares issued (CA 2006 s547): never more than the share capital, never below nil. */
function unpaidSharesError(o: OpeningBalances): string | null {
  const notPaid = o.calledUpShareCapitalNotPaid;
  if (notPaid < 0) return "The called up share capital not paid cannot be negative.";
  if (notPaid <= o.calledUpShareCapital) return null;
  return (
    `The called up share capital not paid (${formatGBP(notPaid)}) is more than the called up share capital ` +
    `entered (${formatGBP(o.calledUpShareCapital)}): it is a part of it.`
  );
}
