import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rawRows } from "../../db/raw";
import { companies } from "../../db/schema";
import type { Scope } from "../auth/request-context";

/** The current company's row and its transactions' date range: what reports, filings and exports read of it. */

export type CompanyRow = typeof companies.$inferSelect;

export async function getCompany(db: Db, scope: Scope): Promise<CompanyRow | undefined> {
  const rows = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, scope.companyId), eq(companies.userId, scope.userId)))
    .limit(1);
  return rows[0];
}

/** The earliest and latest active transaction dates of the company. */
export async function transactionDateRange(
  db: Db,
  scope: Scope,
): Promise<{ first: string | null; last: string | null }> {
  const [row] = await rawRows<{ first: string | null; last: string | null }>(
    db,
    sql`select min(date)::text as first, max(date)::text as last from transactions
         where user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null`,
  );
  return { first: row?.first ?? null, last: row?.last ?? null };
}
