import { useCallback, useState } from "react";
import { errorMessage } from "../../api/errors";
import { useBulkDelete, useDeleteTransaction, useRestoreTransactions } from "../../api/transactions";
import { ToastAction } from "../../components/ui/toast";
import { toast } from "../../components/ui/use-toast";

/** Spec part 1 §9: the Undo of a bulk delete stays for 10 seconds. */
export const UNDO_WINDOW_MS = 10_000;

/**
 * Single delete takes effect at once; bulk delete waits for the confirmation dialog, then offers Undo, which
 * restores the rows in one call (bulk-restore).
 */
export function useDeleteActions(onBulkDeleted: () => void) {
  const deleteOne = useDeleteTransaction();
  const bulkDelete = useBulkDelete();
  const restore = useRestoreTransactions();
  const [confirmIds, setConfirmIds] = useState<string[] | null>(null);

  const undo = useCallback(
    (ids: string[]) =>
      restore.mutate(ids, {
        onSuccess: ({ restored }) =>
          toast({ title: "Transactions Restored", description: `Restored ${restored} transaction(s).` }),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Restore Failed",
            description: errorMessage(error, "Failed to restore transactions"),
          }),
      }),
    [restore.mutate],
  );

  const removeOne = useCallback(
    (id: string) =>
      deleteOne.mutate(id, {
        onSuccess: () => toast({ title: "Transaction Deleted", description: "The transaction has been removed." }),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Delete Failed",
            description: errorMessage(error, "Failed to delete transaction"),
          }),
      }),
    [deleteOne.mutate],
  );

  const confirmBulk = () => {
    const ids = confirmIds ?? [];
    setConfirmIds(null);
    bulkDelete.mutate(ids, {
      onSuccess: ({ deleted, notFound }) => {
        onBulkDeleted();
        const missing = new Set(notFound);
        const gone = ids.filter((id) => !missing.has(id));
        toast({
          title: "Transactions Deleted",
          description: `${deleted} transaction(s) deleted.`,
          duration: UNDO_WINDOW_MS,
          action: (
            <ToastAction altText="Undo the delete from the Recycle Bin" onClick={() => undo(gone)}>
              Undo
            </ToastAction>
          ),
        });
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Bulk Delete Failed",
          description: errorMessage(error, "Failed to delete transactions"),
        }),
    });
  };

  return {
    removeOne,
    askBulk: (ids: string[]) => setConfirmIds(ids),
    confirmOpen: confirmIds !== null,
    confirmCount: confirmIds?.length ?? 0,
    closeConfirm: () => setConfirmIds(null),
    confirmBulk,
    isBulkDeleting: bulkDelete.isPending,
  };
}
