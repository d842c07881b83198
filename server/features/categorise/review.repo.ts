import { sql } from "drizzle-orm";
import { DEFAULT_THRESHOLD } from "../../../core/categorise";
import type { Db } from "../../db/client";
import { rawRows } from "../../db/raw";
import type { Scope } from "../../platform/auth/request-context";

export interface ReviewRow {
  id: string;
  date: string;
  description: string;
  amount: string;
  category_id: string | null;
  category_confidence: string | null;
  category_reason: string | null;
  category_stage: string | null;
}

/**
 * The company's active rows the categoriser is not sure of: no category, the default's guess, or a confidence below
 * the one the product trusts (core/categorise DEFAULT_THRESHOLD); never a row the person set. A transfer between the
 * company's accounts is listed only when its pair was broken by a later edit (core/transfers: it then carries a
 * confidence under the threshold and a reason saying what to check), as core's isNeedsReview and the readiness
 * count have it; paired and named transfers are trusted. Most doubtful first (no confidence, then lowest), then by
 * date. `limit` bounds the answer; `total` counts them all.
 */
export async function loadNeedsReview(
  db: Db,
  scope: Scope,
  limit: number,
): Promise<{ total: number; rows: ReviewRow[] }> {
  const doubtful = sql`user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null
    and coalesce(category_stage, '') <> 'user'
    and (category_id is null or category_stage is null or category_stage = 'default'
         or category_confidence is null or category_confidence < ${DEFAULT_THRESHOLD})`;
  const [count] = await rawRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from transactions where ${doubtful}`,
  );
  const rows = await rawRows<ReviewRow>(
    db,
    sql`select id, date::text as date, description, amount::text as amount, category_id,
               category_confidence::text as category_confidence, category_reason, category_stage
          from transactions where ${doubtful}
         order by category_confidence asc nulls first, date, seq
         limit ${limit}`,
  );
  return { total: Number(count?.n ?? 0), rows };
}

/** The category the row has now (null when none), or undefined when it is not the company's active row. */
export async function currentCategory(db: Db, scope: Scope, id: string): Promise<string | null | undefined> {
  const [row] = await rawRows<{ category_id: string | null }>(
    db,
    sql`select category_id from transactions
         where user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null and id = ${id}::uuid`,
  );
  return row ? row.category_id : undefined;
}

/** The lines whose category the person set or confirmed (their corrections), oldest first: rule suggestions read them. */
export async function loadCorrections(
  db: Db,
  scope: Scope,
): Promise<{ description: string; amount: string; category_id: string }[]> {
  return rawRows(
    db,
    sql`select description, amount::text as amount, category_id from transactions
         where user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null
           and category_stage = 'user' and category_id is not null
         order by date, seq`,
  );
}
