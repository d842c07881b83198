import type { Accounts, MicroProfitAndLoss } from "../../accounts";
import { addDays, addMonths, endOfMonth, type IsoDate, isLastDayOfMonth } from "../../dates";
import type { StatutoryProfitAndLoss } from "./statutory-profit-and-loss";

/**
 * Whether the company traded, as the accounts tag it (FRC business taxonomy, `bus:EntityTradingStatusDimension`):
 * trading is the dimension's default member; the other two are stated.
 */
export type TradingStatus = "trading" | "never-traded" | "no-longer-trading";

export interface EntityStatus {
  /** CA 2006 s1169: no significant accounting transaction in the period. */
  dormant: boolean;
  tradingStatus: TradingStatus;
}

const P_AND_L_LINES: readonly (keyof MicroProfitAndLoss)[] = [
  "turnover",
  "otherIncome",
  "costOfRawMaterialsAndConsumables",
  "staffCosts",
  "depreciationAndOtherAmountsWrittenOff",
  "otherCharges",
  "tax",
];

/**
 * Dormant (CA 2006 s1169(1)–(3)): no significant accounting transaction in the period. Paying for shares taken on
 * formation is disregarded (s1169(3)(a)), so every bank line of the period is share capital, and nothing reaches
 * the profit and loss account (a year-end adjustment or a depreciation charge is an accounting transaction too).
 * A period with no lines at all is dormant.
 */
export function isDormant(accounts: Accounts): boolean {
  const onlyShares = accounts.ledger.transactions.every((t) => t.categoryId === "share-capital");
  const pl = accounts.profitAndLoss.micro;
  return onlyShares && P_AND_L_LINES.every((k) => pl[k] === 0);
}

/** Any line of a year's profit and loss that is not nil: the company did something that year. */
function anyActivity(pl: StatutoryProfitAndLoss | null): boolean {
  return pl !== null && Object.values(pl).some((v) => v !== 0);
}

/**
 * A dormant company either never traded or traded before: it traded before when the prior year's profit and loss
 * has a line, or when the reserve it brought forward is not nil (a company that never traded has no profits or
 * losses to carry). A company that is not dormant is trading.
 */
export function entityStatus(
  accounts: Accounts,
  prior: { profitAndLoss: StatutoryProfitAndLoss | null; profitAndLossReserve: number } | null,
): EntityStatus {
  const dormant = isDormant(accounts);
  if (!dormant) return { dormant, tradingStatus: "trading" };
  const tradedBefore = prior !== null && (anyActivity(prior.profitAndLoss) || prior.profitAndLossReserve !== 0);
  return { dormant, tradingStatus: tradedBefore ? "no-longer-trading" : "never-traded" };
}

/**
 * The first day of the 12 months that end on `end`, by the month-end rule (a year to 28 February 2025 began on
 * 1 March 2024): the prior year's start when only its end is known (a prior year typed by hand).
 */
export function twelveMonthStart(end: IsoDate): IsoDate {
  const back = addMonths(end, -12);
  return addDays(isLastDayOfMonth(end) ? endOfMonth(back) : back, 1);
}
