import { Download } from "lucide-react";
import type { HmrcSubmission } from "../../../../core/contracts";
import { hmrcErrorHint } from "../../../../core/filing/hmrc/error-hints";
import { hmrcReceiptUrl } from "../../../api/submissions";
import { Alert, AlertDescription, AlertTitle } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Spinner } from "../../../components/ui/spinner";
import { formatDateTime } from "../../../lib/date-format";
import { FixLink } from "../readiness/fix-link";
import { HMRC_STATE_LABEL, hmrcStateText } from "./hmrc-filing-texts";

function HmrcErrors({ errors }: { errors: HmrcSubmission["errors"] }) {
  return (
    <ul className="mt-2 space-y-3" aria-label="Errors HMRC gave">
      {errors.map((e, i) => {
        const hint = hmrcErrorHint(e);
        return (
          <li key={`${e.code}-${i}`} className="space-y-1">
            <p className="font-medium">
              {e.message} <span className="text-muted-foreground">(error {e.code || "without a number"})</span>
            </p>
            <p className="text-sm">{hint.text}</p>
            {hint.fixAt && <FixLink fixAt={hint.fixAt}>Fix this</FixLink>}
          </li>
        );
      })}
    </ul>
  );
}

function Receipt({ submission }: { submission: HmrcSubmission }) {
  const r = submission.receipt;
  if (!r) return null;
  return (
    <div className="mt-2 space-y-2">
      <p className="text-sm">
        IRmark receipt: <span className="break-all font-mono">{r.irmarkBase32 ?? "not given"}</span>
      </p>
      {r.acceptedAt && <p className="text-sm">Accepted {formatDateTime(r.acceptedAt)}</p>}
      {/* HMRC's message quotes the IRmark and the document reference unbroken: they wrap anywhere on a phone. */}
      {r.message && <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{r.message}</p>}
      <a
        href={hmrcReceiptUrl(submission.id)}
        download
        className="inline-flex items-center gap-1 font-medium text-primary text-sm underline-offset-4 hover:underline"
      >
        <Download className="size-4" aria-hidden />
        Download the receipt (PDF, with the return as sent)
      </a>
    </div>
  );
}

/** The latest CT600 submission's state, live while HMRC has not answered; the receipt, or HMRC's errors and fixes. */
export function HmrcSubmissionStatus({ submission }: { submission: HmrcSubmission }) {
  const waiting = submission.state === "submitted";
  const bad = submission.state === "rejected" || submission.state === "failed";
  return (
    <Alert variant={bad ? "destructive" : "default"} role="status" aria-live="polite" aria-label="HMRC filing status">
      <AlertTitle className="flex flex-wrap items-center gap-2">
        {waiting && <Spinner className="size-4" label="Waiting for HMRC" />}
        <span>
          {submission.amended ? "Amended return" : "Company tax return"}: {HMRC_STATE_LABEL[submission.state]}
        </span>
        {submission.test && <Badge variant="outline">Test filing</Badge>}
      </AlertTitle>
      <AlertDescription>
        <p>{hmrcStateText(submission)}</p>
        <p className="text-xs text-muted-foreground">
          Sent {formatDateTime(submission.submittedAt)}
          {submission.answeredAt ? ` · answered ${formatDateTime(submission.answeredAt)}` : ""}
        </p>
        {submission.state === "accepted" && <Receipt submission={submission} />}
        {submission.state === "rejected" && submission.errors.length > 0 && <HmrcErrors errors={submission.errors} />}
      </AlertDescription>
    </Alert>
  );
}
