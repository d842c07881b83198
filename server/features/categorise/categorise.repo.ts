import { type SQL, sql } from "drizzle-orm";
import type { CategoryId } from "../../../core/categories";
import type { Decision, LabelledExample, UserRule } from "../../../core/categorise";
import { fromDecimalString, type Pence } from "../../../core/money";
import type { Db } from "../../db/client";
import { copyField, copyLinesOnPglite, runsOnPglite } from "../../db/copy-rows";
import { packedAggregate, unpackRows } from "../../db/packed-rows";
import { pgArray } from "../../db/pg-array";
import { rawRows } from "../../db/raw";
import type { Scope } from "../../platform/auth/request-context";
import { listRules } from "./rules.repo";

export interface CandidateRow {
  id: string;
  description: string;
  amount: Pence;
  categoryId: string | null;
  confidence: number | null;
  stage: string | null;
}

type CandidateFields = readonly (string | null)[];

/** A candidate from its fields in CANDIDATE_COLUMNS order, all as text (packed or read plainly). */
const toCandidate = (f: CandidateFields): CandidateRow => ({
  id: f[0]!,
  description: f[1]!,
  amount: fromDecimalString(f[2]!)!,
  categoryId: f[3] ?? null,
  confidence: f[4] === null || f[4] === undefined ? null : Number(f[4]),
  stage: f[5] ?? null,
});

const CANDIDATE_COLUMNS = [
  "id",
  "description",
  "amount",
  "category_id",
  "category_confidence",
  "category_stage",
] as const;
const CANDIDATE_ORDER = "date, seq";

/**
 * Candidate rows matching `where`, read packed (db/packed-rows: 100,000 rows in a fraction of PGlite's row-by-row
 * time), or row by row when a stored text holds a packing separator.
 */
async function loadCandidates(db: Db, where: SQL): Promise<CandidateRow[]> {
  const [row] = await rawRows<{ packed: string | null }>(
    db,
    sql`select ${sql.raw(packedAggregate(CANDIDATE_COLUMNS, CANDIDATE_ORDER))} as packed from transactions where ${where}`,
  );
  const packed = unpackRows(row?.packed ?? null, CANDIDATE_COLUMNS.length);
  if (packed) return packed.map(toCandidate);
  const rows = await rawRows<Record<(typeof CANDIDATE_COLUMNS)[number], string | null>>(
    db,
    sql`select ${sql.raw(CANDIDATE_COLUMNS.map((c) => `${c}::text as ${c}`).join(", "))} from transactions
         where ${where} order by ${sql.raw(CANDIDATE_ORDER)}`,
  );
  return rows.map((r) => toCandidate(CANDIDATE_COLUMNS.map((c) => r[c])));
}

/** Above this many ids the company's rows are read whole and picked in JS: cheaper than a huge id array in SQL. */
const MANY_IDS = 2_000;

/** The company's active rows among `ids`, leaving out the ones whose category the user set themselves. */
export async function loadToCategorise(db: Db, scope: Scope, ids: string[]): Promise<CandidateRow[]> {
  const mine = sql`user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null
                   and category_stage is distinct from 'user'`;
  if (ids.length <= MANY_IDS) return loadCandidates(db, sql`${mine} and id = any(${pgArray(ids)}::uuid[])`);
  const wanted = new Set(ids.map((id) => id.toLowerCase()));
  return (await loadCandidates(db, mine)).filter((r) => wanted.has(r.id));
}

export function loadActive(db: Db, scope: Scope): Promise<CandidateRow[]> {
  return loadCandidates(db, sql`user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null`);
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

/** The user's rules as the pipeline takes them, in the order they are tried. */
export async function loadRules(db: Db, userId: string): Promise<UserRule[]> {
  return (await listRules(db, userId)).map((r) => ({
    id: r.id,
    name: r.name ?? undefined,
    contains: r.contains,
    categoryId: r.categoryId as CategoryId,
    direction: r.direction,
    minAmount: r.minAmount,
    maxAmount: r.maxAmount,
  }));
}

/** The update shared by both ways of passing the decisions: `source` yields (id, c, conf, r, s). */
function updateFrom(scope: Scope, source: SQL): SQL {
  return sql`with changed as (
          update transactions t
             set category_id = u.c, category_confidence = round(u.conf, 3), category_reason = u.r, category_stage = u.s
            from ${source}
           where t.id = u.id and t.user_id = ${scope.userId} and t.company_id = ${scope.companyId}
             and t.deleted_at is null and t.category_stage is distinct from 'user'
          returning 1)
        select count(*) as updated from changed`;
}

/**
 * Writes every decision in one statement; rows the user set by hand in the meantime are left alone. Answers only
 * the count (one row back instead of 100,000: PGlite pays per row returned). On PGlite the decisions are copied
 * into a temporary table first (COPY reads them faster than the WASM parses five 100,000-element arrays); on
 * PostgreSQL they go as unnest() arrays.
 */
export async function applyDecisions(db: Db, scope: Scope, decisions: Decision[]): Promise<number> {
  if (decisions.length === 0) return 0;
  const count = async (q: Db, source: SQL) => {
    const [row] = await rawRows<{ updated: number | string }>(q, updateFrom(scope, source));
    return Number(row?.updated ?? 0);
  };
  if (!runsOnPglite(db)) {
    return count(
      db,
      sql`unnest(${pgArray(decisions.map((d) => d.id))}::uuid[], ${pgArray(decisions.map((d) => d.categoryId))}::text[],
                 ${pgArray(decisions.map((d) => d.confidence.toFixed(3)))}::numeric[],
                 ${pgArray(decisions.map((d) => d.reason))}::text[], ${pgArray(decisions.map((d) => d.stage))}::text[])
          as u(id, c, conf, r, s)`,
    );
  }
  return db.transaction(async (tx) => {
    const q = tx as unknown as Db;
    await q.execute(
      sql`create temporary table categorise_decisions (id uuid, c text, conf numeric, r text, s text) on commit drop`,
    );
    const lines = decisions.map(
      (d) =>
        `${d.id}\t${copyField(d.categoryId)}\t${d.confidence.toFixed(3)}\t${copyField(d.reason)}\t${copyField(d.stage)}`,
    );
    await copyLinesOnPglite(q, "categorise_decisions", ["id", "c", "conf", "r", "s"], lines);
    return count(q, sql`categorise_decisions as u`);
  });
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
