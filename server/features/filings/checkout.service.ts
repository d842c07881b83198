import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { AppError } from "../../platform/errors";
import type { Billing } from "../../platform/payments/billing";
import { markFilingExpired } from "../payments/payments.repo";
import { recordPaidSession } from "../payments/payments.service";
import { createCheckoutSession } from "./filing-checkout";
import { attachCheckoutSession, type FilingRow, filingForSession, latestPending } from "./filings.repo";

export type CheckoutStatus = "paid" | "pending" | "failed";

/** A fresh Checkout session for the filing the last 402 named (the newest pending one). */
export async function checkoutForPending(
  db: Db,
  billing: Billing,
  scope: Scope,
  email: string,
): Promise<{ url: string }> {
  if (!billing.paymentsEnabled) {
    throw new AppError("bad_request", "Payments are switched off on this server, so no filing needs paying for.");
  }
  const filing = await latestPending(db, scope);
  if (!filing) {
    throw new AppError("bad_request", "There is no filing waiting for payment. Save or export a new period first.");
  }
  let session: { id: string; url: string };
  try {
    session = await createCheckoutSession(billing, {
      filingId: filing.id,
      userId: scope.userId,
      companyName: filing.companyName,
      periodEnd: filing.periodEnd,
      email,
    });
  } catch (err) {
    billing.log.warn({ err }, "could not create a Stripe Checkout session");
    throw new AppError("unavailable", "The payment provider could not be reached. Please try again in a moment.");
  }
  await attachCheckoutSession(db, scope, filing.id, session.id);
  return { url: session.url };
}

/**
 * What the success page shows for a session of the user's: paid once the webhook (or Stripe, asked here) says so,
 * failed when it expired or was refunded, else pending.
 */
export async function checkoutStatus(
  db: Db,
  billing: Billing,
  scope: Scope,
  sessionId: string,
): Promise<CheckoutStatus> {
  const filing = await filingForSession(db, scope, sessionId);
  if (!filing) throw new AppError("not_found", "No checkout was found for this session.");
  const known = statusOf(filing);
  return known === "pending" ? askStripe(db, billing, sessionId) : known;
}

const statusOf = (f: FilingRow): CheckoutStatus =>
  f.status === "paid" ? "paid" : f.status === "pending" ? "pending" : "failed";

/**
 * The browser can be back before the webhook: Stripe's own answer (fetched with our key, so trustworthy) fulfils
 * the payment the same idempotent way the webhook does.
 */
async function askStripe(db: Db, billing: Billing, sessionId: string): Promise<CheckoutStatus> {
  if (!billing.stripe) return "pending";
  try {
    const stripe = await billing.stripe();
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    if (session.payment_status === "paid") {
      await db.transaction((t) => recordPaidSession(t as unknown as Db, session, billing.log));
      return "paid";
    }
    if (session.status === "expired") {
      await markFilingExpired(db, session.id);
      return "failed";
    }
  } catch (err) {
    billing.log.warn({ err }, "could not read a Stripe Checkout session");
  }
  return "pending";
}
