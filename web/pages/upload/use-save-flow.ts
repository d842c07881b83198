import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { useLocation } from "wouter";
import { showSignedOut, startSignIn, useAuth } from "../../api/auth";
import { type BankAccountBody, type ImportAudit, type SaveFileBody, saveUpload } from "../../api/import";
import { invalidateAfterTransactionChange } from "../../api/transactions";
import { toast } from "../../components/ui/use-toast";
import { clearPendingUpload, type PendingUpload, readPendingUpload, storePendingUpload } from "./pending-upload-store";
import { importSummary, NO_ROWS_TOAST, readSaveFailure, type SaveFailure, withBrowserDuplicates } from "./save-upload";
import type { UploadController } from "./use-upload-state";

/** Spec §9: the pause before /transactions after a save, long enough to read the toast. */
export const REDIRECT_AFTER_IMPORT_MS = 1500;
/**
 * Save transactions: the sign-in dialog, resuming after sign-in, and what each answer leads to. Saving is free;
 * payment is taken at the filing pack's download (docs/decisions/004-filings-and-payments.md).
 */
export function useSaveFlow(
  upload: UploadController,
  accounts: { bankAccount: BankAccountBody; files: readonly SaveFileBody[] | undefined },
) {
  const { state, rows, actions, duplicatesFound } = upload;
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [audit, setAudit] = useState<ImportAudit | null>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mutation = useMutation({ mutationFn: saveUpload });

  useEffect(() => () => clearTimeoutRef(leaveTimer), []);

  // An upload kept before a sign-in redirect comes back here (spec §4 Save).
  useEffect(() => {
    let live = true;
    void readPendingUpload().then((saved) => {
      if (live && saved) actions.restore(saved);
    });
    return () => {
      live = false;
    };
  }, [actions]);

  const keepForLater = useCallback(
    (reason: PendingUpload["reason"]) =>
      storePendingUpload({
        files: state.files,
        removeDuplicates: state.removeDuplicates,
        accountValue: state.accountValue,
        newAccountName: state.newAccountName,
        fileAccountValues: state.fileAccountValues,
        fileNewNames: state.fileNewNames,
        pendingSave: true,
        reason,
      }),
    [
      state.files,
      state.removeDuplicates,
      state.accountValue,
      state.newAccountName,
      state.fileAccountValues,
      state.fileNewNames,
    ],
  );

  const onSaved = (serverAudit: ImportAudit, removedInBrowser: number) => {
    void clearPendingUpload();
    const result = withBrowserDuplicates(serverAudit, removedInBrowser);
    setAudit(result);
    toast({ title: "Import Successful", description: importSummary(result) });
    void invalidateAfterTransactionChange(queryClient);
    leaveTimer.current = setTimeout(() => navigate("/transactions"), REDIRECT_AFTER_IMPORT_MS);
  };

  const onFailed = (failure: SaveFailure) => {
    if (failure.kind === "sign-in") {
      // The session ended since the page loaded: show signed out at once, so the resume waits for a new sign-in.
      showSignedOut(queryClient);
      actions.setPendingSave(true);
      setDialogOpen(true);
      return;
    }
    void clearPendingUpload();
    toast({ variant: "destructive", title: "Save Failed", description: failure.message });
  };

  const runSave = () => {
    actions.setPendingSave(false);
    // The rows the browser leaves out are never sent, so the server cannot count them: added to its count after.
    const removedInBrowser = state.removeDuplicates ? duplicatesFound : 0;
    mutation.mutate(
      {
        rows,
        fileNames: state.files.map((f) => f.name),
        removeDuplicates: state.removeDuplicates,
        bankAccount: accounts.bankAccount,
        files: accounts.files,
      },
      {
        onSuccess: (res) => onSaved(res.importAudit, removedInBrowser),
        onError: (error) => onFailed(readSaveFailure(error)),
      },
    );
  };

  // Signed in with rows and a save waiting: it runs by itself (after the dialog or a sign-in redirect).
  const canResume = isAuthenticated && state.pendingSave && rows.length > 0 && !mutation.isPending;
  const resume = useEffectEvent(runSave);
  useEffect(() => {
    if (canResume) resume();
  }, [canResume]);

  const requestSave = () => {
    if (rows.length === 0) {
      toast({ variant: "destructive", ...NO_ROWS_TOAST });
      return;
    }
    if (isAuthenticated) return runSave();
    actions.setPendingSave(true);
    setDialogOpen(true);
    // Kept now, as the header's Sign In button also leaves the page.
    void keepForLater("sign-in");
  };

  const dialog = {
    open: dialogOpen,
    onCancel: () => {
      setDialogOpen(false);
      actions.setPendingSave(false);
      void clearPendingUpload();
    },
    // The dialog closes; the resume effect saves once the auth query says signed in.
    onSignedIn: () => setDialogOpen(false),
    onIdentityProvider: async () => {
      await keepForLater("sign-in");
      startSignIn("/upload");
    },
  };

  return {
    requestSave,
    isSaving: mutation.isPending || (state.pendingSave && isAuthenticated),
    audit,
    dialog,
  };
}

function clearTimeoutRef(ref: { current: ReturnType<typeof setTimeout> | null }) {
  if (ref.current !== null) clearTimeout(ref.current);
}
