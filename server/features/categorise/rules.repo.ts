import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userRules } from "../../db/schema";
import type { Scope } from "../../platform/auth/request-context";

export type RuleRow = typeof userRules.$inferSelect;
type RuleValues = Omit<typeof userRules.$inferInsert, "id" | "userId" | "companyId" | "createdAt">;

/** The company's rules and nobody else's: a rule made in another company, or by another user, is not here. */
const inScope = (scope: Scope) => and(eq(userRules.userId, scope.userId), eq(userRules.companyId, scope.companyId));

/** The company's rules, oldest first (the order they are tried in). */
export function listRules(db: Db, scope: Scope): Promise<RuleRow[]> {
  return db.select().from(userRules).where(inScope(scope)).orderBy(asc(userRules.createdAt), asc(userRules.id));
}

/** The company's rule with this id, or null (another company's or user's rule is not theirs to see here). */
export async function findOwnRule(db: Db, scope: Scope, id: string): Promise<RuleRow | null> {
  const rows = await db
    .select()
    .from(userRules)
    .where(and(eq(userRules.id, id), inScope(scope)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertRule(db: Db, scope: Scope, values: RuleValues): Promise<RuleRow> {
  const [row] = await db
    .insert(userRules)
    .values({ userId: scope.userId, companyId: scope.companyId, ...values })
    .returning();
  return row!;
}

export async function updateRule(db: Db, scope: Scope, id: string, set: Partial<RuleValues>): Promise<RuleRow> {
  const [row] = await db
    .update(userRules)
    .set(set)
    .where(and(eq(userRules.id, id), inScope(scope)))
    .returning();
  return row!;
}

export async function deleteRule(db: Db, scope: Scope, id: string): Promise<void> {
  await db.delete(userRules).where(and(eq(userRules.id, id), inScope(scope)));
}

/** Whether the company already has a rule for this text (any case) and category. */
export async function ruleExists(db: Db, scope: Scope, contains: string, categoryId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userRules.id })
    .from(userRules)
    .where(
      and(inScope(scope), eq(userRules.categoryId, categoryId), sql`lower(${userRules.contains}) = lower(${contains})`),
    )
    .limit(1);
  return rows.length > 0;
}
