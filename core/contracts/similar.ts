import { z } from "zod";
import type { SetBy } from "../similar";

/**
 * "Apply to similar" (GET /api/transactions/{id}/similar, POST /api/transactions/categorize-similar and its undo).
 * The rows it would change are listed before anything changes: the safe ones ticked, the others with why not.
 */

/** `{ id }` applies the corrected row's category to the safe rows; `{ id, ids }` to exactly those rows. */
export const CategorizeSimilarBody = z.object({
  id: z.string().max(100, { message: "is not a transaction's id" }),
  ids: z
    .array(z.string().max(100, { message: "is not a transaction's id" }))
    .min(1, { message: "choose at least one transaction, or leave ids out for the ticked ones" })
    .max(200_000, { message: "at most 200,000 transactions at once" })
    .optional(),
});
export type CategorizeSimilarBody = z.infer<typeof CategorizeSimilarBody>;

export const UndoSimilarBody = z.object({
  undoToken: z.string().uuid({ message: "is not a token this server gave" }),
});
export type UndoSimilarBody = z.infer<typeof UndoSimilarBody>;

/** One row "Apply to similar" would change. Money as a decimal string, as in the list. */
export interface SimilarRowDto {
  id: string;
  date: string;
  description: string;
  amount: string;
  categoryId: string | null;
  /** The category's name, or null when it has none. */
  category: string | null;
  /** How the category was set: rule, history, model, default, you (by hand), transfer; null when it has none. */
  setBy: SetBy | null;
  /** In the safe set: applied unless the person unticks it. */
  ticked: boolean;
  /** Why it is not ticked ("set by you", "Dividends: a different kind"); null when ticked. */
  why: string | null;
  /** It has the chosen category already as a guess to review: applying confirms it as the person's own. */
  confirms: boolean;
}

export interface SimilarListDto {
  /** The corrected row, its category now and before the person's correction. */
  id: string;
  categoryId: string;
  category: string;
  previousCategoryId: string | null;
  rows: SimilarRowDto[];
}

export interface CategorizeSimilarResponse {
  updated: number;
  /** Gives the rows back as they were (POST …/categorize-similar/undo); null when nothing changed. */
  undoToken: string | null;
}

export interface UndoSimilarResponse {
  restored: number;
}
