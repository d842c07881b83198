import { Activity } from "lucide-react";
import { useId } from "react";
import type { AdminHealth } from "../../../core/contracts";
import { Badge } from "../../components/ui/badge";
import { Skeleton } from "../../components/ui/skeleton";
import { paymentModeLabel } from "./admin-format";

/** One line: Beta Mode or Production, the payment provider's mode, and the site URL. */
export function SystemStatusLine({ health }: { health: AdminHealth | undefined }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border bg-card px-4 py-3 text-sm shadow-sm"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-medium">
        <Activity className="size-4 text-primary" aria-hidden />
        System status
      </h2>
      {health ? (
        <>
          <Badge variant={health.betaMode ? "secondary" : "default"}>
            {health.betaMode ? "Beta Mode" : "Production"}
          </Badge>
          <span>
            <span className="text-muted-foreground">Payments (Stripe): </span>
            {paymentModeLabel(health.stripeMode)}
          </span>
          <span className="min-w-0 break-all">
            <span className="text-muted-foreground">Site URL: </span>
            {health.siteUrl}
          </span>
        </>
      ) : (
        <Skeleton className="h-5 w-64" />
      )}
    </section>
  );
}
