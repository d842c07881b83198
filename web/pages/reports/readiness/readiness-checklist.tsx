import { CircleAlert, CircleCheck, CircleX } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { ReadinessCheck, ReadinessStatus } from "../../../../core/contracts/readiness";
import { errorMessage } from "../../../api/errors";
import { useReadiness } from "../../../api/readiness";
import { Alert, AlertDescription } from "../../../components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { FixLink } from "./fix-link";
import { checklistOrder, STATUS_TEXT } from "./readiness-status";
import { SuggestedAdjustmentButton } from "./suggested-adjustment-button";

const ICON: Record<ReadinessStatus, ReactNode> = {
  pass: <CircleCheck className="size-4 text-success" aria-hidden />,
  warn: <CircleAlert className="size-4 text-warning-foreground" aria-hidden />,
  block: <CircleX className="size-4 text-destructive" aria-hidden />,
};

const STATUS_CLASS: Record<ReadinessStatus, string> = {
  pass: "text-success",
  warn: "text-warning-foreground",
  block: "text-destructive",
};

/**
 * One check: its status in words and an icon, its message, and the link to where it is fixed (none for a closed
 * period's, which nothing changes until it is reopened).
 */
export function ReadinessItem({ check, fixable = true }: { check: ReadinessCheck; fixable?: boolean }) {
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:gap-3" data-check={check.id}>
      <span className={cn("flex w-24 shrink-0 items-center gap-1.5 font-medium text-sm", STATUS_CLASS[check.status])}>
        {ICON[check.status]}
        {STATUS_TEXT[check.status]}
      </span>
      <span className="flex-1 text-sm">{check.message}</span>
      {check.suggestedAdjustment && <SuggestedAdjustmentButton suggestion={check.suggestedAdjustment} />}
      {fixable && check.status !== "pass" && <FixLink fixAt={check.fixAt}>Fix this</FixLink>}
    </li>
  );
}

function summary(checks: readonly ReadinessCheck[]): string {
  const blocking = checks.filter((c) => c.status === "block").length;
  const warnings = checks.filter((c) => c.status === "warn").length;
  if (blocking === 0) {
    return warnings === 0
      ? "Everything is ready to sign and file."
      : `Ready to sign and file; ${warnings === 1 ? "1 item is" : `${warnings} items are`} worth a check first.`;
  }
  return `${blocking === 1 ? "1 item blocks" : `${blocking} items block`} the filing packs.`;
}

/**
 * 'Ready to sign and file': the checks of GET /api/reports/readiness for the period the page shows (`period`, the
 * `?period=` of a closed year, is read as it was kept at its close), above the export card.
 */
export function ReadinessChecklist({ period, closed = false }: { period?: string; closed?: boolean }) {
  const titleId = useId();
  const { data, error, isLoading } = useReadiness(true, period);
  return (
    <Card id="readiness" role="region" aria-labelledby={titleId} className="scroll-mt-4">
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          Ready to sign and file
        </CardTitle>
        <CardDescription>{data ? summary(data.checks) : "What must be done before the filing packs."}</CardDescription>
        {closed && (
          <CardDescription>These are the closed period's checks: reopen it to change what they read.</CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {isLoading && <Spinner label="Checking your accounts" />}
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(error, "The readiness checks could not be loaded.")}</AlertDescription>
          </Alert>
        )}
        {data && (
          <ul className="divide-y" aria-label="Readiness checks">
            {checklistOrder(data.checks).map((check) => (
              <ReadinessItem key={check.id} check={check} fixable={!closed} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
