import { asc, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema";
import type { Scope } from "../auth/request-context";
import { requireSession } from "../auth/request-context";
import { setSessionCompany } from "../auth/sessions";

/** Every new user starts with one company, so every transaction has a company from the first upload. */
export async function ensureDefaultCompany(db: Db, userId: string, name = "My Company"): Promise<string> {
  const existing = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.userId, userId))
    .orderBy(asc(companies.createdAt))
    .limit(1);
  if (existing[0]) return existing[0].id;
  const [row] = await db.insert(companies).values({ userId, name, isDefault: true }).returning({ id: companies.id });
  return row!.id;
}

/**
 * The signed-in user and their current company. The session holds the company, and loadSession checked in the same
 * query that the user owns it; a session whose company is gone (or never set) falls back to the user's default
 * company.
 */
export async function requireScope(db: Db, request: FastifyRequest): Promise<Scope> {
  const session = requireSession(request);
  if (session.companyId && session.companyOwned) return { userId: session.userId, companyId: session.companyId };
  const companyId = await ensureDefaultCompany(db, session.userId);
  await setSessionCompany(db, session.id, companyId);
  session.companyId = companyId;
  session.companyOwned = true;
  return { userId: session.userId, companyId };
}
