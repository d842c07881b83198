import { TriangleAlert } from "lucide-react";
import { Link } from "wouter";
import { Alert, AlertDescription, AlertTitle } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useOpenDrilldown } from "../drilldown/drilldown-context";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Amber warning (spec part 2, Profit & Loss tab) while some of the period's transactions have no category. */
export function UncategorisedWarning({
  uncategorised,
  needsReview,
  sample,
}: {
  uncategorised: number;
  needsReview: number;
  sample: boolean;
}) {
  const open = useOpenDrilldown();
  if (uncategorised <= 0) return null;
  return (
    <Alert variant="warning">
      <TriangleAlert aria-hidden />
      <AlertTitle>{plural(uncategorised, "transaction is", "transactions are")} uncategorised</AlertTitle>
      <AlertDescription>
        <p>
          They are left out of income and expenses until they are categorised, so these figures are not final.
          {needsReview > 0 &&
            ` ${plural(needsReview, "categorised transaction needs", "categorised transactions need")} review.`}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => open({ key: "uncategorised", label: "Uncategorised transactions" })}
          >
            Show them
          </Button>
          {!sample && (
            <Button size="sm" asChild>
              <Link href="/transactions">Categorise on the Transactions page</Link>
            </Button>
          )}
        </div>
      </AlertDescription>
    </Alert>
  );
}

/** A quieter note when everything is categorised but some categories need review. */
export function NeedsReviewNote({ needsReview }: { needsReview: number }) {
  if (needsReview <= 0) return null;
  return (
    <p className="text-sm text-muted-foreground">
      {plural(needsReview, "transaction was", "transactions were")} categorised with low confidence and{" "}
      {needsReview === 1 ? "needs" : "need"} review on the{" "}
      <Link href="/transactions" className="font-medium text-primary underline underline-offset-2">
        Transactions page
      </Link>
      .
    </p>
  );
}
