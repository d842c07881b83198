import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userRules } from "../../db/schema";

export type RuleRow = typeof userRules.$inferSelect;
type RuleValues = Omit<typeof userRules.$inferInsert, "id" | "userId" | "createdAt">;

/** The user's rules, oldest first (the order they are tried in). */
export function listRules(db: Db, userId: string): Promise<RuleRow[]> {
  return db.select().from(userRules).where(eq(userRules.userId, userId)).orderBy(asc(userRules.createdAt));
}

/** The user's rule with this id, or null (another user's rule is not theirs to see). */
export async function findOwnRule(db: Db, userId: string, id: string): Promise<RuleRow | null> {
  const rows = await db
    .select()
    .from(userRules)
    .where(and(eq(userRules.id, id), eq(userRules.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertRule(db: Db, userId: string, values: RuleValues): Promise<RuleRow> {
  const [row] = await db
    .insert(userRules)
    .values({ userId, ...values })
    .returning();
  return row!;
}

export async function updateRule(db: Db, userId: string, id: string, set: Partial<RuleValues>): Promise<RuleRow> {
  const [row] = await db
    .update(userRules)
    .set(set)
    .where(and(eq(userRules.id, id), eq(userRules.userId, userId)))
    .returning();
  return row!;
}

export async function deleteRule(db: Db, userId: string, id: string): Promise<void> {
  await db.delete(userRules).where(and(eq(userRules.id, id), eq(userRules.userId, userId)));
}

/** Whether the user already has a rule for this text (any case) and category. */
export async function ruleExists(db: Db, userId: string, contains: string, categoryId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userRules.id })
    .from(userRules)
    .where(
      and(
        eq(userRules.userId, userId),
        eq(userRules.categoryId, categoryId),
        sql`lower(${userRules.contains}) = lower(${contains})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
