import { ConfirmDialog } from "../../components/confirm-dialog";

export function PermanentDeleteDialog({
  open,
  count,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  count: number;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      title="Permanently Delete Transactions?"
      description={`You are about to permanently delete ${count} transaction${count === 1 ? "" : "s"}. This action cannot be undone.`}
      confirmLabel="Permanently Delete"
    />
  );
}
