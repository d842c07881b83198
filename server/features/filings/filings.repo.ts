import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Period } from "../../../core/dates";
import type { Db } from "../../db/client";
import { companies, filings, payments, users } from "../../db/schema";
import type { Scope } from "../../platform/auth/request-context";

export type FilingRow = typeof filings.$inferSelect;

const ofUser = (scope: Scope) => eq(filings.userId, scope.userId);
const ofCompany = (scope: Scope) => and(ofUser(scope), eq(filings.companyId, scope.companyId));

/**
 * Locks the user's row for the rest of the transaction, so two saves of one user cannot both take the free filing
 * or both start the same period. NO KEY UPDATE still lets other connections insert rows that reference the user.
 */
export async function lockUser(db: Db, scope: Scope): Promise<{ email: string } | undefined> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, scope.userId))
    .for("no key update");
  return rows[0];
}

/** Stores a period derived from the first import, unless the company got one meanwhile. */
export async function setCompanyPeriodIfUnset(db: Db, scope: Scope, period: Period): Promise<void> {
  await db
    .update(companies)
    .set({ periodStart: period.start, periodEnd: period.end })
    .where(
      and(
        eq(companies.id, scope.companyId),
        eq(companies.userId, scope.userId),
        isNull(companies.periodStart),
        isNull(companies.periodEnd),
      ),
    );
}

export async function companyFilings(db: Db, scope: Scope): Promise<FilingRow[]> {
  return db.select().from(filings).where(ofCompany(scope)).orderBy(filings.periodEnd);
}

export async function hasFreeFiling(db: Db, scope: Scope): Promise<boolean> {
  const rows = await db
    .select({ id: filings.id })
    .from(filings)
    .where(and(ofUser(scope), eq(filings.free, 1)))
    .limit(1);
  return rows.length > 0;
}

/** Free filings: paid, free = 1, and no payment row. */
export async function insertFreeFilings(
  db: Db,
  scope: Scope,
  companyName: string,
  periods: Period[],
): Promise<FilingRow[]> {
  if (periods.length === 0) return [];
  const now = new Date();
  const values = periods.map((p) => ({
    userId: scope.userId,
    companyId: scope.companyId,
    companyName,
    periodStart: p.start,
    periodEnd: p.end,
    status: "paid" as const,
    free: 1,
    paidAt: now,
  }));
  return db.insert(filings).values(values).returning();
}

export async function findPending(db: Db, scope: Scope, periodEnd: string): Promise<FilingRow | undefined> {
  const rows = await db
    .select()
    .from(filings)
    .where(and(ofCompany(scope), eq(filings.status, "pending"), eq(filings.periodEnd, periodEnd)))
    .orderBy(desc(filings.createdAt))
    .limit(1);
  return rows[0];
}

export interface PendingFiling {
  id: string;
  companyName: string;
  period: Period;
  stripeSessionId: string | null;
}

/** Creates the pending filing, or gives an existing one its newest checkout session (an id is never overwritten by none). */
export async function upsertPending(db: Db, scope: Scope, f: PendingFiling): Promise<void> {
  await db
    .insert(filings)
    .values({
      id: f.id,
      userId: scope.userId,
      companyId: scope.companyId,
      companyName: f.companyName,
      periodStart: f.period.start,
      periodEnd: f.period.end,
      status: "pending",
      stripeSessionId: f.stripeSessionId,
    })
    .onConflictDoUpdate({
      target: filings.id,
      set: { stripeSessionId: sql`coalesce(excluded.stripe_session_id, ${filings.stripeSessionId})` },
      setWhere: and(ofUser(scope), eq(filings.status, "pending")),
    });
}

export async function attachCheckoutSession(db: Db, scope: Scope, filingId: string, sessionId: string): Promise<void> {
  await db
    .update(filings)
    .set({ stripeSessionId: sessionId })
    .where(and(ofUser(scope), eq(filings.id, filingId)));
}

/** The filing a Payment dialog pays for: the newest pending one of the current company, else of the user. */
export async function latestPending(db: Db, scope: Scope): Promise<FilingRow | undefined> {
  const rows = await db
    .select()
    .from(filings)
    .where(and(ofUser(scope), eq(filings.status, "pending")))
    .orderBy(desc(sql`${filings.companyId} = ${scope.companyId}`), desc(filings.createdAt))
    .limit(1);
  return rows[0];
}

/** The user's filing a checkout session was for: its current session, or an older one that was paid. */
export async function filingForSession(db: Db, scope: Scope, sessionId: string): Promise<FilingRow | undefined> {
  const current = await db
    .select()
    .from(filings)
    .where(and(ofUser(scope), eq(filings.stripeSessionId, sessionId)))
    .limit(1);
  if (current[0]) return current[0];
  const viaPayment = await db
    .select({ filing: filings })
    .from(payments)
    .innerJoin(filings, eq(filings.id, payments.filingId))
    .where(and(ofUser(scope), eq(payments.stripeSessionId, sessionId)))
    .limit(1);
  return viaPayment[0]?.filing;
}
