import { CircleCheck, TriangleAlert } from "lucide-react";
import type { BalanceSheetReport } from "../../../../core/contracts";
import { Alert, AlertDescription, AlertTitle } from "../../../components/ui/alert";
import { formatPounds } from "../report-format";

/** Cash in the books against the bank's own closing balance. */
export function CashCheck({ check }: { check: BalanceSheetReport["cashCheck"] }) {
  if (!check) return null;
  if (check.difference === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-success">
        <CircleCheck className="size-4" aria-hidden />
        Cash agrees with the bank's closing balance of {formatPounds(check.stated)}.
      </p>
    );
  }
  return (
    <Alert variant="warning">
      <TriangleAlert aria-hidden />
      <AlertTitle>Cash check: a difference of {formatPounds(check.difference)}</AlertTitle>
      <AlertDescription>
        The bank's closing balance is {formatPounds(check.stated)}; the opening cash plus the period's transactions come
        to {formatPounds(check.computed)}. Rows may be missing or duplicated, or the opening cash may be wrong.
      </AlertDescription>
    </Alert>
  );
}
