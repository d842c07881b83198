import type { FirstScreen } from "../domain";
import type { Pence } from "../money";

/**
 * What the Transactions page shows while its first screen stands in for the whole list
 * (web/pages/transactions/first-screen.tsx, which the server also renders ahead of the app).
 */

export interface ScreenTotals {
  count: number;
  inflow: Pence;
  outflow: Pence;
  net: Pence;
}

/**
 * The cards of the first screen: the server's count and money in and out of every row, in pence.
 */
export function firstScreenTotals(screen: FirstScreen): ScreenTotals {
  const { inflow, outflow } = screen;
  return { count: screen.total, inflow, outflow, net: (inflow + outflow) as Pence };
}

/**
 * A first screen that holds every row is the whole list: the page needs nothing more, and shows what it shows for a
 * whole list (the reconciliation card) instead of the loading line.
 */
export function holdsWholeList(screen: { total: number; rows: readonly unknown[] }): boolean {
  return screen.total === screen.rows.length;
}

/** The line under the cards while the rest of the list is on its way. */
export function loadingAllText(total: number): string {
  return `Loading all ${total.toLocaleString("en-GB")} transactions: search, filters and the running-balance check follow in a moment.`;
}

/** What the loading line's spinner says to a screen reader. */
export function loadingAllLabel(total: number): string {
  return `Loading all ${total.toLocaleString("en-GB")} transactions`;
}

/** The toolbar's count: "4 transactions", or "1 of 4 transactions" when filters leave fewer. */
export function transactionsCountText(shown: number, total: number): string {
  return shown === total
    ? `${total.toLocaleString("en-GB")} transactions`
    : `${shown.toLocaleString("en-GB")} of ${total.toLocaleString("en-GB")} transactions`;
}
