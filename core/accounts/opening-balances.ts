import { add, type Pence, sub, sum, ZERO } from "../money";
import { OPENING_BALANCE_KEYS } from "./balance-sheet-fields";
import type { OpeningBalances } from "./types";

/** Missing fields are 0: a first year has no opening balances at all. */
export function normaliseOpeningBalances(partial: Partial<OpeningBalances> | null | undefined): OpeningBalances {
  const out = {} as OpeningBalances;
  for (const key of OPENING_BALANCE_KEYS) out[key] = partial?.[key] ?? ZERO;
  return out;
}

export function openingNetAssets(o: OpeningBalances): Pence {
  const assets = sum([o.fixedAssets, o.stocks, o.debtors, o.cash, o.otherCurrentAssets]);
  return sub(sub(sub(assets, o.creditorsWithinOneYear), o.creditorsAfterOneYear), o.provisions);
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
