import { z } from "zod";
import { TICKET_STATUSES } from "../support/ticket-statuses";

export { TICKET_STATUSES, type TicketStatus } from "../support/ticket-statuses";

/** The support desk's tickets (spec part 2, Admin Support Tickets), as the admin routes answer and take them. */

export const SupportTicket = z.object({
  id: z.string(),
  email: z.string(),
  subject: z.string(),
  /** Comma-separated. */
  tags: z.string(),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
});
export type SupportTicket = z.infer<typeof SupportTicket>;

/** `GET /api/admin/support/tickets[?q=]` → `{ rows }`. */
export const TicketListResponse = z.object({ rows: z.array(SupportTicket) });

/** `POST /api/admin/support/tickets/{id}/status`. */
export const TicketStatusBody = z.object({
  status: z.enum(TICKET_STATUSES, { message: "Status must be one of new, open, resolved or spam." }),
});
