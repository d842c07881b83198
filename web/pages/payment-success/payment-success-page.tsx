import type { ReactNode } from "react";
import { useSearch } from "wouter";
import { currentPath, useAuth } from "../../api/auth";
import { PublicLayout } from "../../components/public-layout/public-layout";
import { SignedOutInvitation } from "../../components/signed-out-invitation";
import { Spinner } from "../../components/ui/spinner";
import { usePageTitle } from "../../hooks/use-page-title";
import { type PaymentView, sessionIdFrom } from "./checkout-status";
import { PaymentReceived } from "./payment-received";
import {
  ConfirmingPanel,
  NoSessionPanel,
  PaymentFailedPanel,
  PaymentNotFoundPanel,
  StillProcessingPanel,
} from "./payment-status-panels";
import { useCheckoutStatus } from "./use-checkout-status";
import { useHasPendingUpload } from "./use-pending-upload";

type PageState = PaymentView | "no-session" | "checking-sign-in";

/** The h1 and tab title of each state: "Payment Successful!" only once the server has confirmed the payment. */
const HEADINGS: Record<PageState, { heading: string; title: string }> = {
  paid: { heading: "Payment Successful!", title: "Payment Successful" },
  confirming: { heading: "Confirming your payment", title: "Confirming Payment" },
  "checking-sign-in": { heading: "Confirming your payment", title: "Confirming Payment" },
  slow: { heading: "Payment still processing", title: "Payment Processing" },
  failed: { heading: "Payment not completed", title: "Payment Not Completed" },
  unknown: { heading: "Payment not found", title: "Payment Not Found" },
  "signed-out": { heading: "Confirm your payment", title: "Confirm Payment" },
  "no-session": { heading: "No payment to confirm", title: "Payment" },
};

function Frame({ state, children }: { state: PageState; children: ReactNode }) {
  const { heading, title } = HEADINGS[state];
  usePageTitle(title);
  return (
    <PublicLayout>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-semibold tracking-tight">{heading}</h1>
        {children}
      </div>
    </PublicLayout>
  );
}

function SignInToConfirm() {
  return (
    <SignedOutInvitation
      title="Sign in to see your payment"
      description="Payments belong to your Microfile account. Sign in and you will come straight back to this page."
      next={currentPath()}
    />
  );
}

function ConfirmedCheckout({ sessionId }: { sessionId: string }) {
  const { view, checkAgain } = useCheckoutStatus(sessionId);
  const hasPendingUpload = useHasPendingUpload();
  const panels: Record<PaymentView, ReactNode> = {
    paid: <PaymentReceived hasPendingUpload={hasPendingUpload} />,
    confirming: <ConfirmingPanel />,
    slow: <StillProcessingPanel onCheckAgain={checkAgain} />,
    failed: <PaymentFailedPanel />,
    unknown: <PaymentNotFoundPanel />,
    "signed-out": <SignInToConfirm />,
  };
  return <Frame state={view}>{panels[view]}</Frame>;
}

/**
 * /payment-success (spec part 2, Payment success), sidebar-free. Stripe sends the browser here with `session_id`;
 * the page asks the server before saying the payment went through.
 */
export function PaymentSuccessPage() {
  const sessionId = sessionIdFrom(useSearch());
  const { user, isLoading } = useAuth();

  if (!sessionId) {
    return (
      <Frame state="no-session">
        <NoSessionPanel />
      </Frame>
    );
  }
  if (isLoading) {
    return (
      <Frame state="checking-sign-in">
        <Spinner label="Checking your sign-in" />
      </Frame>
    );
  }
  if (!user) {
    return (
      <Frame state="signed-out">
        <SignInToConfirm />
      </Frame>
    );
  }
  return <ConfirmedCheckout sessionId={sessionId} />;
}
