import { useEffect, useState } from "react";
import { useCheckoutSession } from "../../api/payments";
import { type PaymentView, POLL_INTERVAL_MS, POLL_WINDOW_MS, paymentView, shouldPoll } from "./checkout-status";

/** True once `windowMs` has passed since the last `restart()`. */
function usePollingWindow(windowMs: number) {
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round restarts the timer.
  useEffect(() => {
    setTimedOut(false);
    const timer = window.setTimeout(() => setTimedOut(true), windowMs);
    return () => window.clearTimeout(timer);
  }, [round, windowMs]);
  return { timedOut, restart: () => setRound((n) => n + 1) };
}

/**
 * Asks the server about the checkout every 2 s until it is paid or failed, for about a minute (spec part 2,
 * Payment success): the browser can be back before Stripe's webhook.
 */
export function useCheckoutStatus(sessionId: string): { view: PaymentView; checkAgain: () => void } {
  const polling = usePollingWindow(POLL_WINDOW_MS);
  const query = useCheckoutSession(sessionId, (q) =>
    shouldPoll({ status: q.state.data?.status, error: q.state.error, timedOut: polling.timedOut })
      ? POLL_INTERVAL_MS
      : false,
  );
  const view = paymentView({ status: query.data?.status, error: query.error, timedOut: polling.timedOut });
  return {
    view,
    checkAgain: () => {
      polling.restart();
      void query.refetch();
    },
  };
}
