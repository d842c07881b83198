import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { someCause } from "../../platform/errors";

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0];
}

export async function findUserBySub(db: Db, sub: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.oidcSub, sub)).limit(1);
  return rows[0];
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function setRoleByEmail(db: Db, email: string, role: "user" | "admin"): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.email, email.toLowerCase()))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** A unique constraint refused the write (Postgres 23505). */
export function isUniqueViolation(err: unknown): boolean {
  return someCause(err, (e) => e.code === "23505");
}
