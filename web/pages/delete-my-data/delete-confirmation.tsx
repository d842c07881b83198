import { LoaderCircle, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/use-toast";

/**
 * The 'I understand' checkbox, the 'Delete All My Data' button (disabled until it is checked) and the final
 * confirmation dialog. `onConfirm` runs the deletion; `isPending` shows it is under way.
 */
export function DeleteConfirmation({ onConfirm, isPending }: { onConfirm: () => void; isPending: boolean }) {
  const [understood, setUnderstood] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);

  const requestDeletion = () => {
    if (!understood) {
      toast({
        variant: "destructive",
        title: "Confirmation Required",
        description: "Please confirm that you understand the consequences by checking the box",
      });
      return;
    }
    setDialogOpen(true);
  };

  return (
    <section
      aria-labelledby="confirm-deletion-heading"
      className="space-y-4 rounded-xl border border-destructive/40 p-6"
    >
      <h2 id="confirm-deletion-heading" className="text-lg font-semibold">
        Confirm deletion
      </h2>
      <div className="flex items-start gap-3">
        <Checkbox
          id="understand-deletion"
          className="mt-0.5"
          checked={understood}
          disabled={isPending}
          onCheckedChange={(checked) => setUnderstood(checked === true)}
        />
        <Label htmlFor="understand-deletion" className="leading-snug">
          I understand that this permanently deletes my account and all my data, and that it cannot be undone.
        </Label>
      </div>
      <Button variant="destructive" disabled={!understood || isPending} aria-busy={isPending} onClick={requestDeletion}>
        {isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
        {isPending ? "Deleting…" : "Delete All My Data"}
      </Button>
      <ConfirmDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        onConfirm={onConfirm}
        title="Final Confirmation Required"
        description="This permanently deletes your account and all your data, and signs you out. It cannot be undone. Are you sure you want to continue?"
        confirmLabel="Yes, Delete Everything"
      />
    </section>
  );
}
