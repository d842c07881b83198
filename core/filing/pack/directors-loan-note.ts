import type { AccountsTransaction } from "../../accounts";
import { type Pence, pence, ZERO } from "../../money";

/**
 * Advances and credits granted by the company to its directors (CA 2006 s413; a note the micro-entity balance sheet
 * must carry, s472(1A)). The director's loan account is kept credit-positive (owed to the director); an advance is
 * the part of a payment to a director that takes the account overdrawn, a repayment the part of money received that
 * brings an overdrawn account back.
 */
export interface DirectorsLoanNote {
  /** Owed to the directors at the start (negative: the account was overdrawn). */
  openingBalance: Pence;
  paidToDirectors: Pence;
  receivedFromDirectors: Pence;
  /** Owed to the directors at the end (negative: overdrawn). */
  closingBalance: Pence;
  /** Overdrawn at the start: an advance brought forward. */
  advancesBroughtForward: Pence;
  advancesMade: Pence;
  advancesRepaid: Pence;
  /** Overdrawn at the end: an advance outstanding. */
  advancesOutstanding: Pence;
}

const overdrawn = (credit: number) => Math.max(0, -credit);

/** Walks the director's loan account in date order (the ledger keeps statement order within a day). */
export function directorsLoanNote(opening: Pence, movements: readonly AccountsTransaction[]): DirectorsLoanNote {
  const ordered = [...movements].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let credit: number = opening;
  let paid = 0;
  let received = 0;
  let made = 0;
  let repaid = 0;
  for (const t of ordered) {
    const after = credit + t.amount;
    if (t.amount < 0) {
      paid -= t.amount;
      made += overdrawn(after) - overdrawn(credit);
    } else {
      received += t.amount;
      repaid += overdrawn(credit) - overdrawn(after);
    }
    credit = after;
  }
  return {
    openingBalance: opening,
    paidToDirectors: pence(paid),
    receivedFromDirectors: pence(received),
    closingBalance: pence(credit),
    advancesBroughtForward: pence(overdrawn(opening)),
    advancesMade: pence(made),
    advancesRepaid: pence(repaid),
    advancesOutstanding: pence(overdrawn(credit)),
  };
}

export function hasDirectorAdvances(note: DirectorsLoanNote): boolean {
  return note.advancesBroughtForward !== ZERO || note.advancesMade !== ZERO;
}
