import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pgArray } from "../../db/pg-array";
import { rawRows } from "../../db/raw";
import type { SimilarUndoRow } from "../../db/schema";
import type { Scope } from "../../platform/auth/request-context";
import { raiseCte } from "../../platform/list-cache/list-version";
import { afterClosedPeriods } from "../periods/periods.repo";

/** What the prompt shows of a row beyond what the categoriser reads, and whether a closed year holds it. */
export interface RowDetails {
  id: string;
  date: string;
  amount: string;
  categoryBefore: string | null;
  locked: boolean;
}

/** The company's active rows among `ids` (uuids), with their date, amount text and closed-year flag. */
export async function loadDetails(db: Db, scope: Scope, ids: readonly string[]): Promise<Map<string, RowDetails>> {
  if (ids.length === 0) return new Map();
  const rows = await rawRows<{ id: string; date: string; amount: string; before: string | null; open: boolean }>(
    db,
    sql`select id, date::text as date, amount::text as amount, category_before as before,
               (${afterClosedPeriods(scope)}) as open
          from transactions
         where user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null
           and id = any(${pgArray(ids)}::uuid[])`,
  );
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, date: r.date, amount: r.amount, categoryBefore: r.before, locked: r.open !== true },
    ]),
  );
}

/** The rows as they are now, for Undo to put back. */
export async function snapshotRows(db: Db, scope: Scope, ids: readonly string[]): Promise<SimilarUndoRow[]> {
  return rawRows<SimilarUndoRow>(
    db,
    sql`select id, category_id as "categoryId", category_confidence::text as confidence, category_reason as reason,
               category_stage as stage, vat_rate as "vatRate", category_before as "categoryBefore"
          from transactions
         where user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null
           and id = any(${pgArray(ids)}::uuid[])`,
  );
}

/** Keeps an apply's rows as they were; the id is the undo token. Undo tokens older than a week go at the same time. */
export async function insertUndo(
  db: Db,
  scope: Scope,
  categoryId: string,
  rows: readonly SimilarUndoRow[],
): Promise<string> {
  await db.execute(
    sql`delete from similar_undo where user_id = ${scope.userId} and company_id = ${scope.companyId}
           and created_at < now() - interval '7 days'`,
  );
  const [row] = await rawRows<{ id: string }>(
    db,
    sql`insert into similar_undo (user_id, company_id, category_id, rows)
        values (${scope.userId}, ${scope.companyId}, ${categoryId}, ${JSON.stringify(rows)}::jsonb) returning id`,
  );
  return row!.id;
}

export interface UndoRecord {
  categoryId: string;
  rows: SimilarUndoRow[];
}

/** The undo of the company's apply `token`, taken (deleted) so it is used once; undefined when there is none. */
export async function takeUndo(db: Db, scope: Scope, token: string): Promise<UndoRecord | undefined> {
  const [row] = await rawRows<{ category_id: string; rows: SimilarUndoRow[] | string }>(
    db,
    sql`delete from similar_undo
         where id = ${token}::uuid and user_id = ${scope.userId} and company_id = ${scope.companyId}
        returning category_id, rows`,
  );
  if (!row) return undefined;
  const rows = typeof row.rows === "string" ? (JSON.parse(row.rows) as SimilarUndoRow[]) : row.rows;
  return { categoryId: row.category_id, rows };
}

/**
 * Puts each row back exactly as the apply found it (category, confidence, reason, stage, VAT rate and the category
 * before), if it still holds what the apply set: a row the person changed again since keeps their later choice.
 * Rows of a closed year are never written. Returns how many were restored.
 */
export async function restoreRows(db: Db, scope: Scope, undo: UndoRecord): Promise<number> {
  const [row] = await rawRows<{ restored: number | string }>(
    db,
    sql`with saved as (
          select * from jsonb_to_recordset(${JSON.stringify(undo.rows)}::jsonb)
            as s(id uuid, "categoryId" text, confidence text, reason text, stage text, "vatRate" text,
                 "categoryBefore" text)),
        changed as (
          update transactions t
             set category_id = s."categoryId", category_confidence = s.confidence::numeric,
                 category_reason = s.reason, category_stage = s.stage, vat_rate = s."vatRate",
                 category_before = s."categoryBefore"
            from saved s
           where t.id = s.id and t.user_id = ${scope.userId} and t.company_id = ${scope.companyId}
             and t.deleted_at is null and t.category_stage = 'user' and t.category_id = ${undo.categoryId}
             and ${afterClosedPeriods(scope)}
          returning 1),
        ${raiseCte(scope)}
        select count(*) as restored from changed`,
  );
  return Number(row?.restored ?? 0);
}
