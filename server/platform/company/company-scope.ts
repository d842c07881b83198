import { and, asc, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { isUuid, SHOWN_COMPANY_HEADER, SHOWN_COMPANY_QUERY } from "../../../core/contracts";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema";
import type { Scope } from "../auth/request-context";
import { requireSession } from "../auth/request-context";
import { setSessionCompany } from "../auth/sessions";
import { AppError } from "../errors";

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
 * The signed-in user and their current company, for a call from a page showing that company. The session holds the
 * company, and loadSession checked in the same query that the user owns it; a session whose company is gone (or
 * never set) falls back to the user's default company. A call whose company header names another company (the person
 * switched company in another tab since this page loaded) is refused before anything is read or written.
 */
export async function requireScope(db: Db, request: FastifyRequest): Promise<Scope> {
  requireSession(request);
  const shown = shownCompanyOf(request);
  const scope = await requireCurrentScope(db, request);
  if (shown !== null && shown !== scope.companyId) throw await switchedElsewhere(db, scope);
  return scope;
}

/**
 * The session's current company whichever company the calling page shows: only for the calls a page left on another
 * company needs to catch up (the current company and the company picker's list).
 */
export async function requireCurrentScope(db: Db, request: FastifyRequest): Promise<Scope> {
  const session = requireSession(request);
  if (session.companyId && session.companyOwned) return { userId: session.userId, companyId: session.companyId };
  const companyId = await ensureDefaultCompany(db, session.userId);
  await setSessionCompany(db, session.id, companyId);
  session.companyId = companyId;
  session.companyOwned = true;
  return { userId: session.userId, companyId };
}

/**
 * The company id the calling page shows, lower-cased as the database writes ids; null when the call names none. A
 * page names it in a header, or in the query of what it opens in a new tab (which cannot send a header).
 */
function shownCompanyOf(request: FastifyRequest): string | null {
  const header = request.headers[SHOWN_COMPANY_HEADER.toLowerCase()];
  if (header !== undefined) return companyIdOf(header, `The ${SHOWN_COMPANY_HEADER} header`);
  const query = (request.query as Record<string, unknown> | undefined)?.[SHOWN_COMPANY_QUERY];
  if (query !== undefined) return companyIdOf(query, `The ${SHOWN_COMPANY_QUERY} parameter`);
  return null;
}

function companyIdOf(value: unknown, named: string): string {
  if (typeof value !== "string" || !isUuid(value)) {
    throw new AppError("bad_request", `${named} must be the id of one of your companies.`);
  }
  return value.toLowerCase();
}

/**
 * The 409 for a page showing another company than the session's. It names only the session's company, the user's
 * own, never the company the header names (which may be anyone's).
 */
async function switchedElsewhere(db: Db, scope: Scope): Promise<AppError> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, scope.companyId), eq(companies.userId, scope.userId)))
    .limit(1);
  const name = row?.name ?? "another company";
  return new AppError(
    "conflict",
    `You switched to ${name} in another tab or window. Reload this page to work on ${name}.`,
    { companySwitched: true },
  );
}
