import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import { companies, sessions, users } from "../../db/schema";

export const SESSION_COOKIE = "mf_session";
const IDLE_MS = 7 * 24 * 3600 * 1000;
const ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
/** lastSeenAt is written at most this often, so reads don't turn every request into a write. */
const TOUCH_MS = 60 * 1000;

export type SessionUser = typeof users.$inferSelect;
export interface LoadedSession {
  id: string;
  userId: string;
  companyId: string | null;
  /** The session's company existed and belonged to the user when the session was read (same query). */
  companyOwned: boolean;
  idToken: string | null;
  user: SessionUser;
}

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new random token (256 bits) for every sign-in; only its hash is stored. */
export async function createSession(
  db: Db,
  userId: string,
  companyId: string | null,
  idToken?: string,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await db.insert(sessions).values({
    id: hash(token),
    userId,
    companyId,
    idToken: idToken ?? null,
    expiresAt: new Date(now + IDLE_MS),
  });
  return token;
}

export async function loadSession(db: Db, token: string | undefined): Promise<LoadedSession | null> {
  if (!token || token.length > 200) return null;
  const id = hash(token);
  const rows = await db
    .select({ session: sessions, user: users, ownedCompanyId: companies.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // The ownership check every scoped route needs, read with the session: one round trip fewer a request.
    .leftJoin(companies, and(eq(companies.id, sessions.companyId), eq(companies.userId, sessions.userId)))
    .where(eq(sessions.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const now = Date.now();
  const hardEnd = row.session.createdAt.getTime() + ABSOLUTE_MS;
  if (row.session.expiresAt.getTime() <= now || hardEnd <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now - row.session.lastSeenAt.getTime() > TOUCH_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now), expiresAt: new Date(Math.min(now + IDLE_MS, hardEnd)) })
      .where(eq(sessions.id, id));
  }
  return {
    id,
    userId: row.user.id,
    companyId: row.session.companyId,
    companyOwned: row.ownedCompanyId !== null,
    idToken: row.session.idToken,
    user: row.user,
  };
}

export async function setSessionCompany(db: Db, sessionId: string, companyId: string): Promise<void> {
  await db.update(sessions).set({ companyId }).where(eq(sessions.id, sessionId));
}

export async function destroySession(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.delete(sessions).where(eq(sessions.id, hash(token)));
}

/**
 * Deletes every session loadSession would refuse: idle past its expiry, or older than the absolute limit. Returns
 * how many went. The time is this server's, as loadSession's is.
 */
export async function purgeExpiredSessions(database: Pick<Database, "query">, now = new Date()): Promise<number> {
  const [row] = await database.query<{ purged: number }>(
    `with gone as (delete from sessions where expires_at <= $1 or created_at <= $2 returning 1)
     select count(*)::int as purged from gone`,
    [now.toISOString(), new Date(now.getTime() - ABSOLUTE_MS).toISOString()],
  );
  return row?.purged ?? 0;
}

export async function destroyUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId)));
}
