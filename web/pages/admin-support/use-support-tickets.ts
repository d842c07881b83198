import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../api/errors";
import { apiJson, apiRequest } from "../../api/request";
import { toast } from "../../components/ui/use-toast";
import type { TicketStatus } from "./ticket-status";

/** A row of `GET /api/admin/support/tickets`. */
export interface SupportTicket {
  id: string | number;
  email: string | null;
  subject: string;
  /** Comma-separated. */
  tags: string | null;
  status: string;
  createdAt: string;
}

const TICKETS = "/api/admin/support/tickets";

/** The ticket list, searched on the server by email, subject or tags (blank search: every ticket). */
export function useSupportTickets(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: [TICKETS, { q }],
    queryFn: ({ signal }) =>
      apiJson<{ rows: SupportTicket[] }>("GET", q ? `${TICKETS}?q=${encodeURIComponent(q)}` : TICKETS, undefined, {
        signal,
      }),
    select: (data) => data.rows,
    placeholderData: (previous) => previous,
  });
}

/** `POST /api/admin/support/tickets/{id}/status`, then every ticket list is read again. */
export function useUpdateTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: SupportTicket["id"]; status: TicketStatus }) =>
      apiRequest("POST", `${TICKETS}/${encodeURIComponent(String(id))}/status`, { status }),
    onSuccess: (_res, { id, status }) => {
      toast({ title: "Status updated", description: `Ticket ${id} is now ${status}.` });
      return queryClient.invalidateQueries({ queryKey: [TICKETS] });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Failed to update status",
        description: errorMessage(error, "Please try again."),
      });
    },
  });
}
