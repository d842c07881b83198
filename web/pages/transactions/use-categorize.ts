import { useState } from "react";
import type { CategorizeResponse } from "../../../core/contracts";
import { errorMessage, isUnauthorizedError } from "../../api/errors";
import { useCategorizeTransactions } from "../../api/transactions";
import { toast } from "../../components/ui/use-toast";

export function completeMessage({ updated, stats }: CategorizeResponse): string {
  return (
    `Categorized ${updated} transaction(s). ${stats.ruleMatches} by rules, ${stats.aiMatches} by AI, ` +
    `${stats.defaultMatches} by default`
  );
}

const failed = (description: string) => toast({ variant: "destructive", title: "Categorization Failed", description });

/**
 * Categorize Transactions (spec part 1 §4): idle → pending → success or failure. Every saved transaction is sent;
 * a 401 means the session ended, so the sign-in dialog opens instead of an error.
 */
export function useCategorize(allIds: () => string[]) {
  const mutation = useCategorizeTransactions();
  const [signInOpen, setSignInOpen] = useState(false);

  const run = () => {
    const ids = allIds();
    if (ids.length === 0) {
      failed("No transactions to categorize");
      return;
    }
    mutation.mutate(ids, {
      onSuccess: (result) => toast({ title: "Categorization Complete", description: completeMessage(result) }),
      onError: (error) => {
        if (isUnauthorizedError(error)) setSignInOpen(true);
        else failed(errorMessage(error, "Failed to categorize transactions"));
      },
    });
  };

  return { run, isPending: mutation.isPending, signInOpen, setSignInOpen };
}
