import { categoryName } from "../../../core/categories";
import type { DeletedTransactionDto, TransactionDto } from "../../../core/contracts";
import type { Database } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";

/** Raw SQL for the list: 50,000 rows must come back in well under a second, so numbers and dates arrive as text. */
const LIST_SQL = `
  select id, date::text as date, description, amount::text as amount, balance::text as balance,
         category_id, category_confidence::text as category_confidence, category_reason, category_stage, notes,
         import_batch_id, bank_account_id
    from transactions
   where user_id = $1 and company_id = $2 and deleted_at is null
   order by date, seq`;

interface ListRow {
  id: string;
  date: string;
  description: string;
  amount: string;
  balance: string | null;
  category_id: string | null;
  category_confidence: string | null;
  category_reason: string | null;
  category_stage: string | null;
  notes: string | null;
  import_batch_id: string | null;
  bank_account_id: string | null;
}

export async function listActive(database: Database, scope: Scope): Promise<TransactionDto[]> {
  const rows = await database.query<ListRow>(LIST_SQL, [scope.userId, scope.companyId]);
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    description: r.description,
    amount: r.amount,
    balance: r.balance,
    category: categoryName(r.category_id),
    notes: r.notes,
    categoryId: r.category_id,
    categoryConfidence: r.category_confidence,
    categoryReason: r.category_reason,
    categoryStage: r.category_stage,
    importBatchId: r.import_batch_id,
    bankAccountId: r.bank_account_id,
  }));
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
    `update transactions set deleted_at = now()
      where user_id = $1 and company_id = $2 and deleted_at is null and id = any($3::uuid[])
      returning id`,
    [scope.userId, scope.companyId, ids],
  );
  return rows.map((r) => r.id);
}

export async function restore(database: Database, scope: Scope, ids: string[]): Promise<string[]> {
  const rows = await database.query<{ id: string }>(
    `update transactions set deleted_at = null
      where user_id = $1 and company_id = $2 and deleted_at is not null and id = any($3::uuid[])
      returning id`,
    [scope.userId, scope.companyId, ids],
  );
  return rows.map((r) => r.id);
}

/** Only rows already in the recycle bin can be removed for good. */
export async function purge(database: Database, scope: Scope, ids: string[]): Promise<string[]> {
  const rows = await database.query<{ id: string }>(
    `delete from transactions
      where user_id = $1 and company_id = $2 and deleted_at is not null and id = any($3::uuid[])
      returning id`,
    [scope.userId, scope.companyId, ids],
  );
  return rows.map((r) => r.id);
}
