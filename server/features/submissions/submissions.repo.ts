import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rawRows } from "../../db/raw";
import { submissionCounters, submissions } from "../../db/schema";
import type { Scope } from "../../platform/auth/request-context";

export type SubmissionRow = typeof submissions.$inferSelect;
export type NewSubmission = Omit<typeof submissions.$inferInsert, "userId" | "companyId">;
export type Registry = SubmissionRow["registry"];

/** What each filing stores as its registry and kind: the services file them, the reports read which were accepted. */
export const CH_ACCOUNTS = { registry: "companies-house", kind: "accounts" } as const;
export const HMRC_CT600 = { registry: "hmrc", kind: "ct600" } as const;

/** States in which the registry has not answered yet (the partial indexes of migration 0016 say the same). */
export const LIVE_STATES = ["submitted", "pending", "parked"] as const;

const ofCompany = (scope: Scope, registry: Registry) =>
  and(
    eq(submissions.userId, scope.userId),
    eq(submissions.companyId, scope.companyId),
    eq(submissions.registry, registry),
  );

/**
 * What stops another submission of the period: one still waiting for the registry, or one the registry accepted
 * in the same mode (a test filing files nothing, so it does not stop a live one, nor a live one a test).
 */
export async function blockingSubmission(
  db: Db,
  scope: Scope,
  registry: Registry,
  kind: string,
  period: { end: string; test: boolean },
): Promise<SubmissionRow | undefined> {
  const rows = await db
    .select()
    .from(submissions)
    .where(
      and(
        ofCompany(scope, registry),
        eq(submissions.kind, kind),
        eq(submissions.periodEnd, period.end),
        or(
          inArray(submissions.state, [...LIVE_STATES]),
          and(eq(submissions.state, "accepted"), eq(submissions.test, period.test)),
        ),
      ),
    )
    .orderBy(desc(submissions.submittedAt))
    .limit(1);
  return rows[0];
}

/** The presenter's next counter value, taken and raised in one statement: no two submissions get the same. */
export async function nextCounter(db: Db, presenterKey: string): Promise<number> {
  const [row] = await db
    .insert(submissionCounters)
    .values({ presenterKey, lastNumber: 1 })
    .onConflictDoUpdate({
      target: submissionCounters.presenterKey,
      set: { lastNumber: sql`${submissionCounters.lastNumber} + 1` },
    })
    .returning({ n: submissionCounters.lastNumber });
  return row!.n;
}

/** Stores a submission of the user's company; `leaseSeconds`: held by `holder` while its first request is out. */
export async function insertSubmission(
  db: Db,
  scope: Scope,
  values: NewSubmission,
  holder: string,
  leaseSeconds: number,
): Promise<SubmissionRow> {
  const [row] = await db
    .insert(submissions)
    .values({
      ...values,
      userId: scope.userId,
      companyId: scope.companyId,
      leaseHolder: holder,
      leaseUntil: sql`clock_timestamp() + make_interval(secs => ${leaseSeconds})`,
    })
    .returning();
  return row!;
}

export async function getSubmission(
  db: Db,
  scope: Scope,
  registry: Registry,
  id: string,
): Promise<SubmissionRow | undefined> {
  const rows = await db
    .select()
    .from(submissions)
    .where(and(ofCompany(scope, registry), eq(submissions.id, id)))
    .limit(1);
  return rows[0];
}

export async function listSubmissions(db: Db, scope: Scope, registry: Registry): Promise<SubmissionRow[]> {
  return db
    .select()
    .from(submissions)
    .where(ofCompany(scope, registry))
    .orderBy(desc(submissions.submittedAt))
    .limit(200);
}

/*
 * The poller's queries act for every user: they touch only rows the poller has claimed, by id, and change only their
 * state, never who they belong to.
 */

/** Whether any submission waits to be polled now: one read, so an idle poller writes nothing (not even its lease). */
export async function anyDue(db: Db): Promise<boolean> {
  const rows = await rawRows<{ one: number }>(
    db,
    sql`select 1 as one from submissions
         where state in ('submitted', 'pending', 'parked') and next_poll_at <= clock_timestamp() limit 1`,
  );
  return rows.length > 0;
}

/**
 * Claims up to `limit` submissions of the registry that are due, for `holder`, for `leaseSeconds` (by the database's
 * clock, like server/platform/lease.ts): a row another server holds is skipped until its lease runs out, so one
 * server polls each submission, and one that dies mid-poll leaves it to the next.
 */
export async function claimDue(
  db: Db,
  registry: Registry,
  holder: string,
  leaseSeconds: number,
  limit: number,
): Promise<SubmissionRow[]> {
  const claimed = await rawRows<{ id: string }>(
    db,
    sql`update submissions set lease_holder = ${holder},
               lease_until = clock_timestamp() + make_interval(secs => ${leaseSeconds})
         where id in (select id from submissions
                       where registry = ${registry} and state in ('submitted', 'pending', 'parked')
                         and next_poll_at <= clock_timestamp()
                         and (lease_until is null or lease_until <= clock_timestamp() or lease_holder = ${holder})
                       order by next_poll_at limit ${limit} for update skip locked)
         returning id`,
  );
  if (claimed.length === 0) return [];
  return db
    .select()
    .from(submissions)
    .where(
      inArray(
        submissions.id,
        claimed.map((r) => r.id),
      ),
    )
    .orderBy(submissions.nextPollAt);
}

/** What one step changes on a submission. */
export interface StepUpdate {
  state?: string;
  rejections?: SubmissionRow["rejections"];
  failure?: string | null;
  answered?: boolean;
  /** Seconds until the next poll; null: never (answered). */
  nextPollSeconds: number | null;
  attempts: number;
  faults: number;
  lastError: string | null;
  /** Registry fields (HMRC: correlationId, irmark, receipt, pollUrl). */
  set?: Partial<Pick<SubmissionRow, "correlationId" | "irmark" | "receipt" | "pollUrl">>;
}

/** Stores a step's outcome and gives up the lease, if `holder` still holds it (else another server took over). */
export async function recordStep(db: Db, id: string, holder: string, u: StepUpdate): Promise<boolean> {
  const rows = await db
    .update(submissions)
    .set({
      ...(u.state ? { state: u.state } : {}),
      ...(u.rejections ? { rejections: u.rejections } : {}),
      ...(u.failure !== undefined ? { failure: u.failure } : {}),
      ...(u.answered ? { answeredAt: sql`now()` } : {}),
      ...u.set,
      nextPollAt:
        u.nextPollSeconds === null ? null : sql`clock_timestamp() + make_interval(secs => ${u.nextPollSeconds})`,
      attempts: u.attempts,
      faults: u.faults,
      lastError: u.lastError,
      leaseHolder: null,
      leaseUntil: null,
    })
    .where(and(eq(submissions.id, id), eq(submissions.leaseHolder, holder)))
    .returning({ id: submissions.id });
  return rows.length === 1;
}
