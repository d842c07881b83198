import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Period } from "../../../core/dates";
import type { Pence } from "../../../core/money";
import type { Db } from "../../db/client";
import { adjustments } from "../../db/schema";
import type { Scope } from "../../platform/auth/request-context";

export type AdjustmentRow = typeof adjustments.$inferSelect;

export interface AdjustmentValues {
  kind: string;
  categoryId: string | null;
  description: string;
  amount: Pence;
  vatRate: string | null;
  date: string | null;
}

const ofCompany = (scope: Scope) =>
  and(eq(adjustments.userId, scope.userId), eq(adjustments.companyId, scope.companyId));

const ofPeriod = (scope: Scope, period: Period) =>
  and(ofCompany(scope), eq(adjustments.periodStart, period.start), eq(adjustments.periodEnd, period.end));

/** The period's adjustments, oldest first. */
export async function listAdjustments(db: Db, scope: Scope, period: Period): Promise<AdjustmentRow[]> {
  return db
    .select()
    .from(adjustments)
    .where(ofPeriod(scope, period))
    .orderBy(asc(adjustments.createdAt), asc(adjustments.id));
}

/** Director's loan write-offs of the periods after `end`, by date (a closed period's s455 relief reads them). */
export async function listLoanWriteOffsAfter(
  db: Db,
  scope: Scope,
  end: string,
): Promise<{ date: string | null; amount: Pence }[]> {
  return db
    .select({ date: adjustments.date, amount: adjustments.amount })
    .from(adjustments)
    .where(and(ofCompany(scope), eq(adjustments.kind, "directors-loan-write-off"), gt(adjustments.periodStart, end)))
    .orderBy(asc(adjustments.date), asc(adjustments.id));
}

export async function getAdjustment(db: Db, scope: Scope, id: string): Promise<AdjustmentRow | undefined> {
  const rows = await db
    .select()
    .from(adjustments)
    .where(and(ofCompany(scope), eq(adjustments.id, id)))
    .limit(1);
  return rows[0];
}

export async function insertAdjustment(
  db: Db,
  scope: Scope,
  period: Period,
  values: AdjustmentValues,
): Promise<AdjustmentRow> {
  const [row] = await db
    .insert(adjustments)
    .values({
      ...values,
      userId: scope.userId,
      companyId: scope.companyId,
      periodStart: period.start,
      periodEnd: period.end,
    })
    .returning();
  return row!;
}

export async function updateAdjustment(
  db: Db,
  scope: Scope,
  id: string,
  values: AdjustmentValues,
): Promise<AdjustmentRow | undefined> {
  const [row] = await db
    .update(adjustments)
    .set(values)
    .where(and(ofCompany(scope), eq(adjustments.id, id)))
    .returning();
  return row;
}

export async function deleteAdjustment(db: Db, scope: Scope, id: string): Promise<boolean> {
  const rows = await db
    .delete(adjustments)
    .where(and(ofCompany(scope), eq(adjustments.id, id)))
    .returning({ id: adjustments.id });
  return rows.length > 0;
}

/** Moves the adjustments of a period to new dates (the open period's dates changed; a closed period's next one). */
export async function moveAdjustments(db: Db, scope: Scope, from: { start: string; end?: string }, to: Period) {
  const where = from.end
    ? ofPeriod(scope, { start: from.start, end: from.end })
    : and(ofCompany(scope), eq(adjustments.periodStart, from.start));
  await db.update(adjustments).set({ periodStart: to.start, periodEnd: to.end }).where(where);
}

/** How many of the period's adjustments there are, and how many carry a VAT rate. */
export async function countAdjustments(
  db: Db,
  scope: Scope,
  period: Period,
): Promise<{ total: number; withVat: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      withVat: sql<number>`count(${adjustments.vatRate})::int`,
    })
    .from(adjustments)
    .where(ofPeriod(scope, period));
  return { total: Number(row?.total ?? 0), withVat: Number(row?.withVat ?? 0) };
}
