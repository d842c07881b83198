import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rawRows } from "../../db/raw";
import { companies } from "../../db/schema";
import type { Scope } from "../../platform/auth/request-context";

export type CompanyRow = typeof companies.$inferSelect;

export async function getCompany(db: Db, scope: Scope): Promise<CompanyRow | undefined> {
  const rows = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, scope.companyId), eq(companies.userId, scope.userId)))
    .limit(1);
  return rows[0];
}

/**
 * The company row, locked for the rest of the transaction: closing and reopening a period take it for update, and
 * the writes a close must not interleave with (settings, adjustments) take it too.
 */
export async function lockCompanyRow(db: Db, scope: Scope, mode: "update" | "share"): Promise<CompanyRow | undefined> {
  const rows = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, scope.companyId), eq(companies.userId, scope.userId)))
    .for(mode === "update" ? "update" : "share");
  return rows[0];
}

export async function updateCompany(
  db: Db,
  scope: Scope,
  values: Partial<typeof companies.$inferInsert>,
): Promise<CompanyRow> {
  const [row] = await db
    .update(companies)
    .set(values)
    .where(and(eq(companies.id, scope.companyId), eq(companies.userId, scope.userId)))
    .returning();
  return row!;
}

export async function listCompanies(db: Db, userId: string) {
  return db
    .select({ id: companies.id, name: companies.name, periodEnd: companies.periodEnd })
    .from(companies)
    .where(eq(companies.userId, userId))
    .orderBy(asc(companies.createdAt));
}

export async function insertCompany(db: Db, userId: string, name: string): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values({ userId, name }).returning();
  return row!;
}

export async function ownsCompany(db: Db, userId: string, companyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.userId, userId)))
    .limit(1);
  return rows.length > 0;
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
