import { RotateCcw } from "lucide-react";
import { useAuth } from "../../api/auth";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { usePageTitle } from "../../hooks/use-page-title";
import { DropZone } from "./drop-zone";
import { NoBankAccountAnswer } from "./no-bank-account";
import { SaveCard } from "./save-card";
import { SignInDialog } from "./sign-in-dialog";
import { statusText } from "./status-text";
import { LeftOutNotice, RestoredNotice } from "./upload-notices";
import { UploadResults } from "./upload-results";
import { UploadSteps } from "./upload-steps";
import { useAccountChoice } from "./use-account-choice";
import { useSaveFlow } from "./use-save-flow";
import { useUploadState } from "./use-upload-state";

/** /upload: choose bank statement CSV files, check what was read, save them to the account. */
export function UploadPage() {
  usePageTitle("Upload Transactions");
  const upload = useUploadState();
  const { state, merged, rows, fileRows, actions } = upload;
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const account = useAccountChoice(merged, fileRows, state);
  const save = useSaveFlow(upload, { bankAccount: account.body, files: account.fileBodies });
  const hasFiles = state.files.length > 0;
  const busy = state.phase === "parsing" || save.isSaving;
  const step = !hasFiles || state.phase === "parsing" ? 1 : save.isSaving || save.audit ? 3 : 2;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Upload Transactions"
        description="Turn your bank statement CSV files into transactions for your year-end accounts."
        actions={
          hasFiles && (
            <Button variant="ghost" onClick={actions.reset} disabled={busy}>
              <RotateCcw aria-hidden />
              Start over
            </Button>
          )
        }
      />
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {statusText({
          parsingCount: state.parsingCount,
          mappingNeeded: merged.mappingIndex >= 0,
          rowCount: rows.length,
          saving: save.isSaving,
          saved: save.audit !== null,
        })}
      </p>
      <UploadSteps current={step} done={save.audit !== null} />
      {state.restoredFrom && !authLoading && !save.audit && <RestoredNotice signedIn={isAuthenticated} />}
      <DropZone onFiles={(files) => void actions.chooseFiles(files)} busy={busy} compact={hasFiles} />
      {!hasFiles && <NoBankAccountAnswer />}
      <LeftOutNotice title="Only .csv files are read. Left out:" items={state.skipped} />
      <UploadResults
        upload={upload}
        accountLines={account.lines}
        saveStep={
          <SaveCard
            rowCount={rows.length}
            account={{
              options: account.options,
              value: account.value,
              onChange: actions.setAccount,
              newName: state.newAccountName,
              onNewNameChange: actions.setNewAccountName,
              rename: account.rename
                ? { name: account.rename.name, onChange: (name) => actions.setDetectedName(account.rename!.key, name) }
                : null,
              perFile: account.perFile
                ? {
                    files: account.files,
                    onChange: actions.setFileAccount,
                    onNewNameChange: actions.setFileNewName,
                    onRename: actions.setDetectedName,
                  }
                : null,
            }}
            onSave={save.requestSave}
            saving={save.isSaving}
            saved={save.audit !== null}
            signedIn={isAuthenticated}
          />
        }
      />
      <SignInDialog
        open={save.dialog.open}
        rowCount={rows.length}
        onCancel={save.dialog.onCancel}
        onSignedIn={save.dialog.onSignedIn}
        onIdentityProvider={() => void save.dialog.onIdentityProvider()}
      />
    </div>
  );
}
