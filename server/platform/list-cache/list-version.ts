import { type SQL, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import type { Scope } from "../auth/request-context";

/**
 * A company's transactions version (companies.transactions_version) keys the list cache (list-cache.ts). Every
 * statement that writes the company's transactions raises it in the same database transaction, as one more
 * common-table expression of the statement itself or as a statement inside the writer's transaction, so no reader
 * can see the new rows at the old version. A writer that forgets it would let readers get a stale list:
 * list-version.test.ts changes the list through every route and checks the next read shows it.
 */

const RAISE = "update companies set transactions_version = transactions_version + 1";

/**
 * The version raise as a common-table expression after `changed as (<the write> returning ...)`. It waits for the
 * write's rows (it reads `changed`), so every writer locks its rows first and the company row last, as an import
 * does, and no two writers can deadlock over the company row; a write that changed nothing raises nothing. For raw
 * statements whose $1 is the user id and $2 the company id.
 */
export const RAISE_CTE = `raised as (${RAISE} where id = $2 and user_id = $1 and exists (select 1 from changed))`;

/** The same as a Drizzle fragment, for statements built with sql``. */
export function raiseCte(scope: Scope): SQL {
  return sql`raised as (${sql.raw(RAISE)} where id = ${scope.companyId} and user_id = ${scope.userId}
                          and exists (select 1 from changed))`;
}

/** As its own statement, inside the writer's database transaction (an import's COPY cannot carry a CTE). */
export async function raiseListVersion(db: Pick<Db, "execute">, scope: Scope): Promise<void> {
  await db.execute(sql`${sql.raw(RAISE)} where id = ${scope.companyId} and user_id = ${scope.userId}`);
}

/** The version as a scalar subquery ($1 user, $2 company), also inside the statement that reads the list. */
export const VERSION_SUBQUERY = "(select transactions_version::text from companies where id = $2 and user_id = $1)";

/** The company's current version, as text (a bigint). */
export async function currentListVersion(database: Database, scope: Scope): Promise<string | null> {
  const [row] = await database.query<{ v: string | null }>(`select ${VERSION_SUBQUERY} as v`, [
    scope.userId,
    scope.companyId,
  ]);
  return row?.v ?? null;
}
