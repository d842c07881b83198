import { and, eq } from "drizzle-orm";
import type { Period } from "../../../core/dates";
import type { Db } from "../../db/client";
import { periodAnswers } from "../../db/schema";
import type { Scope } from "../../platform/auth/request-context";

export type PeriodAnswersRow = typeof periodAnswers.$inferSelect;
export type PeriodAnswersValues = Pick<
  typeof periodAnswers.$inferInsert,
  | "periodConfirmed"
  | "openingFirstYear"
  | "guarantees"
  | "offBalanceSheet"
  | "directorLoanTerms"
  | "cashExplanations"
  | "statedBalances"
  | "noBankAccount"
>;

const ofPeriod = (scope: Scope, period: Period) =>
  and(
    eq(periodAnswers.userId, scope.userId),
    eq(periodAnswers.companyId, scope.companyId),
    eq(periodAnswers.periodStart, period.start),
    eq(periodAnswers.periodEnd, period.end),
  );

/** The answers given for the period with exactly these dates (a changed year end starts with none). */
export async function findPeriodAnswers(db: Db, scope: Scope, period: Period): Promise<PeriodAnswersRow | undefined> {
  const rows = await db.select().from(periodAnswers).where(ofPeriod(scope, period)).limit(1);
  return rows[0];
}

export async function upsertPeriodAnswers(
  db: Db,
  scope: Scope,
  period: Period,
  values: PeriodAnswersValues,
): Promise<PeriodAnswersRow> {
  const [row] = await db
    .insert(periodAnswers)
    .values({
      ...values,
      userId: scope.userId,
      companyId: scope.companyId,
      periodStart: period.start,
      periodEnd: period.end,
    })
    .onConflictDoUpdate({
      target: [periodAnswers.userId, periodAnswers.companyId, periodAnswers.periodStart, periodAnswers.periodEnd],
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row!;
}
