import { and, eq, inArray } from "drizzle-orm";
import { isUuid } from "../../../core/contracts";
import type { Db } from "../../db/client";
import { filings, payments, stripeEvents } from "../../db/schema";

/*
 * These queries act for Stripe, not for a signed-in user: the webhook is keyed by ids that Stripe signed (event,
 * session, payment intent) and by the filing id we gave the session, so they are not scoped to a user.
 */

export type FilingRow = typeof filings.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** True the first time an event id is seen; a replay inserts nothing. */
export async function recordEvent(db: Db, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(stripeEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}

export async function filingById(db: Db, id: string | null | undefined): Promise<FilingRow | undefined> {
  if (!id || !isUuid(id)) return undefined;
  const rows = await db.select().from(filings).where(eq(filings.id, id)).limit(1);
  return rows[0];
}

/** One payment per checkout session, however many events report it. */
export async function insertPayment(db: Db, values: NewPayment): Promise<void> {
  await db.insert(payments).values(values).onConflictDoNothing({ target: payments.stripeSessionId });
}

/** Paid wins over pending and over an expiry (an older session of the filing may have expired); never over a refund. */
export async function markFilingPaid(db: Db, filingId: string, sessionId: string): Promise<void> {
  await db
    .update(filings)
    .set({ status: "paid", paidAt: new Date(), stripeSessionId: sessionId })
    .where(and(eq(filings.id, filingId), inArray(filings.status, ["pending", "expired"])));
}

/** Only the filing's current session expiring expires it, and only while it is still pending. */
export async function markFilingExpired(db: Db, sessionId: string): Promise<void> {
  await db
    .update(filings)
    .set({ status: "expired" })
    .where(and(eq(filings.stripeSessionId, sessionId), eq(filings.status, "pending")));
}

export async function paymentByIntent(db: Db, paymentIntentId: string) {
  const rows = await db.select().from(payments).where(eq(payments.stripePaymentIntentId, paymentIntentId)).limit(1);
  return rows[0];
}

export async function markRefunded(db: Db, paymentId: string, filingId: string | null): Promise<void> {
  await db.update(payments).set({ status: "refunded" }).where(eq(payments.id, paymentId));
  if (filingId) await db.update(filings).set({ status: "refunded" }).where(eq(filings.id, filingId));
}
