import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import type { TransactionsFirstScreenDto } from "../../../core/contracts";
import { useAuth } from "../../api/auth";
import { useCompany } from "../../api/company";
import { errorMessage } from "../../api/errors";
import { queryKeys } from "../../api/query-keys";
import { usePeriodAnswers, useSaveNoBankAccount } from "../../api/readiness";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";

/**
 * Whether the company has any transaction at all: one row of the first screen is enough. Under the list's key, so
 * saving a statement refreshes it (and the answer is no longer offered).
 */
function useHasTransactions(enabled: boolean) {
  const first = useQuery<TransactionsFirstScreenDto>({
    queryKey: [...queryKeys.transactions, "first-screen?limit=1"],
    enabled,
  });
  return first.data === undefined ? undefined : first.data.total > 0;
}

/**
 * A company with no bank account (a holding company whose £1 share is not yet paid) has nothing to upload. Only the
 * director can say so: a company with no transactions may just not have uploaded yet. Offered while the company has
 * a saved period and no transactions at all; saved the moment it is ticked, and it may be unticked.
 */
export function NoBankAccountAnswer() {
  const id = useId();
  const { isAuthenticated } = useAuth();
  const company = useCompany(isAuthenticated);
  const hasPeriod = company.data ? company.data.periodStart !== null && company.data.periodEnd !== null : false;
  const hasTransactions = useHasTransactions(isAuthenticated && hasPeriod);
  const answers = usePeriodAnswers(hasPeriod && hasTransactions === false);
  const save = useSaveNoBankAccount();
  if (!hasPeriod || hasTransactions !== false || !answers.data) return null;
  // Shows the answer being saved at once; the server's answer replaces it (or the error explains why not).
  const checked = save.isPending && save.variables !== undefined ? save.variables : answers.data.noBankAccount;
  return (
    <div className="space-y-1.5 rounded-md border bg-muted/30 p-3">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={checked}
          disabled={save.isPending}
          onCheckedChange={(v) => save.mutate(v === true)}
          className="mt-0.5"
          aria-describedby={`${id}-hint`}
        />
        <Label htmlFor={id} className="leading-snug">
          This company had no bank account in this period (nothing to upload)
        </Label>
      </div>
      <p id={`${id}-hint`} className="pl-7 text-xs text-muted-foreground">
        For example a holding company whose shares are not yet paid for. Your year's steps then go on to the readiness
        checklist. Untick it if the company did have an account.
      </p>
      {save.error && (
        <p className="pl-7 text-sm text-destructive">{errorMessage(save.error, "Your answer could not be saved.")}</p>
      )}
    </div>
  );
}
