import { Badge } from "../../components/ui/badge";
import { filingBadgeVariant, statusLabel } from "./admin-format";

/** A filing's status: pending secondary, paid default, expired destructive, refunded outline. */
export function FilingStatusBadge({ status }: { status: string }) {
  return <Badge variant={filingBadgeVariant(status)}>{statusLabel(status)}</Badge>;
}
