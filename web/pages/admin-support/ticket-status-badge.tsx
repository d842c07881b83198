import { Badge } from "../../components/ui/badge";
import { isTicketStatus, TICKET_STATUS_LOOK } from "./ticket-status";

/** The status as a badge with its icon: new (alert, destructive), open (clock), resolved (check), spam (flag). */
export function TicketStatusBadge({ status }: { status: string }) {
  if (!isTicketStatus(status)) return <Badge variant="outline">{status}</Badge>;
  const { label, icon: Icon, badge } = TICKET_STATUS_LOOK[status];
  return (
    <Badge variant={badge}>
      <Icon aria-hidden />
      {label}
    </Badge>
  );
}
