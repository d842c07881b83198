import { add, type Pence, sub, sum, ZERO } from "../money";
import type { OpeningBalances } from "./types";

export const OPENING_BALANCE_KEYS = [
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
  "directorsLoan",
  "corporationTax",
  "vat",
  "loans",
  "prepaymentsAndAccruedIncome",
  "accrualsAndDeferredIncome",
] as const satisfies readonly (keyof OpeningBalances)[];

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

/** Opening creditors within one year not otherwise identified (trade creditors, accruals, …). */
export function openingOtherCreditors(o: OpeningBalances): Pence {
  return sub(o.creditorsWithinOneYear, sum([o.directorsLoan, o.corporationTax, o.vat, o.loans]));
}
