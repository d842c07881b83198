import type { DeletedTransactionDto, TransactionDto, TransactionsFirstScreenDto } from "../../../core/contracts";
import type { Database } from "../../db/client";
import { fieldsOf, packedAggregate, readPackedRows } from "../../db/packed-rows";
import type { Scope } from "../../platform/auth/request-context";
import { RAISE_CTE, VERSION_SUBQUERY } from "../../platform/list-cache/list-version";
import { readTransactionDto } from "./transaction-dto";

/** The list's columns, in the order both ways of reading it use. */
const LIST_COLUMNS = [
  "id",
  "date",
  "description",
  "amount",
  "balance",
  "category_id",
  "category_confidence",
  "category_reason",
  "category_stage",
  "notes",
  "import_batch_id",
  "bank_account_id",
  "vat_rate",
  "vat_reason",
] as const;
const LIST_FROM = "transactions where user_id = $1 and company_id = $2 and deleted_at is null";
// Qualified: a bare "date" in ORDER BY would name the `date::text` output column, sorting text instead of
// reading the list's index in order.
const LIST_ORDER = "transactions.date, transactions.seq";

/**
 * 50,000 rows must come back in well under a second on PGlite, so they travel packed (db/packed-rows), with the
 * company's transactions version read in the same statement: the rows are exactly those of that version.
 */
const PACKED_LIST_SQL = `select ${VERSION_SUBQUERY} as version, ${packedAggregate(LIST_COLUMNS, LIST_ORDER)} as packed from ${LIST_FROM}`;
/** Row by row: only when a stored text holds a packing separator. */
const PLAIN_LIST_SQL = `select ${LIST_COLUMNS.map((c) => `${c}::text`).join(", ")} from ${LIST_FROM} order by ${LIST_ORDER}`;

/** The active list and the transactions version it was read at (null when read row by row: not to be cached). */
export interface ActiveList {
  version: string | null;
  rows: TransactionDto[];
}

export async function listActive(database: Database, scope: Scope): Promise<ActiveList> {
  const params = [scope.userId, scope.companyId];
  const [row] = await database.query<{ version: string | null; packed: string | null }>(PACKED_LIST_SQL, params);
  const rows = readPackedRows(row?.packed ?? null, readTransactionDto);
  if (rows) return { version: row?.version ?? null, rows };
  const plain = await database.query<Record<string, string | null>>(PLAIN_LIST_SQL, params);
  return { version: null, rows: plain.map((r) => readTransactionDto(fieldsOf(r, LIST_COLUMNS))) };
}

/**
 * The first screen of the list: its first `limit` rows in list order with the count and the money in and
 * out of all of them, in one statement (one snapshot), so the page shows a long list's rows and exact totals before
 * the whole list has arrived. The count and sums use the list's index; only `limit` rows are read in full.
 */
const FIRST_SCREEN_SQL = `with totals as (
    select count(*)::int as total,
           coalesce(sum(amount) filter (where amount > 0), 0)::numeric(20, 2)::text as inflow,
           coalesce(sum(amount) filter (where amount < 0), 0)::numeric(20, 2)::text as outflow
      from ${LIST_FROM})
  select totals.total, totals.inflow, totals.outflow, first.*
    from totals left join lateral (
      select ${LIST_COLUMNS.map((c) => `${c}::text`).join(", ")} from ${LIST_FROM} order by ${LIST_ORDER} limit $3
    ) first on true`;

export async function firstScreen(
  database: Database,
  scope: Scope,
  limit: number,
): Promise<TransactionsFirstScreenDto> {
  const rows = await database.query<Record<string, string | number | null>>(FIRST_SCREEN_SQL, [
    scope.userId,
    scope.companyId,
    limit,
  ]);
  const totals = rows[0]!;
  const listed = rows.filter((r) => r.id !== null) as Record<string, string | null>[];
  return {
    total: Number(totals.total),
    inflow: String(totals.inflow),
    outflow: String(totals.outflow),
    rows: listed.map((r) => readTransactionDto(fieldsOf(r, LIST_COLUMNS))),
  };
}

export async function listDeleted(database: Database, scope: Scope): Promise<DeletedTransactionDto[]> {
  const rows = await database.query<{
    id: string;
    date: string;
    description: string;
    amount: string;
    deleted_at: Date | string | null;
  }>(
    `select id, date::text as date, description, amount::text as amount, deleted_at
       from transactions
      where user_id = $1 and company_id = $2 and deleted_at is not null
      order by deleted_at desc, seq desc`,
    [scope.userId, scope.companyId],
  );
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    description: r.description,
    amount: r.amount,
    deletedAt: r.deleted_at === null ? null : new Date(r.deleted_at).toISOString(),
  }));
}

/** Soft-deletes the user's active rows among `ids`; returns the ids it changed. */
export async function softDelete(database: Database, scope: Scope, ids: string[]): Promise<string[]> {
  const rows = await database.query<{ id: string }>(
    `with changed as (
      update transactions set deleted_at = now()
        where user_id = $1 and company_id = $2 and deleted_at is null and id = any($3::uuid[])
        returning id),
      ${RAISE_CTE}
    select id from changed`,
    [scope.userId, scope.companyId, ids],
  );
  return rows.map((r) => r.id);
}

export async function restore(database: Database, scope: Scope, ids: string[]): Promise<string[]> {
  const rows = await database.query<{ id: string }>(
    `with changed as (
      update transactions set deleted_at = null
        where user_id = $1 and company_id = $2 and deleted_at is not null and id = any($3::uuid[])
        returning id),
      ${RAISE_CTE}
    select id from changed`,
    [scope.userId, scope.companyId, ids],
  );
  return rows.map((r) => r.id);
}

/** Only rows already in the recycle bin can be removed for good. */
export async function purge(database: Database, scope: Scope, ids: string[]): Promise<string[]> {
  const rows = await database.query<{ id: string }>(
    `with changed as (
      delete from transactions
        where user_id = $1 and company_id = $2 and deleted_at is not null and id = any($3::uuid[])
        returning id),
      ${RAISE_CTE}
    select id from changed`,
    [scope.userId, scope.companyId, ids],
  );
  return rows.map((r) => r.id);
}
