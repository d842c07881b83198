import type { AdminFiling } from "../../../core/contracts";
import { formatDateOnly } from "../../../core/dates";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { formatDateTime } from "../../lib/date-format";
import { FilingStatusBadge } from "./filing-status-badge";

const COLUMNS = ["ID", "User ID", "Company", "Period End", "Status", "Created"] as const;

/** Filings: ID, User ID, Company, Period End, Status badge and Created (en-GB). */
export function FilingsTable({ filings, emptyMessage }: { filings: readonly AdminFiling[]; emptyMessage: string }) {
  return (
    <Table scrollLabel="Filings">
      <TableCaption className="sr-only">Filings</TableCaption>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column} scope="col">
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {filings.length === 0 ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} className="py-10 text-center text-muted-foreground">
              {emptyMessage}
            </TableCell>
          </TableRow>
        ) : (
          filings.map((filing) => (
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
          ))
        )}
      </TableBody>
    </Table>
  );
}
