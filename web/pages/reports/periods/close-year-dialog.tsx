import { type MouseEvent, useState } from "react";
import type { PeriodDto } from "../../../../core/contracts";
import type { ReadinessCheck } from "../../../../core/contracts/readiness";
import { addDays, checkPeriod, formatLongUk, isIsoDate, nextPeriod } from "../../../../core/dates";
import { yearCloseBlockers } from "../../../../core/filing/readiness/year-close";
import { errorMessage } from "../../../api/errors";
import { useClosePeriod } from "../../../api/periods";
import { useReadiness } from "../../../api/readiness";
import { Alert, AlertDescription, AlertTitle } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { useGoToFix } from "../../../hooks/use-hash-target";
import { ReadinessItem } from "../readiness/readiness-checklist";

type Length = "twelve-months" | "chosen";

/** The next period the dialog would ask for, or the reason the chosen end cannot be one. */
function nextOf(current: PeriodDto, length: Length, chosenEnd: string) {
  const twelve = nextPeriod({ start: current.startDate, end: current.endDate });
  if (length === "twelve-months") return { period: twelve, error: null };
  const period = { start: addDays(current.endDate, 1), end: chosenEnd };
  if (!isIsoDate(chosenEnd)) return { period, error: "Choose the next period's end date." };
  return { period, error: checkPeriod(period).error };
}

/**
 * The checks that stop the close, each with its "Fix this" link as the Reports page's checklist shows it. A link
 * followed (a plain click, or Enter) is handed to `onFix`, which closes the dialog before going there, so the place
 * it leads to is seen and not hidden behind the dialog; a click to open it in a new tab is left to the browser.
 */
function CloseBlockers({ checks, onFix }: { checks: readonly ReadinessCheck[]; onFix: (fixAt: string) => void }) {
  const followLink = (e: MouseEvent) => {
    const link = (e.target as HTMLElement).closest("a");
    if (!link || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    onFix(link.getAttribute("href") ?? "");
  };
  return (
    <Alert variant="destructive">
      <AlertTitle>Finish these before closing the year</AlertTitle>
      <AlertDescription>
        <p>Its closing balances become next year's opening balances, so the year must be finished first.</p>
        {/* Only the links inside are acted on (Enter on a link clicks it too). */}
        <ul className="w-full divide-y text-foreground" aria-label="What blocks the close" onClickCapture={followLink}>
          {checks.map((check) => (
            <ReadinessItem key={check.id} check={check} />
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

/**
 * "Close the year": says what closing does, and with which next period (12 months, or an end the person chooses),
 * before POST /api/periods/close. While a readiness check blocks the close (core yearCloseBlockers, the server's
 * own rule) it lists them instead and does not offer the close. The server's refusal (the period has not ended
 * yet, a check that came to block meanwhile) is shown as it says it.
 */
export function CloseYearDialog({
  current,
  open,
  onOpenChange,
  onClosed,
}: {
  current: PeriodDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
}) {
  const [length, setLength] = useState<Length>("twelve-months");
  const [chosenEnd, setChosenEnd] = useState("");
  const readiness = useReadiness(open);
  const goToFix = useGoToFix();
  // A fix link followed from the dialog: gone to once the dialog has closed (it hands focus back first).
  const [fixing, setFixing] = useState<string | null>(null);
  const blockers = readiness.data ? yearCloseBlockers(readiness.data.checks) : null;
  const close = useClosePeriod({
    onSuccess: (res) => {
      onOpenChange(false);
      onClosed();
      toast({
        title: "Year closed",
        description: `The current period is now ${formatLongUk(res.current.startDate)} to ${formatLongUk(res.current.endDate)}.`,
      });
    },
  });
  const next = nextOf(current, length, chosenEnd);
  const twelve = nextOf(current, "twelve-months", "").period;

  const canClose = blockers !== null && blockers.length === 0;
  const confirm = () => {
    if (!canClose || next.error) return;
    close.mutate(length === "chosen" ? { nextPeriodEnd: next.period.end } : {}, {
      onError: () => void readiness.refetch(),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) close.reset();
        onOpenChange(o);
      }}
    >
      <DialogContent
        onCloseAutoFocus={(e) => {
          if (fixing === null) return;
          e.preventDefault();
          setFixing(null);
          goToFix(fixing);
        }}
      >
        <DialogHeader>
          <DialogTitle>Close the year</DialogTitle>
          <DialogDescription>
            Close the period {formatLongUk(current.startDate)} to {formatLongUk(current.endDate)}.
          </DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>
            Its figures are kept as they are now: its transactions, year-end adjustments and settings can no longer
            change.
          </li>
          <li>
            The company moves to the next period, whose opening balances are this period's closing balance sheet to the
            penny: debtors, creditors, prepayments, accruals, stock, VAT, corporation tax and the director's loan.
          </li>
          <li>Next year's reports show this year beside them as comparatives.</li>
          <li>You can reopen it later, as long as the next period has no filing.</li>
        </ul>
        {readiness.isLoading && <Spinner label="Checking the year is finished" />}
        {readiness.error && (
          <Alert variant="destructive">
            <AlertDescription>
              {errorMessage(readiness.error, "The readiness checks could not be loaded.")}
            </AlertDescription>
          </Alert>
        )}
        {blockers && blockers.length > 0 && (
          <CloseBlockers
            checks={blockers}
            onFix={(fixAt) => {
              setFixing(fixAt);
              onOpenChange(false);
            }}
          />
        )}
        {canClose && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">The next period</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="next-period-length"
                checked={length === "twelve-months"}
                onChange={() => setLength("twelve-months")}
              />
              12 months: {formatLongUk(twelve.start)} to {formatLongUk(twelve.end)}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="next-period-length"
                checked={length === "chosen"}
                onChange={() => setLength("chosen")}
              />
              Another end date
            </label>
            {length === "chosen" && (
              <div className="space-y-1.5 pl-6">
                <Label htmlFor="next-period-end">Next period: from {formatLongUk(next.period.start)} to</Label>
                <Input
                  id="next-period-end"
                  type="date"
                  value={chosenEnd}
                  onChange={(e) => setChosenEnd(e.target.value)}
                  aria-invalid={next.error ? true : undefined}
                  aria-describedby={next.error ? "next-period-end-error" : undefined}
                />
                {next.error && chosenEnd && (
                  <p id="next-period-end-error" className="text-sm text-destructive">
                    {next.error}
                  </p>
                )}
              </div>
            )}
          </fieldset>
        )}
        {close.error && (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(close.error, "The year could not be closed.")}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          {canClose && (
            <Button onClick={confirm} disabled={close.isPending || next.error !== null}>
              {close.isPending ? "Closing..." : "Close the year"}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
