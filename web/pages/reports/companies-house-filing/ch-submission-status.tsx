import type { ChSubmission } from "../../../../core/contracts";
import { rejectionHint } from "../../../../core/filing/companies-house/rejection-hints";
import { Alert, AlertDescription, AlertTitle } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Spinner } from "../../../components/ui/spinner";
import { formatDateTime } from "../../../lib/date-format";
import { FixLink } from "../readiness/fix-link";
import { STATE_LABEL, stateText } from "./ch-filing-texts";

const WAITING = new Set<ChSubmission["state"]>(["submitted", "pending", "parked"]);

function Rejections({ rejections }: { rejections: ChSubmission["rejections"] }) {
  return (
    <ul className="mt-2 space-y-3" aria-label="Reasons Companies House gave">
      {rejections.map((r) => {
        const hint = rejectionHint(r);
        return (
          <li key={`${r.code}-${r.description}`} className="space-y-1">
            <p className="font-medium">
              {r.description} <span className="text-muted-foreground">(code {r.code})</span>
            </p>
            <p className="text-sm">{hint.text}</p>
            {hint.fixAt && <FixLink fixAt={hint.fixAt}>Fix this</FixLink>}
          </li>
        );
      })}
    </ul>
  );
}

/** The latest submission's state, live while Companies House has not answered; a rejection's reasons and fixes. */
export function ChSubmissionStatus({ submission }: { submission: ChSubmission }) {
  const waiting = WAITING.has(submission.state);
  const bad = submission.state === "rejected" || submission.state === "failed";
  return (
    <Alert
      variant={bad ? "destructive" : "default"}
      role="status"
      aria-live="polite"
      aria-label="Companies House filing status"
    >
      <AlertTitle className="flex flex-wrap items-center gap-2">
        {waiting && <Spinner className="size-4" label="Waiting for Companies House" />}
        <span>
          Submission {submission.submissionNumber}: {STATE_LABEL[submission.state]}
        </span>
        {submission.test && <Badge variant="outline">Test filing</Badge>}
      </AlertTitle>
      <AlertDescription>
        <p>{stateText(submission)}</p>
        <p className="text-xs text-muted-foreground">
          Sent {formatDateTime(submission.submittedAt)}
          {submission.answeredAt ? ` · answered ${formatDateTime(submission.answeredAt)}` : ""}
        </p>
        {submission.state === "rejected" && submission.rejections.length > 0 && (
          <Rejections rejections={submission.rejections} />
        )}
      </AlertDescription>
    </Alert>
  );
}
