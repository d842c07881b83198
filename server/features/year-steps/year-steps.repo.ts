import { and, eq } from "drizzle-orm";
import type { Period } from "../../../core/dates";
import type { Db } from "../../db/client";
import { filings, yearSteps } from "../../db/schema";
import type { Scope } from "../../platform/auth/request-context";

const ofPeriod = (scope: Scope, period: Period) =>
  and(
    eq(yearSteps.userId, scope.userId),
    eq(yearSteps.companyId, scope.companyId),
    eq(yearSteps.periodStart, period.start),
    eq(yearSteps.periodEnd, period.end),
  );

/** Whether the person said the period needs no year-end adjustments. */
export async function adjustmentsChecked(db: Db, scope: Scope, period: Period): Promise<boolean> {
  const [row] = await db
    .select({ checked: yearSteps.adjustmentsChecked })
    .from(yearSteps)
    .where(ofPeriod(scope, period));
  return row?.checked === true;
}

export async function setAdjustmentsChecked(db: Db, scope: Scope, period: Period, checked: boolean): Promise<void> {
  await db
    .insert(yearSteps)
    .values({
      userId: scope.userId,
      companyId: scope.companyId,
      periodStart: period.start,
      periodEnd: period.end,
      adjustmentsChecked: checked,
    })
    .onConflictDoUpdate({
      target: [yearSteps.userId, yearSteps.companyId, yearSteps.periodStart, yearSteps.periodEnd],
      set: { adjustmentsChecked: checked, updatedAt: new Date() },
    });
}

/** A filing pack of the period was downloaded: its filing (free or paid) is settled. */
export async function packDownloaded(db: Db, scope: Scope, period: Period): Promise<boolean> {
  const rows = await db
    .select({ id: filings.id })
    .from(filings)
    .where(
      and(
        eq(filings.userId, scope.userId),
        eq(filings.companyId, scope.companyId),
        eq(filings.periodEnd, period.end),
        eq(filings.status, "paid"),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
