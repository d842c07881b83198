import type { TransactionsFirstScreenDto } from "../contracts/transactions";
import { type Pence, penceOf } from "../money";

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
 * The cards of the first screen: the server's count and money in and out of every row, in pence. The server writes
 * both as decimal strings; one it could not read would be a fault, shown as £0.00 until the list is in.
 */
export function firstScreenTotals(screen: TransactionsFirstScreenDto): ScreenTotals {
  const inflow = penceOf(screen.inflow);
  const outflow = penceOf(screen.outflow);
  return { count: screen.total, inflow, outflow, net: (inflow + outflow) as Pence };
}

/**
 * A first screen that holds every row is the whole list: the page needs nothing more, and shows what it shows for a
 * whole list (the reconciliation card) instead of the loading line.
 */
export function holdsWholeList(screen: TransactionsFirstScreenDto): boolean {
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
