import { useCallback, useState } from "react";
import type { TransactionDto } from "../../../core/contracts";
import type { CategoryOption } from "../../api/categories";
import { errorMessage } from "../../api/errors";
import { type RuleSuggestion, useSetCategory } from "../../api/transactions";
import { toast } from "../../components/ui/use-toast";
import type { IndexedRow } from "./filter-rows";
import { countSimilar } from "./similar-rows";
import { useLatest } from "./use-latest";

/** What the page offers after the person corrects a category. */
export interface Correction {
  id: string;
  description: string;
  category: CategoryOption;
  /** Rows "Apply to similar" would change, counted before anything is sent. */
  similar: number;
  suggestRule: RuleSuggestion | null;
}

/**
 * A category chosen in the picker is saved at once (PATCH). Then, if the same payee has other uncertain rows, or the
 * server suggests a rule (the same correction twice), the page offers them in a small prompt.
 */
export function useCorrection(all: readonly IndexedRow[]) {
  const setCategory = useSetCategory();
  const [correction, setCorrection] = useState<Correction | null>(null);
  // The offer is counted over the list as it is when the answer arrives, not as it was when the picker opened.
  const latest = useLatest(all);

  const choose = useCallback(
    (tx: TransactionDto, category: CategoryOption | null) =>
      setCategory.mutate(
        { id: tx.id, category },
        {
          onSuccess: ({ suggestRule }) => {
            if (!category) {
              setCorrection(null);
              toast({ title: "Category Cleared", description: `${tx.description} is uncategorized.` });
              return;
            }
            const similar = countSimilar(latest.current, tx.id);
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
      ),
    [setCategory.mutate, latest],
  );

  return { choose, correction, setCorrection, dismiss: () => setCorrection(null) };
}
