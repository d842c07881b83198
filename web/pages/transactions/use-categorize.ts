import { useState } from "react";
import type { CategorizeResponse, TransactionDto } from "../../../core/contracts";
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
 * Categorize Transactions (spec part 1 §4): idle → pending → success or failure. Every saved transaction is sent:
 * while a long list is still arriving behind its first screen, the click waits for it (pending from the click on),
 * so it never acts on part of the list or finds nothing to send. A 401 means the session ended, so the sign-in
 * dialog opens instead of an error.
 */
export function useCategorize(wholeList: () => Promise<readonly TransactionDto[]>) {
  const mutation = useCategorizeTransactions();
  const [waiting, setWaiting] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);
  const onError = (error: unknown) => {
    if (isUnauthorizedError(error)) setSignInOpen(true);
    else failed(errorMessage(error, "Failed to categorize transactions"));
  };

  const run = async () => {
    setWaiting(true);
    let rows: readonly TransactionDto[];
    try {
      rows = await wholeList();
    } catch (error) {
      onError(error);
      return;
    } finally {
      setWaiting(false);
    }
    if (rows.length === 0) {
      failed("No transactions to categorize");
      return;
    }
    mutation.mutate(
      rows.map((r) => r.id),
      {
        onSuccess: (result) => toast({ title: "Categorization Complete", description: completeMessage(result) }),
        onError,
      },
    );
  };

  return { run, isPending: waiting || mutation.isPending, signInOpen, setSignInOpen };
}
