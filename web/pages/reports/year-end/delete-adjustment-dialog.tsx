import type { AdjustmentDto } from "../../../../core/contracts";
import { useDeleteAdjustment } from "../../../api/adjustments";
import { errorMessage } from "../../../api/errors";
import { Alert, AlertDescription } from "../../../components/ui/alert";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import { formatDecimalPounds, KIND_NAMES } from "../../../lib/adjustment-text";

/** Asks before DELETE /api/adjustments/{id}; a refusal (a closed period…) is shown as the server says it. */
export function DeleteAdjustmentDialog({
  adjustment,
  onOpenChange,
}: {
  adjustment: AdjustmentDto | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteAdjustment();
  const close = () => {
    remove.reset();
    onOpenChange(false);
  };
  return (
    <AlertDialog open={adjustment !== null} onOpenChange={(o) => !o && close()}>
      <AlertDialogContent>
        {adjustment && (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete this adjustment?</AlertDialogTitle>
              <AlertDialogDescription>
                {KIND_NAMES[adjustment.kind] ?? adjustment.kind} of {formatDecimalPounds(adjustment.amount)}
                {adjustment.description ? ` (${adjustment.description})` : ""} is taken out of the accounts, and the
                profit and balance sheet change back.
              </AlertDialogDescription>
            </AlertDialogHeader>
            {remove.error && (
              <Alert variant="destructive">
                <AlertDescription>
                  {errorMessage(remove.error, "The adjustment could not be deleted.")}
                </AlertDescription>
              </Alert>
            )}
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <Button
                variant="destructive"
                disabled={remove.isPending}
                onClick={() => remove.mutate(adjustment.id, { onSuccess: close })}
              >
                {remove.isPending ? "Deleting..." : "Delete"}
              </Button>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
