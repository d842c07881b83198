import { count, desc, eq, ilike, or } from "drizzle-orm";
import { isUuid } from "../../../core/contracts";
import type { Db } from "../../db/client";
import { filings, payments, submissions } from "../../db/schema";

/* Admin queries read every user's filings and payments; the routes check the admin role on the server first. */

const ROW_LIMIT = 500;

export interface FilingCounts {
  pending: number;
  paid: number;
  expired: number;
  refunded: number;
  totalFilings: number;
  totalPayments: number;
}

export async function filingCounts(db: Db): Promise<FilingCounts> {
  const byStatus = await db.select({ status: filings.status, n: count() }).from(filings).groupBy(filings.status);
  const [paymentsRow] = await db.select({ n: count() }).from(payments);
  const of = (s: string) => byStatus.find((r) => r.status === s)?.n ?? 0;
  return {
    pending: of("pending"),
    paid: of("paid"),
    expired: of("expired"),
    refunded: of("refunded"),
    totalFilings: byStatus.reduce((sum, r) => sum + r.n, 0),
    totalPayments: paymentsRow?.n ?? 0,
  };
}

const filingColumns = {
  id: filings.id,
  userId: filings.userId,
  companyName: filings.companyName,
  periodEnd: filings.periodEnd,
  status: filings.status,
  createdAt: filings.createdAt,
};

export async function recentFilings(db: Db) {
  return db.select(filingColumns).from(filings).orderBy(desc(filings.createdAt)).limit(ROW_LIMIT);
}

export async function recentPayments(db: Db) {
  return db
    .select({
      id: payments.id,
      filingId: payments.filingId,
      companyName: payments.companyName,
      amount: payments.amount,
      currency: payments.currency,
      customerEmail: payments.customerEmail,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .orderBy(desc(payments.createdAt))
    .limit(ROW_LIMIT);
}

/** Filings whose company name contains `q` (any case; % and _ are literal), or whose user id is `q`. */
export async function searchFilings(db: Db, q: string) {
  const byName = ilike(filings.companyName, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  // A user id column cannot be compared with text that is not a UUID (PostgreSQL would refuse the cast).
  const where = isUuid(q) ? or(byName, eq(filings.userId, q)) : byName;
  return db.select(filingColumns).from(filings).where(where).orderBy(desc(filings.createdAt)).limit(ROW_LIMIT);
}

/** Every user's submissions to the registries, newest first, with their polling state. */
export async function recentSubmissions(db: Db) {
  return db
    .select({
      id: submissions.id,
      userId: submissions.userId,
      registry: submissions.registry,
      companyName: submissions.companyName,
      companyNumber: submissions.companyNumber,
      periodEnd: submissions.periodEnd,
      state: submissions.state,
      test: submissions.test,
      submissionNumber: submissions.submissionNumber,
      correlationId: submissions.correlationId,
      attempts: submissions.attempts,
      lastError: submissions.lastError,
      submittedAt: submissions.submittedAt,
      answeredAt: submissions.answeredAt,
    })
    .from(submissions)
    .orderBy(desc(submissions.submittedAt))
    .limit(ROW_LIMIT);
}
