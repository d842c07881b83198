import { ConfirmDialog } from "../../components/confirm-dialog";

/** Bulk delete asks first; the rows go to the Recycle Bin and the toast after it offers Undo. */
export function BulkDeleteDialog({
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
      title="Delete Selected Transactions?"
      description={`${count} transaction(s) will move to the Recycle Bin and leave your reports. You can undo this for 10 seconds, or restore them from the Recycle Bin later.`}
      confirmLabel="Delete"
    />
  );
}
