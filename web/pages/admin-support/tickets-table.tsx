import type { SupportTicket } from "../../../core/contracts";
import { Badge } from "../../components/ui/badge";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { formatDateTime } from "../../lib/date-format";
import { splitTags, type TicketStatus } from "./ticket-status";
import { TicketStatusBadge } from "./ticket-status-badge";
import { TicketStatusSelect } from "./ticket-status-select";

const COLUMNS = ["ID", "Email", "Subject", "Tags", "Status", "Created", "Actions"] as const;

function TagList({ tags }: { tags: string | null }) {
  const list = splitTags(tags);
  if (list.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Tags">
      {list.map((tag) => (
        <li key={tag}>
          <Badge variant="outline">{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** The tickets: ID, Email, Subject, Tags, Status, Created (en-GB) and a status selector. */
export function TicketsTable({
  tickets,
  emptyMessage,
  updatingId,
  onStatusChange,
}: {
  tickets: readonly SupportTicket[];
  emptyMessage: string;
  updatingId: SupportTicket["id"] | null;
  onStatusChange: (ticket: SupportTicket, status: TicketStatus) => void;
}) {
  return (
    <Table>
      <TableCaption className="sr-only">Support tickets</TableCaption>
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
        {tickets.length === 0 ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} className="py-10 text-center text-muted-foreground">
              {emptyMessage}
            </TableCell>
          </TableRow>
        ) : (
          tickets.map((ticket) => (
            <TableRow key={ticket.id}>
              <TableCell className="font-mono text-xs whitespace-nowrap">{ticket.id}</TableCell>
              <TableCell className="max-w-48 truncate" title={ticket.email || undefined}>
                {ticket.email || <span className="text-muted-foreground">(removed)</span>}
              </TableCell>
              <TableCell className="min-w-40 max-w-80 break-words">{ticket.subject}</TableCell>
              <TableCell className="min-w-28">
                <TagList tags={ticket.tags} />
              </TableCell>
              <TableCell>
                <TicketStatusBadge status={ticket.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
              </TableCell>
              <TableCell>
                <TicketStatusSelect
                  ticketId={ticket.id}
                  status={ticket.status}
                  disabled={updatingId === ticket.id}
                  onChange={(status) => onStatusChange(ticket, status)}
                />
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
