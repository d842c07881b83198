import { CircleCheck, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import type { BalanceSheetReport } from "../../../../core/contracts";
import { formatLongUk, type IsoDate } from "../../../../core/dates";
import { errorMessage } from "../../../api/errors";
import { useSaveStatedBalance } from "../../../api/readiness";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { toast } from "../../../components/ui/use-toast";
import type { AccountCash } from "./cash-by-account-rows";
import { accountsToType, typedBalanceToSave, typedCheckText, typedFieldValue } from "./typed-bank-balance-values";

type Typable = AccountCash & { bankAccountId: string };

/** The check against the balance typed: it agrees, or the difference (explained in the form below the check). */
function TypedCheck({ account }: { account: Typable }) {
  const text = typedCheckText(account);
  if (!text) return null;
  const agrees = account.difference === 0;
  return (
    <p className={agrees ? "flex items-center gap-2 text-sm text-success" : "flex items-center gap-2 text-sm"}>
      {agrees ? <CircleCheck className="size-4" aria-hidden /> : <TriangleAlert className="size-4" aria-hidden />}
      {text}
    </p>
  );
}

function BalanceForm({ account, end, several }: { account: Typable; end: IsoDate; several: boolean }) {
  const id = useId();
  const [text, setText] = useState(() => typedFieldValue(account));
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useSaveStatedBalance();
  const submit = () => {
    const entry = typedBalanceToSave(text);
    if ("error" in entry) return setInvalid(entry.error);
    setInvalid(null);
    save.mutate(
      { bankAccountId: account.bankAccountId, balance: entry.value },
      {
        onSuccess: () =>
          toast({
            title: entry.value ? "Bank balance saved" : "Bank balance removed",
            description: `The cash check of ${account.name} now uses it.`,
          }),
      },
    );
  };
  const problem = invalid ?? (save.error ? errorMessage(save.error, "The balance could not be saved.") : null);
  return (
    <form
      className="space-y-2"
      aria-label={several ? `Bank's balance of ${account.name}` : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {several && <p className="font-medium text-sm">{account.name}</p>}
      <Label htmlFor={id}>Bank's balance on {formatLongUk(end)}</Label>
      <div className="flex max-w-md gap-2">
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 1169.50"
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save"}
        </Button>
      </div>
      {problem && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <TypedCheck account={account} />
    </form>
  );
}

/**
 * Where the statements give no balance (a Barclays export has no balance column) the cash cannot be checked
 * against the bank: the director types the bank's balance at the period end, from the bank's app or a paper
 * statement, and the cash check then uses it. A difference blocks filing until it is found or explained, as any.
 */
export function TypedBankBalances({ report }: { report: BalanceSheetReport }) {
  const end = report.period.endDate as IsoDate | null;
  const accounts = accountsToType(report.bankAccounts ?? []);
  if (!end || accounts.length === 0 || report.periodStatus?.status === "closed") return null;
  return (
    <section aria-label="The bank's balance at the period end" className="space-y-4 rounded-lg border p-4">
      <p className="text-sm text-muted-foreground">
        {accounts.some((a) => a.statedBy !== "director")
          ? `${accounts.length > 1 ? "These statements give" : "The statements give"} no balance, so the cash at bank cannot be checked against the bank until you type the bank's balance on ${formatLongUk(end)}: look it up in your bank's app or on a statement.`
          : `The statements give no balance, so the cash at bank is checked against the bank's balance on ${formatLongUk(end)} that you typed.`}
      </p>
      {accounts.map((account) => (
        <BalanceForm key={account.bankAccountId} account={account} end={end} several={accounts.length > 1} />
      ))}
    </section>
  );
}
