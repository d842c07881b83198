import type { AdminSubmission } from "../../../core/contracts";
import { formatDateOnly } from "../../../core/dates";
import { Badge } from "../../components/ui/badge";
import { TableCell, TableRow } from "../../components/ui/table";
import { formatDateTime } from "../../lib/date-format";
import { registryLabel, submissionBadgeVariant } from "./admin-format";
import { AdminTable } from "./admin-table";

const COLUMNS = [
  "Registry",
  "Reference",
  "Company",
  "Period End",
  "State",
  "Polls",
  "Last problem",
  "Sent",
  "Answered",
] as const;

const none = <span className="text-muted-foreground">—</span>;

/** Submissions to Companies House and HMRC: their references, states and polling, newest first. */
export function SubmissionsTable({ submissions }: { submissions: readonly AdminSubmission[] }) {
  return (
    <AdminTable label="Submissions" columns={COLUMNS} emptyMessage="No submissions yet.">
      {submissions.map((s) => (
        <TableRow key={s.id}>
          <TableCell className="whitespace-nowrap">{registryLabel(s.registry)}</TableCell>
          <TableCell className="font-mono text-xs">{s.reference ?? none}</TableCell>
          <TableCell className="min-w-40 break-words">
            {s.companyName}
            {s.companyNumber && <span className="block text-xs text-muted-foreground">{s.companyNumber}</span>}
          </TableCell>
          <TableCell className="whitespace-nowrap">
            <time dateTime={s.periodEnd}>{formatDateOnly(s.periodEnd)}</time>
          </TableCell>
          <TableCell className="space-x-1 whitespace-nowrap">
            <Badge variant={submissionBadgeVariant(s.state)}>{s.state}</Badge>
            {s.test && <Badge variant="outline">Test filing</Badge>}
          </TableCell>
          <TableCell className="tabular-nums">{s.attempts}</TableCell>
          <TableCell className="max-w-56 break-words text-xs">{s.lastError ?? none}</TableCell>
          <TableCell className="whitespace-nowrap">
            <time dateTime={s.submittedAt}>{formatDateTime(s.submittedAt)}</time>
          </TableCell>
          <TableCell className="whitespace-nowrap">
            {s.answeredAt ? <time dateTime={s.answeredAt}>{formatDateTime(s.answeredAt)}</time> : none}
          </TableCell>
        </TableRow>
      ))}
    </AdminTable>
  );
}
