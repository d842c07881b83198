import { and, asc, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { IsoDate, Period } from "../../../core/dates";
import type { Db } from "../../db/client";
import { pgArray } from "../../db/pg-array";
import { rawRows } from "../../db/raw";
import { filings, periods } from "../../db/schema";
import type { Scope } from "../../platform/auth/request-context";

export type PeriodRow = typeof periods.$inferSelect;

const ofCompany = (scope: Scope) => and(eq(periods.userId, scope.userId), eq(periods.companyId, scope.companyId));

/** The company's closed periods, earliest first. */
export async function listClosedPeriods(db: Db, scope: Scope): Promise<PeriodRow[]> {
  return db.select().from(periods).where(ofCompany(scope)).orderBy(asc(periods.startDate));
}

/** The latest closed period, the one the open period follows. */
export async function latestClosedPeriod(db: Db, scope: Scope): Promise<PeriodRow | undefined> {
  const rows = await db.select().from(periods).where(ofCompany(scope)).orderBy(desc(periods.startDate)).limit(1);
  return rows[0];
}

export async function insertPeriod(
  db: Db,
  scope: Scope,
  values: Omit<typeof periods.$inferInsert, "id" | "userId" | "companyId" | "closedAt">,
): Promise<PeriodRow> {
  const [row] = await db
    .insert(periods)
    .values({ ...values, userId: scope.userId, companyId: scope.companyId })
    .returning();
  return row!;
}

export async function deletePeriod(db: Db, scope: Scope, id: string): Promise<void> {
  await db.delete(periods).where(and(ofCompany(scope), eq(periods.id, id)));
}

/** The last day of the latest closed period: everything dated on or before it is closed. Null: none closed. */
export async function closedThrough(db: Db, scope: Scope): Promise<IsoDate | null> {
  const [row] = await rawRows<{ end: string | null }>(
    db,
    sql`select max(end_date)::text as end from periods where user_id = ${scope.userId} and company_id = ${scope.companyId}`,
  );
  return row?.end ?? null;
}

/** Settled (free or paid) filings whose period overlaps `period`: while one exists the period before stays closed. */
export async function settledFilingsOverlapping(db: Db, scope: Scope, period: Period) {
  return db
    .select({ periodStart: filings.periodStart, periodEnd: filings.periodEnd })
    .from(filings)
    .where(
      and(
        eq(filings.userId, scope.userId),
        eq(filings.companyId, scope.companyId),
        eq(filings.status, "paid"),
        lte(filings.periodStart, period.end),
        gte(filings.periodEnd, period.start),
      ),
    );
}

/** How many of the company's transactions among `ids` (active or deleted) are dated on or before `through`. */
export async function countDatedThrough(
  db: Db,
  scope: Scope,
  ids: readonly string[],
  through: IsoDate,
): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await rawRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from transactions
         where user_id = ${scope.userId} and company_id = ${scope.companyId}
           and id = any(${pgArray(ids)}::uuid[]) and date <= ${through}::date`,
  );
  return Number(row?.n ?? 0);
}

/**
 * A condition on `transactions` rows: dated after every closed period of the company. Writers that pick their rows
 * themselves (categorising, "apply to similar") add it, so a closed period's rows are never among them.
 */
export function afterClosedPeriods(scope: Scope): SQL {
  return sql`date > coalesce((select max(end_date) from periods
                                where user_id = ${scope.userId} and company_id = ${scope.companyId}), '-infinity'::date)`;
}
