import { type FormEvent, useState } from "react";
import { formatGBP } from "../../../core/money";
import { useSaveOpeningCash } from "../../api/bank-accounts";
import { errorMessage } from "../../api/errors";
import { type BankAccount, useBankAccounts } from "../../api/transactions";
import { Alert, AlertDescription } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { toast } from "../../components/ui/use-toast";
import { FormField } from "./form-field";
import { openingCashEntries, typedTotal, valuesFromAccounts } from "./opening-cash-values";

function OpeningCashForm({ accounts }: { accounts: readonly BankAccount[] }) {
  const [values, setValues] = useState(() => valuesFromAccounts(accounts));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveOpeningCash();
  const total = typedTotal(values);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { entries, errors: found } = openingCashEntries(accounts, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(entries, {
      onSuccess: (saved) => {
        setValues(valuesFromAccounts(saved));
        toast({ title: "Opening cash saved", description: "The balance sheet checks each account from it." });
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="Opening cash by bank account">
      <div className="grid gap-4 sm:grid-cols-2">
        {accounts.map((a) => (
          <FormField
            key={a.id}
            id={`opening-cash-${a.id}`}
            label={`${a.name} (£)`}
            inputMode="decimal"
            placeholder="Not given"
            value={values[a.id] ?? ""}
            onValue={(value) => setValues((v) => ({ ...v, [a.id]: value }))}
            error={errors[a.id]}
          />
        ))}
      </div>
      <p className="text-sm" aria-live="polite">
        {total === null
          ? "No account's opening cash is given: the single figure above is used."
          : `Cash at bank and in hand at the start of the period: ${formatGBP(total)}`}
      </p>
      {save.error && (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(save.error, "The opening cash could not be saved.")}</AlertDescription>
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save opening cash"}
        </Button>
      </div>
    </form>
  );
}

/**
 * Each bank account's balance at the start of the period, to the penny as its statement shows it. When any is
 * given, their total is the opening "Cash at bank and in hand", and the balance sheet checks each account on its own.
 */
export function OpeningCashByAccount() {
  const { data: accounts } = useBankAccounts();
  if (!accounts || accounts.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Opening cash by bank account</CardTitle>
        <CardDescription>
          Each account's balance at the start of the period, from its statement (negative if overdrawn). When given,
          their total replaces the opening "Cash at bank and in hand" above.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {/* Keyed by the accounts: a new account (from an upload) starts the form afresh. */}
        <OpeningCashForm key={accounts.map((a) => a.id).join()} accounts={accounts} />
      </CardContent>
    </Card>
  );
}
