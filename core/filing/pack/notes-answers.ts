import type { Pence } from "../../money";

/** Guarantees and other financial commitments not in the balance sheet (FRS 105 section 6A), with their total. */
export type GuaranteesNote = { none: true } | { none: false; text: string; amount: Pence };
/** Off-balance-sheet arrangements (CA 2006 s410A). */
export type OffBalanceSheetNote = { none: true } | { none: false; text: string };
/** Terms of the advances to directors (CA 2006 s413(3)); the advances' amounts come from the director's loan account. */
export interface DirectorLoanTerms {
  interest: string;
  repayment: string;
  /** Written off or waived in the period; ZERO when none. */
  writtenOff: Pence;
}

/**
 * What the director answered for the notes (GET /api/period-answers): the notes state only this. Null: not
 * answered, and the note says nothing it was not told (the readiness checks block the packs until it is answered).
 */
export interface NotesAnswers {
  guarantees: GuaranteesNote | null;
  offBalanceSheet: OffBalanceSheetNote | null;
  directorLoanTerms: DirectorLoanTerms | null;
}

/** A cash check difference the person explained (shown in the workbook beside the figures). */
export interface CashExplanation {
  account: string;
  /** The bank's balance minus the books'. */
  difference: Pence;
  explanation: string;
}

export const NO_NOTES_ANSWERS: NotesAnswers = { guarantees: null, offBalanceSheet: null, directorLoanTerms: null };
