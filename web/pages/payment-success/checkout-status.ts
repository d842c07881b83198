import { readApiError } from "../../api/errors";
import type { CheckoutStatus } from "../../api/payments";

/** Stripe is asked again every 2 s while the payment is pending, for about a minute. */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_WINDOW_MS = 60_000;

/** Stripe session ids are short tokens; anything longer or blank is not one. */
const MAX_SESSION_ID = 255;

/** The `session_id` Stripe puts on the success URL, or null when there is none. */
export function sessionIdFrom(search: string): string | null {
  const value = new URLSearchParams(search).get("session_id")?.trim() ?? "";
  return value !== "" && value.length <= MAX_SESSION_ID ? value : null;
}

/** What the page shows for the checkout. */
export type PaymentView =
  /** Waiting for the provider: "Confirming your payment…". */
  | "confirming"
  | "paid"
  | "failed"
  /** Still pending when the polling window closed. */
  | "slow"
  /** The session is not one of this account's checkouts. */
  | "unknown"
  /** The session says the person is signed out after all. */
  | "signed-out";

export interface CheckoutRead {
  status: CheckoutStatus | undefined;
  error: unknown;
  /** The polling window has closed. */
  timedOut: boolean;
}

/** Decides the view; a passing error (network, 5xx) keeps waiting until the window closes. */
export function paymentView({ status, error, timedOut }: CheckoutRead): PaymentView {
  if (status === "paid") return "paid";
  if (status === "failed") return "failed";
  if (error) {
    const code = readApiError(error).status;
    if (code === 401) return "signed-out";
    if (code === 404 || code === 400) return "unknown";
  }
  return timedOut ? "slow" : "confirming";
}

/** Poll again only while there is still something to wait for. */
export function shouldPoll(read: CheckoutRead): boolean {
  return paymentView(read) === "confirming";
}
