import { CalendarCheck, Lock } from "lucide-react";
import { useState } from "react";
import type { PeriodDto } from "../../../../core/contracts";
import { errorMessage } from "../../../api/errors";
import { usePeriods } from "../../../api/periods";
import { Alert, AlertDescription, AlertTitle } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { CloseYearDialog } from "./close-year-dialog";
import { optionValue, periodOptions, shownPeriod } from "./period-options";
import { ReopenPeriodDialog } from "./reopen-period-dialog";
import { useReportPeriod } from "./use-report-period";

/** A closed period's notice: read-only, and whether (or why not) it can be reopened. */
function ClosedNotice({ period, onReopen }: { period: PeriodDto; onReopen: () => void }) {
  const reason = period.canReopen ? null : period.reopenBlockedBy;
  return (
    <Alert>
      <Lock aria-hidden />
      <AlertTitle>This period is closed</AlertTitle>
      <AlertDescription className="space-y-2">
        <p>Its figures are kept as they were closed and are read-only here.</p>
        <Button
          size="sm"
          variant="outline"
          onClick={onReopen}
          disabled={!period.canReopen}
          aria-describedby={reason ? "reopen-reason" : undefined}
        >
          Reopen
        </Button>
        {reason && (
          <p id="reopen-reason" className="text-muted-foreground">
            {reason}
          </p>
        )}
      </AlertDescription>
    </Alert>
  );
}

/**
 * 'Accounting periods': which period the page shows (`?period=`, absent: the current one), a closed period shown
 * read-only with "Reopen", and "Close the year" for the current one.
 */
export function PeriodCard() {
  const { period: param, setPeriod } = useReportPeriod();
  const { data, error } = usePeriods();
  const [dialog, setDialog] = useState<"close" | "reopen" | null>(null);
  if (error) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorMessage(error, "The periods could not be loaded.")}</AlertDescription>
      </Alert>
    );
  }
  if (!data || (!data.current && data.periods.length === 0)) return null;
  const shown = shownPeriod(data, param);
  const options = periodOptions(data);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Accounting periods</CardTitle>
        <CardDescription>Choose the year the reports show; a closed year is shown as it was closed.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-64 space-y-1.5">
            <Label htmlFor="report-period">Period shown</Label>
            <NativeSelect
              id="report-period"
              value={optionValue(shown)}
              onChange={(e) => setPeriod(e.target.value || undefined)}
            >
              {!shown && <option value={param}>Unknown period</option>}
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          {shown?.status === "open" && (
            <Button variant="outline" onClick={() => setDialog("close")}>
              <CalendarCheck aria-hidden />
              Close the year
            </Button>
          )}
        </div>
        {!shown && (
          <Alert variant="destructive">
            <AlertDescription>This link names a period the company does not have. Choose one above.</AlertDescription>
          </Alert>
        )}
        {shown?.status === "closed" && <ClosedNotice period={shown} onReopen={() => setDialog("reopen")} />}
        {data.current && (
          <CloseYearDialog
            current={data.current}
            open={dialog === "close"}
            onOpenChange={(o) => setDialog(o ? "close" : null)}
            onClosed={() => setPeriod(undefined)}
          />
        )}
        {shown?.status === "closed" && (
          <ReopenPeriodDialog
            period={shown}
            current={data.current}
            open={dialog === "reopen"}
            onOpenChange={(o) => setDialog(o ? "reopen" : null)}
            onReopened={() => setPeriod(undefined)}
          />
        )}
      </CardContent>
    </Card>
  );
}
