import { and, asc, eq, sql } from "drizzle-orm";
import type { CategoryId } from "../../../core/categories";
import type { Decision, LabelledExample, UserRule } from "../../../core/categorise";
import { fromDecimalString, type Pence } from "../../../core/money";
import type { Db } from "../../db/client";
import { pgArray } from "../../db/pg-array";
import { rawRows } from "../../db/raw";
import { userRules } from "../../db/schema";
import type { Scope } from "../../platform/auth/request-context";

export interface CandidateRow {
  id: string;
  description: string;
  amount: Pence;
  date: string;
  categoryId: string | null;
  confidence: number | null;
  stage: string | null;
}

const toCandidate = (r: {
  id: string;
  description: string;
  amount: string;
  date: string;
  category_id: string | null;
  category_confidence: string | null;
  category_stage: string | null;
}): CandidateRow => ({
  id: r.id,
  description: r.description,
  amount: fromDecimalString(r.amount)!,
  date: r.date,
  categoryId: r.category_id,
  confidence: r.category_confidence === null ? null : Number(r.category_confidence),
  stage: r.category_stage,
});

const CANDIDATE_COLUMNS = sql`id, description, amount::text as amount, date::text as date, category_id,
  category_confidence::text as category_confidence, category_stage`;

/** The company's active rows among `ids`, leaving out the ones whose category the user set themselves. */
export async function loadToCategorise(db: Db, scope: Scope, ids: string[]): Promise<CandidateRow[]> {
  const rows = await rawRows<Parameters<typeof toCandidate>[0]>(
    db,
    sql`select ${CANDIDATE_COLUMNS} from transactions
         where user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null
           and category_stage is distinct from 'user' and id = any(${pgArray(ids)}::uuid[])
         order by date, seq`,
  );
  return rows.map(toCandidate);
}

export async function loadActive(db: Db, scope: Scope): Promise<CandidateRow[]> {
  const rows = await rawRows<Parameters<typeof toCandidate>[0]>(
    db,
    sql`select ${CANDIDATE_COLUMNS} from transactions
         where user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null
         order by date, seq`,
  );
  return rows.map(toCandidate);
}

/** What the user taught: every active row, in any of their companies, whose category they set themselves. */
export async function loadHistory(db: Db, userId: string): Promise<LabelledExample[]> {
  const rows = await rawRows<{ description: string; amount: string; category_id: string }>(
    db,
    sql`select description, amount::text as amount, category_id from transactions
         where user_id = ${userId} and deleted_at is null and category_stage = 'user' and category_id is not null`,
  );
  return rows.map((r) => ({
    description: r.description,
    amount: fromDecimalString(r.amount)!,
    categoryId: r.category_id as CategoryId,
  }));
}

export async function loadRules(db: Db, userId: string): Promise<UserRule[]> {
  const rows = await db.select().from(userRules).where(eq(userRules.userId, userId)).orderBy(asc(userRules.createdAt));
  return rows.map((r) => ({
    id: r.id,
    name: r.name ?? undefined,
    contains: r.contains,
    categoryId: r.categoryId as CategoryId,
    direction: r.direction,
    minAmount: r.minAmount,
    maxAmount: r.maxAmount,
  }));
}

/** Writes every decision in one statement; rows the user set by hand in the meantime are left alone. */
export async function applyDecisions(db: Db, scope: Scope, decisions: Decision[]): Promise<number> {
  if (decisions.length === 0) return 0;
  const rows = await rawRows<{ id: string }>(
    db,
    sql`update transactions t
           set category_id = u.c, category_confidence = round(u.conf, 3), category_reason = u.r, category_stage = u.s
          from unnest(${pgArray(decisions.map((d) => d.id))}::uuid[], ${pgArray(decisions.map((d) => d.categoryId))}::text[],
                      ${pgArray(decisions.map((d) => d.confidence.toFixed(3)))}::numeric[],
                      ${pgArray(decisions.map((d) => d.reason))}::text[], ${pgArray(decisions.map((d) => d.stage))}::text[])
               as u(id, c, conf, r, s)
         where t.id = u.id and t.user_id = ${scope.userId} and t.company_id = ${scope.companyId}
           and t.deleted_at is null and t.category_stage is distinct from 'user'
        returning t.id`,
  );
  return rows.length;
}

export const SET_BY_YOU = "Set by you";

/** The user's own choice: confidence 1, stage "user". Returns false when the row is not theirs. */
export async function setUserCategory(
  db: Db,
  scope: Scope,
  ids: string[],
  categoryId: string | null,
  reason = SET_BY_YOU,
): Promise<string[]> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`update transactions
           set category_id = ${categoryId},
               category_confidence = ${categoryId === null ? null : "1"},
               category_reason = ${categoryId === null ? null : reason},
               category_stage = ${categoryId === null ? null : "user"}
         where user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null
           and id = any(${pgArray(ids)}::uuid[])
        returning id`,
  );
  return rows.map((r) => r.id);
}

export async function setNotes(db: Db, scope: Scope, id: string, notes: string | null): Promise<boolean> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`update transactions set notes = ${notes}
         where user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null and id = ${id}::uuid
        returning id`,
  );
  return rows.length > 0;
}

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
