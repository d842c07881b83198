import { type Query, useQuery } from "@tanstack/react-query";
import { queryKeys } from "./query-keys";
import { apiJson } from "./request";

/** What `GET /api/config` answers (public): the Payment dialog's wording depends on it. */
export interface PaymentConfig {
  betaMode: boolean;
  paymentsEnabled: boolean;
  filingPricePence: number;
}

/** Read once per visit (the default query function fetches the key's path); the server's settings do not change. */
export function usePaymentConfig(enabled = true) {
  return useQuery<PaymentConfig>({ queryKey: queryKeys.paymentConfig, enabled });
}

/** `POST /api/filings/create-checkout {}` → `{url}` of the card provider's hosted checkout page. */
export function createCheckout(): Promise<{ url: string }> {
  return apiJson<{ url: string }>("POST", "/api/filings/create-checkout", {});
}

/** `GET /api/filings/checkout-session?session_id=` answers one of these. */
export type CheckoutStatus = "paid" | "pending" | "failed";

interface CheckoutSession {
  status: CheckoutStatus;
}

/** The checkout's status, read again every `refetchInterval(query)` ms while that gives a number. */
export function useCheckoutSession(
  sessionId: string,
  refetchInterval: (query: Query<CheckoutSession, Error>) => number | false,
) {
  return useQuery({
    queryKey: queryKeys.checkoutSession(sessionId),
    queryFn: ({ signal }) =>
      apiJson<CheckoutSession>(
        "GET",
        `/api/filings/checkout-session?session_id=${encodeURIComponent(sessionId)}`,
        undefined,
        { signal },
      ),
    staleTime: 0,
    refetchInterval,
  });
}
