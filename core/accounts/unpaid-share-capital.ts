import { add, type Pence, sub, ZERO } from "../money";

/**
 * Called-up share capital (CA 2006 s547) counts the shares issued whether or not they are paid for; what the
 * shareholders still owe for them is item A, "Called up share capital not paid", of the micro-entity balance sheet
 * (SI 2008/409 Sch 1 Part 1 Section C, Format 1; FRS 105 s22: equity on issue, the amount due a receivable).
 */
export interface UnpaidShareCapitalInput {
  /** Item A brought forward: shares not paid for at the start of the period (within the opening share capital). */
  openingNotPaid: Pence;
  /** Shares issued in the period that were not paid for when issued (e.g. on incorporation, nothing paid in). */
  issuedNotPaid: Pence;
  /** The period's bank lines categorised share capital, net (money paid back to shareholders is negative). */
  receipts: Pence;
}

export interface UnpaidShareCapital {
  /** What the receipts paid of the shares owed for: it reduces A and is no new share capital. */
  paidOff: Pence;
  /** Item A at the period end. */
  notPaidAtEnd: Pence;
  /** Share capital issued in the period: the unpaid issue, and what was received beyond paying off. */
  issued: Pence;
}

/**
 * A receipt categorised share capital first pays for shares already issued and not paid for (brought forward, or
 * issued in the period), as a subscriber paying up does; only the rest is a new issue of shares for cash. E.g. 100
 * £1 shares issued unpaid, 150 received: 100 paid off (A nil), 50 new shares, share capital issued 150.
 */
export function unpaidShareCapital(input: UnpaidShareCapitalInput): UnpaidShareCapital {
  const owed = add(input.openingNotPaid, input.issuedNotPaid);
  const paidOff = input.receipts > 0 && owed > 0 ? (Math.min(input.receipts, owed) as Pence) : ZERO;
  return {
    paidOff,
    notPaidAtEnd: sub(owed, paidOff),
    issued: add(input.issuedNotPaid, sub(input.receipts, paidOff)),
  };
}
