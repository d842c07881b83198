import { CircleCheck, Database, LoaderCircle } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../components/ui/card";
import type { AccountOption } from "./account-choice";
import { BankAccountChooser } from "./bank-account-chooser";
import { FileAccountChoosers } from "./file-account-choosers";
import type { FileChoice } from "./use-account-choice";

/** Step 3: which account, then Save transactions. */
export function SaveCard({
  rowCount,
  account,
  onSave,
  saving,
  saved,
  signedIn,
}: {
  rowCount: number;
  account: {
    options: readonly AccountOption[];
    value: string;
    onChange: (value: string) => void;
    newName: string;
    onNewNameChange: (name: string) => void;
    /** A detected account that saving creates, named after its bank: renamable at once. */
    rename: { name: string; onChange: (name: string) => void } | null;
    /** Set when the files come from different accounts: one choice per file instead of one for the upload. */
    perFile: {
      files: readonly FileChoice[];
      onChange: (fileName: string, value: string) => void;
      onNewNameChange: (fileName: string, name: string) => void;
      onRename: (key: string, name: string) => void;
    } | null;
  };
  onSave: () => void;
  saving: boolean;
  saved: boolean;
  signedIn: boolean;
}) {
  return (
    <section aria-labelledby="save-title">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="save-title">
            Save to your account
          </CardTitle>
          <CardDescription>
            {signedIn
              ? "Transactions already saved in the same bank account are skipped, so uploading an overlapping statement is safe."
              : "You will be asked to sign in or create a free account; this upload stays on the page meanwhile."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {account.perFile ? (
            <FileAccountChoosers {...account.perFile} options={account.options} disabled={saving || saved} />
          ) : (
            <BankAccountChooser {...account} disabled={saving || saved} />
          )}
        </CardContent>
        <CardFooter className="flex flex-wrap items-center gap-3">
          <Button size="lg" onClick={onSave} disabled={saving || saved}>
            {saving ? <LoaderCircle className="animate-spin" aria-hidden /> : <Database aria-hidden />}
            Save transactions
          </Button>
          <span className="text-muted-foreground text-sm">
            {saved ? (
              <span className="flex items-center gap-1.5 text-success">
                <CircleCheck className="size-4" aria-hidden /> Saved. Opening your transactions…
              </span>
            ) : (
              `${rowCount.toLocaleString("en-GB")} transaction(s) will be saved.`
            )}
          </span>
        </CardFooter>
      </Card>
    </section>
  );
}
