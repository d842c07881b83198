import type { AdminFiling } from "../../../core/contracts";
import { formatDateOnly } from "../../../core/dates";
import { TableCell, TableRow } from "../../components/ui/table";
import { formatDateTime } from "../../lib/date-format";
import { AdminTable } from "./admin-table";
import { FilingStatusBadge } from "./filing-status-badge";

const COLUMNS = ["ID", "User ID", "Company", "Period End", "Status", "Created"] as const;

/** Filings: ID, User ID, Company, Period End, Status badge and Created (en-GB). */
export function FilingsTable({ filings, emptyMessage }: { filings: readonly AdminFiling[]; emptyMessage: string }) {
  return (
    <AdminTable label="Filings" columns={COLUMNS} emptyMessage={emptyMessage}>
      {filings.map((filing) => (
        <TableRow key={filing.id}>
          <TableCell className="min-w-28 max-w-40 font-mono text-xs break-all">{filing.id}</TableCell>
          <TableCell className="min-w-28 max-w-40 font-mono text-xs break-all">{filing.userId}</TableCell>
          <TableCell className="min-w-40 break-words">{filing.companyName}</TableCell>
          <TableCell className="whitespace-nowrap">
            <time dateTime={filing.periodEnd}>{formatDateOnly(filing.periodEnd)}</time>
          </TableCell>
          <TableCell>
            <FilingStatusBadge status={filing.status} />
          </TableCell>
          <TableCell className="whitespace-nowrap">
            <time dateTime={filing.createdAt}>{formatDateTime(filing.createdAt)}</time>
          </TableCell>
        </TableRow>
      ))}
    </AdminTable>
  );
}
