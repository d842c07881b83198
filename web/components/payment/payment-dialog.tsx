import { CircleAlert, CreditCard, Lock } from "lucide-react";
import { errorMessage } from "../../api/errors";
import { usePaymentConfig } from "../../api/payments";
import { Alert, AlertDescription, AlertTitle } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../ui/dialog";
import { Skeleton } from "../ui/skeleton";
import { IncludedItems } from "./included-items";
import { CHECKOUT_FAILED_FALLBACK, DEFAULT_FILING_PRICE_PENCE, paymentWording } from "./payment-wording";
import { useCheckout } from "./use-checkout";

export interface PaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The beta or non-beta sentence; until the config is read, a placeholder line. Without it, the plain wording. */
function PaymentWording({ open }: { open: boolean }) {
  const config = usePaymentConfig(open);
  if (config.isPending && !config.isError) {
    return (
      <div className="space-y-1.5" role="status" aria-label="Loading the price">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  const betaMode = config.data?.betaMode ?? false;
  return <>{paymentWording(betaMode, config.data?.filingPricePence ?? DEFAULT_FILING_PRICE_PENCE)}</>;
}

/**
 * 'Payment Required' (spec part 2, Payment dialog): what a filing costs and includes, then Stripe Checkout.
 * Opened by the Reports page when an export answers 402 needsPayment.
 */
export function PaymentDialog({ open, onOpenChange }: PaymentDialogProps) {
  const checkout = useCheckout();

  function changeOpen(next: boolean): void {
    if (!next) checkout.cancel();
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CreditCard className="size-5 text-primary" aria-hidden />
            Payment Required
          </DialogTitle>
          <DialogDescription asChild>
            <div>
              <PaymentWording open={open} />
            </div>
          </DialogDescription>
        </DialogHeader>

        <IncludedItems />

        <p className="flex items-start gap-2 text-xs text-muted-foreground">
          <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          Secure checkout by Stripe, our card payment provider. Microfile never sees or stores your card details.
        </p>

        {checkout.error !== null && (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertTitle>Checkout could not start</AlertTitle>
            <AlertDescription>{errorMessage(checkout.error, CHECKOUT_FAILED_FALLBACK)}</AlertDescription>
          </Alert>
        )}

        <DialogFooter>
          <Button variant="outline" onClick={() => changeOpen(false)}>
            Cancel
          </Button>
          <Button onClick={checkout.start} disabled={checkout.redirecting} aria-busy={checkout.redirecting}>
            {checkout.redirecting ? "Redirecting..." : "Proceed to Checkout"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
