import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";

export type RoleOutcome = "granted" | "revoked" | "already-admin" | "not-admin" | "unknown-email";

/**
 * Makes the account with this email an admin, or an ordinary user again. The role is read from the database on
 * every request, so the change takes effect at once, in sessions already open too.
 */
export async function setAdminRole(db: Db, rawEmail: string, admin: boolean): Promise<RoleOutcome> {
  const email = rawEmail.trim().toLowerCase(); // stored lower-case by sign-up and by OIDC sign-in
  const [user] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email));
  if (!user) return "unknown-email";
  if (admin && user.role === "admin") return "already-admin";
  if (!admin && user.role !== "admin") return "not-admin";
  await db
    .update(users)
    .set({ role: admin ? "admin" : "user", updatedAt: new Date() })
    .where(eq(users.id, user.id));
  return admin ? "granted" : "revoked";
}

export function describeRoleOutcome(outcome: RoleOutcome, email: string): string {
  switch (outcome) {
    case "granted":
      return `${email} is now an admin.`;
    case "revoked":
      return `${email} is no longer an admin.`;
    case "already-admin":
      return `${email} is already an admin; nothing changed.`;
    case "not-admin":
      return `${email} is not an admin; nothing changed.`;
    case "unknown-email":
      return `No account uses the email ${email}. They must sign up or sign in once before they can be made an admin.`;
  }
}
