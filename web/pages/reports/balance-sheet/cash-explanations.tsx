import { useId, useState } from "react";
import type { BalanceSheetReport } from "../../../../core/contracts";
import { errorMessage } from "../../../api/errors";
import { usePeriodAnswers, useSavePeriodAnswers } from "../../../api/readiness";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { toast } from "../../../components/ui/use-toast";
import { formatPounds } from "../report-format";

type Account = BalanceSheetReport["bankAccounts"][number];

const TEXTAREA =
  "flex min-h-16 w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:opacity-50";

/** The accounts whose cash disagrees with the bank and can carry an explanation (saved rows have an account id). */
export function accountsToExplain(accounts: readonly Account[]): (Account & { bankAccountId: string })[] {
  return accounts.filter(
    (a): a is Account & { bankAccountId: string } =>
      a.bankAccountId !== null && a.difference !== null && a.difference !== 0,
  );
}

function ExplanationForm({ account, saved }: { account: Account & { bankAccountId: string }; saved: string }) {
  const id = useId();
  const [text, setText] = useState(saved);
  const save = useSavePeriodAnswers();
  const submit = () =>
    save.mutate(
      { cashExplanations: { [account.bankAccountId]: text.trim() } },
      {
        onSuccess: () =>
          toast({
            title: text.trim() ? "Explanation saved" : "Explanation removed",
            description: `The cash check of ${account.name} now shows it.`,
          }),
      },
    );
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        Explain the difference of {formatPounds(account.difference ?? 0)} on {account.name}
      </Label>
      <textarea
        id={id}
        className={TEXTAREA}
        value={text}
        maxLength={2000}
        placeholder="e.g. The bank's closing balance includes a payment that cleared after the year end."
        onChange={(e) => setText(e.target.value)}
      />
      {save.error && (
        <p className="text-sm text-destructive">{errorMessage(save.error, "The explanation could not be saved.")}</p>
      )}
      <Button type="button" size="sm" variant="outline" disabled={save.isPending} onClick={submit}>
        {save.isPending ? "Saving..." : `Save explanation for ${account.name}`}
      </Button>
    </div>
  );
}

/**
 * A cash check difference blocks filing until it is resolved or explained; the explanation, per bank
 * account, is kept with the period's answers and printed in the workbook.
 */
export function CashExplanations({ accounts }: { accounts: readonly Account[] }) {
  const toExplain = accountsToExplain(accounts);
  const answers = usePeriodAnswers(toExplain.length > 0);
  if (toExplain.length === 0 || !answers.data) return null;
  const saved = answers.data.cashExplanations;
  return (
    <section aria-label="Explanations of the cash check" className="space-y-4 rounded-lg border p-4">
      <p className="text-sm text-muted-foreground">
        Find and fix the difference if you can (missing or duplicated rows, the opening cash). If it is right as it is,
        say why: the explanation goes into the workbook and the cash check stops blocking the filing packs.
      </p>
      {toExplain.map((account) => (
        <ExplanationForm key={account.bankAccountId} account={account} saved={saved[account.bankAccountId] ?? ""} />
      ))}
    </section>
  );
}
