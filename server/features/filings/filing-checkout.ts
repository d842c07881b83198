import type Stripe from "stripe";
import { formatLongUk, type IsoDate } from "../../../core/dates";
import type { Billing } from "../../platform/payments/billing";
import { FILING_CURRENCY, FILING_PRICE_PENCE } from "../../platform/payments/filing-price";

/** What a checkout session is for. */
export interface CheckoutFor {
  filingId: string;
  userId: string;
  companyName: string;
  periodEnd: IsoDate;
  email: string | null;
}

/** One £99 line for one filing; the filing id travels as client_reference_id and metadata so the webhook finds it. */
export function checkoutParams(baseUrl: string, f: CheckoutFor): Stripe.Checkout.SessionCreateParams {
  return {
    mode: "payment",
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: FILING_CURRENCY,
          unit_amount: FILING_PRICE_PENCE,
          product_data: { name: `Microfile filing pack — ${f.companyName} period ending ${formatLongUk(f.periodEnd)}` },
        },
      },
    ],
    // Stripe fills {CHECKOUT_SESSION_ID} in itself; the success page asks us for that session's status.
    success_url: `${baseUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${baseUrl}/reports`,
    client_reference_id: f.filingId,
    metadata: { filingId: f.filingId, userId: f.userId },
    ...(f.email ? { customer_email: f.email } : {}),
  };
}

/** A new Checkout session for the filing. Throws when payments are off or Stripe fails. */
export async function createCheckoutSession(billing: Billing, f: CheckoutFor): Promise<{ id: string; url: string }> {
  if (!billing.stripe) throw new Error("payments are off: no Stripe key");
  const stripe = await billing.stripe();
  const session = await stripe.checkout.sessions.create(checkoutParams(billing.baseUrl, f));
  if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
  return { id: session.id, url: session.url };
}
