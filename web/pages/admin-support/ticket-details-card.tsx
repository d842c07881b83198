import { Mail } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";

/** How tickets reach people: an automatic acknowledgement by email, quoting the ticket's unique ID. */
export function TicketDetailsCard() {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <Mail className="size-4 text-muted-foreground" aria-hidden />
          Ticket Details
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-muted-foreground">
        <p>
          Every ticket is auto-acknowledged by our email service: the person who opened it receives an email with the
          ticket's unique ID, which they can quote when they write again.
        </p>
        <p>Set a ticket to Open while you work on it, Resolved once answered, or Spam to set it aside.</p>
      </CardContent>
    </Card>
  );
}
