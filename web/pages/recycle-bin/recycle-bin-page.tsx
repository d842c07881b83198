import { AlertTriangle, RotateCcw, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useAuth } from "../../api/auth";
import { errorMessage } from "../../api/errors";
import { useDeletedTransactions, usePermanentDelete, useRestoreTransactions } from "../../api/transactions";
import { PageHeader } from "../../components/page-header";
import { SignedOutInvitation } from "../../components/signed-out-invitation";
import { Alert, AlertDescription } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { usePageTitle } from "../../hooks/use-page-title";
import { pruneSelection } from "../../lib/selection";
import { PermanentDeleteDialog } from "./permanent-delete-dialog";
import { RecycleBinTable } from "./recycle-bin-table";

const plural = (n: number) => `${n} transaction(s)`;

export function RecycleBinPage() {
  usePageTitle("Recycle Bin");
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const { data: rows = [], isLoading } = useDeletedTransactions();
  const restore = useRestoreTransactions();
  const purge = usePermanentDelete();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirmOpen, setConfirmOpen] = useState(false);

  useEffect(
    () =>
      setSelected((s) =>
        pruneSelection(
          s,
          rows.map((r) => r.id),
        ),
      ),
    [rows],
  );

  // Stable, so the memoised rows of a long bin do not all re-render when one box is ticked.
  const toggle = useCallback(
    (id: string) =>
      setSelected((s) => {
        const next = new Set(s);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  if (!authLoading && !isAuthenticated) {
    return (
      <>
        <PageHeader title="Recycle Bin" />
        <SignedOutInvitation
          title="Sign in to see your recycle bin"
          description="Deleted transactions are kept here until you restore them or delete them permanently."
          next="/recycle-bin"
        />
      </>
    );
  }

  const toggleAll = () => setSelected((s) => (s.size === rows.length ? new Set() : new Set(rows.map((r) => r.id))));

  const onRestore = () => {
    const ids = [...selected];
    restore.mutate(ids, {
      onSuccess: ({ restored }) =>
        toast({ title: "Transactions Restored", description: `Successfully restored ${plural(restored)}.` }),
      onError: (err) =>
        toast({
          variant: "destructive",
          title: "Restore Failed",
          description: errorMessage(err, "Failed to restore transactions"),
        }),
      onSettled: () => setSelected(new Set()),
    });
  };

  const onPurge = () => {
    const ids = [...selected];
    setConfirmOpen(false);
    purge.mutate(ids, {
      onSuccess: (r) => {
        if (r.errors.length > 0) {
          toast({
            variant: "destructive",
            title: "Partial Deletion",
            description: `Deleted ${r.deleted} of ${r.total} transaction(s). ${r.errors.length} failed.`,
          });
        } else {
          toast({
            title: "Permanently Deleted",
            description: `${plural(r.deleted)} permanently removed from database.`,
          });
        }
      },
      onError: (err) =>
        toast({
          variant: "destructive",
          title: "Delete Failed",
          description: errorMessage(err, "Failed to permanently delete transactions"),
        }),
      onSettled: () => setSelected(new Set()),
    });
  };

  const busy = restore.isPending || purge.isPending;
  return (
    <>
      <PageHeader
        title="Recycle Bin"
        description="Deleted transactions stay here until you restore them or delete them permanently."
        actions={
          selected.size > 0 && (
            <>
              <Button variant="outline" onClick={onRestore} disabled={busy}>
                <RotateCcw aria-hidden /> Restore Selected
              </Button>
              <Button variant="destructive" onClick={() => setConfirmOpen(true)} disabled={busy}>
                <Trash2 aria-hidden /> Permanently Delete
              </Button>
            </>
          )
        }
      />
      <Alert variant="warning" className="mb-4">
        <AlertTriangle aria-hidden />
        <AlertDescription>
          Permanent deletion cannot be undone. Restore a transaction to put it back in your accounts.
        </AlertDescription>
      </Alert>
      {isLoading || authLoading ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading deleted transactions" />
        </div>
      ) : rows.length === 0 ? (
        <Card>
          <CardContent className="py-12 text-center">
            <Trash2 className="mx-auto mb-3 size-10 text-muted-foreground" aria-hidden />
            <h2 className="text-lg font-semibold">Recycle Bin is Empty</h2>
            <p className="text-muted-foreground">Deleted transactions will appear here.</p>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent className="p-0">
            <p className="px-4 py-3 text-sm text-muted-foreground" aria-live="polite">
              {selected.size > 0 ? `${selected.size} selected` : `${rows.length} items`}
            </p>
            <RecycleBinTable rows={rows} selected={selected} onToggle={toggle} onToggleAll={toggleAll} />
          </CardContent>
        </Card>
      )}
      <PermanentDeleteDialog
        open={confirmOpen}
        count={selected.size}
        onOpenChange={setConfirmOpen}
        onConfirm={onPurge}
      />
    </>
  );
}
