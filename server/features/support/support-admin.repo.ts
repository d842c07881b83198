import { desc, eq, ilike, or } from "drizzle-orm";
import type { TicketStatus } from "../../../core/contracts";
import type { Db } from "../../db/client";
import { supportTickets } from "../../db/schema";

/*
 * The support desk's queries. Not scoped to a user: every route that calls them checks the admin role first
 * (requireAdmin in support-admin.routes.ts).
 */

const MAX_ROWS = 500;

/** `%`, `_` and `\` typed into the search box are searched for literally, not as LIKE wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listTickets(db: Db, q: string | undefined) {
  const pattern = q ? likePattern(q) : null;
  const rows = await db
    .select({
      id: supportTickets.id,
      email: supportTickets.email,
      subject: supportTickets.subject,
      tags: supportTickets.tags,
      status: supportTickets.status,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .where(
      pattern
        ? or(
            ilike(supportTickets.email, pattern),
            ilike(supportTickets.subject, pattern),
            ilike(supportTickets.tags, pattern),
          )
        : undefined,
    )
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(MAX_ROWS);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** False when no ticket has this id. */
export async function setTicketStatus(db: Db, id: string, status: TicketStatus): Promise<boolean> {
  const rows = await db
    .update(supportTickets)
    .set({ status, updatedAt: new Date() })
    .where(eq(supportTickets.id, id))
    .returning({ id: supportTickets.id });
  return rows.length > 0;
}
