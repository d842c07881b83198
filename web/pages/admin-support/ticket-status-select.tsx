import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { isTicketStatus, TICKET_STATUS_LOOK, TICKET_STATUSES, type TicketStatus } from "./ticket-status";

/** The Actions column: sets a ticket to new, open, resolved or spam. */
export function TicketStatusSelect({
  ticketId,
  status,
  disabled,
  onChange,
}: {
  ticketId: string | number;
  status: string;
  disabled: boolean;
  onChange: (status: TicketStatus) => void;
}) {
  return (
    <Select
      value={isTicketStatus(status) ? status : undefined}
      disabled={disabled}
      onValueChange={(value) => {
        if (isTicketStatus(value) && value !== status) onChange(value);
      }}
    >
      <SelectTrigger className="h-8 w-28" aria-label={`Status of ticket ${ticketId}`}>
        <SelectValue placeholder="Set status" />
      </SelectTrigger>
      <SelectContent>
        {TICKET_STATUSES.map((value) => (
          <SelectItem key={value} value={value}>
            {TICKET_STATUS_LOOK[value].label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
