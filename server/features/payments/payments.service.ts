import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import type { Db } from "../../db/client";
import {
  filingById,
  insertPayment,
  markFilingExpired,
  markFilingPaid,
  markRefunded,
  paymentByIntent,
  recordEvent,
} from "./payments.repo";

/**
 * Applies one verified Stripe event, once: the event id is recorded in the same transaction as its effects, so a
 * replay changes nothing and a failure leaves the event unrecorded for Stripe to retry.
 */
export async function handleStripeEvent(
  db: Db,
  event: Stripe.Event,
  log: FastifyBaseLogger,
): Promise<"applied" | "replay"> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (!(await recordEvent(tx, event.id, event.type))) return "replay";
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
        await recordPaidSession(tx, event.data.object, log);
        break;
      case "checkout.session.expired":
        await markFilingExpired(tx, event.data.object.id);
        break;
      case "charge.refunded":
        await recordRefund(tx, event.data.object, log);
        break;
      default:
        break; // other events are acknowledged and ignored
    }
    return "applied";
  });
}

/**
 * A paid session: one payment row (amount in pence, as Stripe counts it) and the filing paid. Used by the webhook
 * and by the success page when Stripe already reports the session paid. A session that completed unpaid (a delayed
 * payment method) waits for async_payment_succeeded.
 */
export async function recordPaidSession(
  db: Db,
  session: Stripe.Checkout.Session,
  log: FastifyBaseLogger,
): Promise<void> {
  if (session.payment_status !== "paid") return;
  const filing = await filingById(db, session.metadata?.filingId ?? session.client_reference_id);
  // The money is recorded even for an unknown filing: a payment must never be lost from the books.
  if (!filing) log.warn({ sessionId: session.id }, "paid checkout session for an unknown filing");
  await insertPayment(db, {
    filingId: filing?.id ?? null,
    userId: filing?.userId ?? null,
    companyName: filing?.companyName ?? null,
    amount: session.amount_total ?? 0,
    currency: session.currency ?? "gbp",
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    stripeSessionId: session.id,
    stripePaymentIntentId: idOf(session.payment_intent),
    status: "paid",
  });
  if (filing) await markFilingPaid(db, filing.id, session.id);
}

/** A full refund withdraws the filing; a partial refund (a goodwill gesture) leaves it paid. */
async function recordRefund(db: Db, charge: Stripe.Charge, log: FastifyBaseLogger): Promise<void> {
  const intent = idOf(charge.payment_intent);
  if (!charge.refunded || !intent) return;
  const payment = await paymentByIntent(db, intent);
  if (!payment) {
    log.warn({ chargeId: charge.id }, "refund for a payment Microfile does not know");
    return;
  }
  await markRefunded(db, payment.id, payment.filingId);
}

const idOf = (x: string | { id: string } | null | undefined): string | null =>
  typeof x === "string" ? x : (x?.id ?? null);
