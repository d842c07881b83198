import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { errorMessage, readApiError } from "../../api/errors";
import { useSupportTickets } from "../../api/support";
import { NoAccessPanel, SignInPanel } from "../../components/admin-access-panels";
import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { SUPPORT_PAGE } from "./support-page-names";
import { TicketSearch } from "./ticket-search";
import { TicketsTable } from "./tickets-table";
import { useDebouncedValue } from "./use-debounced-value";
import { useTicketStatusChange } from "./use-ticket-status-change";

const SEARCH_DELAY_MS = 300;

function TicketCount({ count }: { count: number | undefined }) {
  if (count === undefined) return <Skeleton className="h-5 w-16" />;
  return (
    <Badge variant="secondary" aria-live="polite">
      {count} {count === 1 ? "ticket" : "tickets"}
    </Badge>
  );
}

/** The search, the count and the table of tickets; a 401 or 403 from the list shows the matching panel instead. */
export function TicketListPanel() {
  const [search, setSearch] = useState("");
  const query = useDebouncedValue(search, SEARCH_DELAY_MS).trim();
  const tickets = useSupportTickets(query);
  const update = useTicketStatusChange();

  const status = tickets.isError ? readApiError(tickets.error).status : null;
  if (status === 401) return <SignInPanel {...SUPPORT_PAGE} />;
  if (status === 403) return <NoAccessPanel {...SUPPORT_PAGE} />;

  return (
    <Card>
      <CardHeader className="gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle as="h2" className="text-base">
            Tickets
          </CardTitle>
          <TicketCount count={tickets.data?.length} />
        </div>
        <TicketSearch value={search} onChange={setSearch} />
      </CardHeader>
      <CardContent>
        {tickets.isError && (
          <Alert variant="destructive" className="mb-4">
            <AlertTitle>Failed to fetch tickets</AlertTitle>
            <AlertDescription className="flex flex-wrap items-center gap-3">
              {errorMessage(tickets.error, "The ticket list could not be loaded.")}
              <Button variant="outline" size="sm" onClick={() => void tickets.refetch()}>
                <RefreshCw aria-hidden />
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        )}
        {tickets.isPending && !tickets.isError ? (
          <div className="space-y-2" role="status" aria-label="Loading tickets">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        ) : (
          !tickets.isError && (
            <TicketsTable
              tickets={tickets.data ?? []}
              emptyMessage={query ? "No tickets found matching your search." : "No support tickets yet."}
              updatingId={update.isPending ? (update.variables?.id ?? null) : null}
              onStatusChange={(ticket, next) => update.mutate({ id: ticket.id, status: next })}
            />
          )
        )}
      </CardContent>
    </Card>
  );
}
