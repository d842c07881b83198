import { AlertTriangle, CheckCircle2, Info, XCircle } from "lucide-react";
import { memo, useState } from "react";
import {
  type BalancesGiven,
  ISSUES_FIRST_SHOWN,
  issuesSummaryText,
  noIssuesText,
  showAllIssuesText,
} from "../../../core/reconcile";
import type { ReconcileIssue, ReconcileSeverity } from "../../../core/reconcile/types";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { AllIssuesList } from "./issues-list";

const SEVERITY = {
  error: { icon: XCircle, label: "Error", className: "text-red-700 dark:text-red-400" },
  warning: { icon: AlertTriangle, label: "Warning", className: "text-amber-700 dark:text-amber-400" },
  info: { icon: Info, label: "Note", className: "text-blue-700 dark:text-blue-400" },
} as const satisfies Record<ReconcileSeverity, unknown>;

function IssueButton({ issue, onShow }: { issue: ReconcileIssue; onShow: (id: string) => void }) {
  const { icon: Icon, label, className } = SEVERITY[issue.severity];
  return (
    <button
      type="button"
      onClick={() => onShow(issue.transactionId)}
      className="flex w-full items-start gap-2 rounded-md p-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Icon className={cn("mt-0.5 size-4 shrink-0", className)} aria-hidden />
      <span>
        <span className="sr-only">{label}: </span>
        {issue.message}
      </span>
    </button>
  );
}

/**
 * core/reconcile's findings over the whole ledger; each one takes the person to its row in the table. `balances`
 * says whether the statements gave running balances to check, so a list without them is not called clean.
 */
export const ReconciliationCard = memo(function ReconciliationCard({
  issues,
  balances,
  onShowRow,
}: {
  issues: readonly ReconcileIssue[];
  balances: BalancesGiven;
  onShowRow: (id: string) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const issue = (i: ReconcileIssue) => <IssueButton issue={i} onShow={onShowRow} />;
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2">Balance Reconciliation</CardTitle>
        <CardDescription>{issuesSummaryText(issues, balances)}</CardDescription>
      </CardHeader>
      <CardContent>
        {issues.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-green-700 dark:text-green-400">
            <CheckCircle2 className="size-4" aria-hidden /> {noIssuesText(balances)}
          </p>
        ) : (
          <>
            {expanded ? (
              <AllIssuesList issues={issues} renderIssue={issue} />
            ) : (
              <ul className="space-y-1">
                {issues.slice(0, ISSUES_FIRST_SHOWN).map((i) => (
                  <li key={`${i.type}-${i.transactionId}`}>{issue(i)}</li>
                ))}
              </ul>
            )}
            {issues.length > ISSUES_FIRST_SHOWN && (
              <Button variant="link" className="mt-2 h-auto p-0" onClick={() => setExpanded((e) => !e)}>
                {expanded ? "Show fewer" : showAllIssuesText(issues.length)}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
});
