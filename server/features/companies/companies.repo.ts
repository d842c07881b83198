import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema";
import type { Scope } from "../../platform/auth/request-context";
import type { CompanyRow } from "../../platform/company/company-row";

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
