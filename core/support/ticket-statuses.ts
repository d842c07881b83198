/** A support ticket's statuses (spec part 2 §4): an admin may set any of them. */
export const TICKET_STATUSES = ["new", "open", "resolved", "spam"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
