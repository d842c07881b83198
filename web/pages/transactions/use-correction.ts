import { useCallback, useState } from "react";
import type { TransactionDto } from "../../../core/contracts";
import { penceOf } from "../../../core/money";
import type { CategoryOption } from "../../api/categories";
import { errorMessage } from "../../api/errors";
import { type RuleSuggestion, useSetCategory } from "../../api/transactions";
import { toast } from "../../components/ui/use-toast";
import type { IndexedRow } from "./filter-rows";
import { countSimilar } from "./similar-count";
import { useLatest } from "./use-latest";

/** What the page offers after the person corrects a category. */
export interface Correction {
  id: string;
  description: string;
  category: CategoryOption;
  /** Similar rows in the list the page holds; the prompt lists the server's answer before anything changes. */
  similar: number;
  suggestRule: RuleSuggestion | null;
}

/**
 * A category chosen in the picker is saved at once (PATCH). Then, if rows of a similar payee would change too, or
 * the server suggests a rule (the same correction twice), the page offers them in a small prompt.
 */
export function useCorrection(all: readonly IndexedRow[]) {
  const setCategory = useSetCategory();
  const [correction, setCorrection] = useState<Correction | null>(null);
  // The offer is counted over the list as it is when the answer arrives, not as it was when the picker opened.
  const latest = useLatest(all);

  const choose = useCallback(
    (tx: TransactionDto, category: CategoryOption | null) => {
      // The category it had before this choice: "Apply to similar" compares kinds with it.
      const previousCategoryId = tx.categoryId;
      setCategory.mutate(
        { id: tx.id, category },
        {
          onSuccess: ({ suggestRule }) => {
            if (!category) {
              setCorrection(null);
              toast({ title: "Category Cleared", description: `${tx.description} is uncategorized.` });
              return;
            }
            const similar = countSimilar(latest.current, {
              id: tx.id,
              description: tx.description,
              amount: penceOf(tx.amount),
              categoryId: category.id,
              previousCategoryId,
            });
            if (similar === 0 && !suggestRule) {
              setCorrection(null);
              toast({ title: "Category Updated", description: `${tx.description} is now ${category.name}.` });
              return;
            }
            setCorrection({ id: tx.id, description: tx.description, category, similar, suggestRule });
          },
          onError: (error) =>
            toast({
              variant: "destructive",
              title: "Category Not Saved",
              description: errorMessage(error, "Failed to update the category"),
            }),
        },
      );
    },
    [setCategory.mutate, latest],
  );

  return { choose, correction, setCorrection, dismiss: () => setCorrection(null) };
}
