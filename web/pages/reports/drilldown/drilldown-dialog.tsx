import { errorMessage } from "../../../api/errors";
import { useDrilldown } from "../../../api/reports";
import { Alert, AlertDescription } from "../../../components/ui/alert";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { useReportPeriod } from "../periods/use-report-period";
import { formatPounds } from "../report-format";
import type { DrilldownLine } from "./drilldown-context";
import { DrilldownTable } from "./drilldown-table";
import { LineExplanation } from "./line-explanation";

function DrilldownBody({ line, sample }: { line: DrilldownLine; sample: boolean }) {
  const { data, error, isLoading } = useDrilldown(line.key, sample, useReportPeriod().period);
  if (isLoading) return <Spinner label="Loading the transactions" />;
  if (error) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorMessage(error, "Could not load the transactions behind this line.")}</AlertDescription>
      </Alert>
    );
  }
  if (!data || data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No transactions of this period are behind this line: it is made of brought-forward figures or calculations.
      </p>
    );
  }
  return <DrilldownTable rows={data} />;
}

/** The transactions behind a report line, with each one's category, confidence and reason. */
export function DrilldownDialog({
  line,
  sample,
  onClose,
}: {
  line: DrilldownLine | null;
  sample: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={line !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-4xl">
        {line && (
          <>
            <DialogHeader>
              <DialogTitle>{line.label}</DialogTitle>
              <DialogDescription>
                {line.amount === undefined
                  ? "These transactions, as your bank shows them."
                  : `The transactions behind ${formatPounds(line.amount)} on the report, as your bank shows them.`}
              </DialogDescription>
            </DialogHeader>
            {!sample && <LineExplanation line={line.key} />}
            <DrilldownBody line={line} sample={sample} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
