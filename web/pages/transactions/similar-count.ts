import { similarRows } from "../../../core/similar";
import type { IndexedRow } from "./filter-rows";

export interface CorrectionMade {
  id: string;
  description: string;
  amount: number;
  categoryId: string;
  /** The row's category before the person chose this one. */
  previousCategoryId: string | null;
}

/**
 * How many rows "Apply to similar" finds for a correction in the list the page holds (core/similar decides, as it
 * does on the server): the prompt opens at once with it, then lists the server's answer.
 */
export function countSimilar(rows: readonly IndexedRow[], made: CorrectionMade): number {
  return similarRows(
    made,
    rows.map((r) => r.domain),
  ).length;
}
