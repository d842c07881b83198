import type { IsoDate } from "../../dates";

/**
 * The first day of the financial years whose accounts Companies House must be given with the profit and loss
 * account. The Economic Crime and Corporate Transparency Act 2023 removes the micro-entity's option not to deliver
 * it (CA 2006 s444(1) as amended), and the Registrar's software-only filing comes with it. The commencement date is
 * not yet made law: trailed for 1 April 2027, paused in February 2026 with at least 21 months' notice promised, and
 * reported as April 2028 (uk-accounting-rules §5 "2025–26 changes", marked unconfirmed). This one date decides it;
 * change it here when the commencement regulations are made.
 */
export const PROFIT_AND_LOSS_REQUIRED_FROM: IsoDate = "2028-04-01";

/** The law requires the profit and loss account for a financial year beginning on or after that date. */
export function profitAndLossRequired(periodStart: IsoDate): boolean {
  return periodStart >= PROFIT_AND_LOSS_REQUIRED_FROM;
}

/** Whether the filed accounts carry the profit and loss account: the director's choice, or the law's. */
export function includesProfitAndLoss(chosen: boolean | undefined, periodStart: IsoDate): boolean {
  return chosen === true || profitAndLossRequired(periodStart);
}
