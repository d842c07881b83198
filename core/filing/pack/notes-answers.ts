import type { z } from "zod";
import type { DirectorLoanTermsAnswer, GuaranteesAnswer, OffBalanceSheetAnswer } from "../../contracts/readiness";
import type { Pence } from "../../money";

/**
 * What the director answered for the notes (GET /api/period-answers): the notes state only this. Null: not
 * answered, and the note says nothing it was not told (the readiness checks block the packs until it is answered).
 */
export interface NotesAnswers {
  guarantees: z.infer<typeof GuaranteesAnswer> | null;
  offBalanceSheet: z.infer<typeof OffBalanceSheetAnswer> | null;
  directorLoanTerms: z.infer<typeof DirectorLoanTermsAnswer> | null;
}

/** A cash check difference the person explained (shown in the workbook beside the figures). */
export interface CashExplanation {
  account: string;
  /** The bank's balance minus the books'. */
  difference: Pence;
  explanation: string;
}

export const NO_NOTES_ANSWERS: NotesAnswers = { guarantees: null, offBalanceSheet: null, directorLoanTerms: null };
