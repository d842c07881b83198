import { errorMessage } from "../../api/errors";
import { useUpdateTicketStatus } from "../../api/support";
import { toast } from "../../components/ui/use-toast";

/** Changing a ticket's status, with the spec's toasts ('Status updated', 'Failed to update status'). */
export function useTicketStatusChange() {
  return useUpdateTicketStatus({
    onSuccess: ({ id, status }) => toast({ title: "Status updated", description: `Ticket ${id} is now ${status}.` }),
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Failed to update status",
        description: errorMessage(error, "Please try again."),
      }),
  });
}
