import { CircleAlert, Clock, RefreshCw, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";

function BackToReports({ variant = "default" }: { variant?: "default" | "outline" }) {
  return (
    <Button asChild variant={variant}>
      <Link href="/reports">Back to Reports</Link>
    </Button>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-3">{children}</div>;
}

/** Waiting for the payment provider to say the payment went through. */
export function ConfirmingPanel() {
  return (
    <div className="flex items-center gap-3 rounded-lg border bg-card p-6">
      <Spinner className="size-6" label="Confirming your payment" />
      <div aria-live="polite">
        <p className="font-medium">Confirming your payment…</p>
        <p className="text-sm text-muted-foreground">This usually takes a few seconds. Please keep this page open.</p>
      </div>
    </div>
  );
}

/** Still pending after about a minute: it will complete by itself. */
export function StillProcessingPanel({ onCheckAgain }: { onCheckAgain: () => void }) {
  return (
    <div className="space-y-4">
      <Alert variant="warning">
        <Clock aria-hidden />
        <AlertTitle>Your payment is still processing</AlertTitle>
        <AlertDescription>
          You'll get access as soon as it completes; there is nothing more to do. Refresh this page later, or check
          again now.
        </AlertDescription>
      </Alert>
      <Actions>
        <Button onClick={onCheckAgain}>
          <RefreshCw aria-hidden />
          Check again
        </Button>
        <BackToReports variant="outline" />
      </Actions>
    </div>
  );
}

/** The checkout expired or was refunded. */
export function PaymentFailedPanel() {
  return (
    <div className="space-y-4">
      <Alert variant="destructive">
        <CircleAlert aria-hidden />
        <AlertTitle>Your payment was not completed</AlertTitle>
        <AlertDescription>
          The checkout expired or was cancelled, so this filing has not been paid for. You can start a new payment from
          the Reports page.
        </AlertDescription>
      </Alert>
      <Actions>
        <BackToReports />
      </Actions>
    </div>
  );
}

/** The session id is not one of this account's checkouts (another account, or a mistyped link). */
export function PaymentNotFoundPanel() {
  return (
    <div className="space-y-4">
      <Alert variant="warning">
        <SearchX aria-hidden />
        <AlertTitle>We couldn't find this payment</AlertTitle>
        <AlertDescription>
          This link does not match a checkout on the account you are signed in with. If you have paid with another
          account, sign in with that one; your filing status is always on the Reports page.
        </AlertDescription>
      </Alert>
      <Actions>
        <BackToReports />
      </Actions>
    </div>
  );
}

/** Reached without Stripe's session id. */
export function NoSessionPanel() {
  return (
    <div className="space-y-4">
      <p className="text-muted-foreground">
        This page confirms a card payment when the payment provider sends you back after checkout, and this link does
        not name a payment. When a filing needs paying for, start from the Reports page.
      </p>
      <Actions>
        <BackToReports />
      </Actions>
    </div>
  );
}
