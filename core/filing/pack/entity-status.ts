import type { Accounts } from "../../accounts";
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

/**
 * Dormant (CA 2006 s1169(1)–(3)): no significant accounting transaction in the period, as core/accounts decided it
 * (`isDormantPeriod`: only subscribers' share capital in the first period and fees paid to the registrar).
 */
export function isDormant(accounts: Accounts): boolean {
  return accounts.dormant;
}

/**
 * What the HMRC pack of a dormant company says before its CT600 draft: the draft is still made, as HMRC may have
 * sent a notice to deliver a return (FA 1998 Sch 18 para 3), but without one no return is due, and a company not
 * within the charge to corporation tax (CTA 2009 s2, s9) has no tax to pay.
 */
export const DORMANT_RETURN_NOTE =
  "The company was dormant throughout the period (Companies Act 2006 s1169): it is not within the charge to " +
  "corporation tax and has no tax to pay (CTA 2009 s2, s9). A Company Tax Return is due only if HMRC sends a notice " +
  "to deliver one (FA 1998 Sch 18 para 3); this draft is for that return. Otherwise tell HMRC the company is dormant.";

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
