import type { PeriodDto } from "../../../../core/contracts";
import { formatLongUk } from "../../../../core/dates";
import { errorMessage } from "../../../api/errors";
import { useReopenPeriod } from "../../../api/periods";
import { Alert, AlertDescription } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { toast } from "../../../components/ui/use-toast";

const span = (p: { startDate: string; endDate: string }) =>
  `${formatLongUk(p.startDate)} to ${formatLongUk(p.endDate)}`;

/**
 * "Reopen" a closed period: says beforehand what reopening undoes (as POST /api/periods/{id}/reopen does it), and
 * afterwards lists what the server says it undid.
 */
export function ReopenPeriodDialog({
  period,
  current,
  open,
  onOpenChange,
  onReopened,
}: {
  period: PeriodDto;
  current: PeriodDto | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReopened: () => void;
}) {
  const reopen = useReopenPeriod({
    onSuccess: (res) => {
      onOpenChange(false);
      onReopened();
      toast({ title: "Period reopened", description: res.undone.join(" ") });
    },
  });
  const confirm = () => {
    if (period.id) reopen.mutate(period.id);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) reopen.reset();
        onOpenChange(o);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reopen this period?</DialogTitle>
          <DialogDescription>Reopening the period {span(period)} undoes its closing:</DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>It becomes the current period again: its transactions, year-end adjustments and settings can change.</li>
          {current && (
            <li>
              The period {span(current)} is no longer the current one, and its opening balances brought forward from
              this period are gone until this period is closed again. Year-end adjustments entered for it are kept and
              come back then.
            </li>
          )}
          <li>Company settings changed since the close are set back to what they were when it was closed.</li>
        </ul>
        {reopen.error && (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(reopen.error, "The period could not be reopened.")}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={reopen.isPending}>
            {reopen.isPending ? "Reopening..." : "Reopen the period"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
