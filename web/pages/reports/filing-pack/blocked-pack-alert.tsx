import { Alert, AlertDescription, AlertTitle } from "../../../components/ui/alert";
import { FixLink } from "../readiness/fix-link";
import type { BlockedPack } from "./use-filing-pack-exports";

/** A pack the server refused with 409: its sentence and each blocking check with where to fix it. */
export function BlockedPackAlert({ blocked }: { blocked: BlockedPack }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>
        {blocked.label}: {blocked.message}
      </AlertTitle>
      <AlertDescription>
        <ul className="mt-1 space-y-1">
          {blocked.checks.map((check) => (
            <li key={check.id} className="flex flex-wrap items-center gap-x-2">
              <span>{check.message}</span>
              <FixLink fixAt={check.fixAt}>Fix this</FixLink>
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
