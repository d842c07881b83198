import { CircleAlert, CircleCheck, Clock, Flag, type LucideIcon } from "lucide-react";
import { TICKET_STATUSES, type TicketStatus } from "../../../core/support/ticket-statuses";

export { TICKET_STATUSES, type TicketStatus };

/** How each support ticket status is shown (spec part 2 §4). */
export interface TicketStatusLook {
  label: string;
  icon: LucideIcon;
  badge: "destructive" | "secondary" | "outline";
}

export const TICKET_STATUS_LOOK: Record<TicketStatus, TicketStatusLook> = {
  new: { label: "New", icon: CircleAlert, badge: "destructive" },
  open: { label: "Open", icon: Clock, badge: "secondary" },
  resolved: { label: "Resolved", icon: CircleCheck, badge: "outline" },
  spam: { label: "Spam", icon: Flag, badge: "outline" },
};

export function isTicketStatus(value: string): value is TicketStatus {
  return (TICKET_STATUSES as readonly string[]).includes(value);
}

/** The tags column holds one comma-separated string: "csv, upload,,bank " reads as ["csv", "upload", "bank"]. */
export function splitTags(tags: string | null | undefined): string[] {
  return (tags ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
}
