import { and, eq, sql } from "drizzle-orm";
import type { KnownCount } from "../../../core/import";
import { type Pence, toDecimalString } from "../../../core/money";
import type { Db } from "../../db/client";
import { newIds } from "../../db/ids";
import { pgArray } from "../../db/pg-array";
import { rawRows } from "../../db/raw";
import { importBatches, savedLayouts } from "../../db/schema";
import type { Scope } from "../../platform/auth/request-context";

export interface RowToInsert {
  date: string;
  description: string;
  amount: Pence;
  balance: Pence | null;
  dupKey: string;
}

/**
 * How many rows with each key the account already holds, active and in the recycle bin. A hash join of the upload's
 * distinct keys against the account's rows (reached through the list index), so no index on the key is needed.
 */
export async function knownDuplicateCounts(
  db: Db,
  scope: Scope,
  bankAccountId: string,
  keys: string[],
): Promise<Map<string, KnownCount>> {
  const rows = await rawRows<{ dup_key: string; active: number | string; deleted: number | string }>(
    db,
    sql`select t.dup_key,
               count(*) filter (where t.deleted_at is null) as active,
               count(*) filter (where t.deleted_at is not null) as deleted
          from transactions t
          join unnest(${pgArray([...new Set(keys)])}::text[]) as k(key) on k.key = t.dup_key
         where t.user_id = ${scope.userId} and t.company_id = ${scope.companyId} and t.bank_account_id = ${bankAccountId}
         group by t.dup_key`,
  );
  return new Map(rows.map((r) => [r.dup_key, { active: Number(r.active), deleted: Number(r.deleted) }]));
}

export async function insertBatch(
  db: Db,
  scope: Scope,
  values: {
    bankAccountId: string;
    fileNames: string;
    fileCount: number;
    rowsImported: number;
    duplicatesSkipped: number;
  },
): Promise<string> {
  const [row] = await db
    .insert(importBatches)
    .values({ userId: scope.userId, companyId: scope.companyId, ...values })
    .returning({ id: importBatches.id });
  return row!.id;
}

export interface InsertedRow {
  id: string;
  date: string;
  description: string;
  amount: string;
  balance: string | null;
}

/**
 * One statement for the whole upload: unnest over array parameters, never row by row. The ids are made here (see
 * newIds) and the answer is built from what was written, so the database returns nothing for 100,000 rows.
 */
export async function insertTransactions(
  db: Db,
  scope: Scope,
  batchId: string,
  bankAccountId: string,
  rows: RowToInsert[],
): Promise<InsertedRow[]> {
  if (rows.length === 0) return [];
  const ids = newIds(rows.length);
  const inserted = rows.map((r, i) => ({
    id: ids[i]!,
    date: r.date,
    description: r.description,
    amount: toDecimalString(r.amount),
    balance: r.balance === null ? null : toDecimalString(r.balance),
  }));
  await db.execute(
    sql`insert into transactions (id, user_id, company_id, bank_account_id, import_batch_id, date, description, amount, balance, dup_key)
        select i, ${scope.userId}::uuid, ${scope.companyId}::uuid, ${bankAccountId}::uuid, ${batchId}::uuid, d, ds, a, b, k
          from unnest(${pgArray(ids)}::uuid[],
                      ${pgArray(inserted.map((r) => r.date))}::date[],
                      ${pgArray(inserted.map((r) => r.description))}::text[],
                      ${pgArray(inserted.map((r) => r.amount))}::numeric[],
                      ${pgArray(inserted.map((r) => r.balance))}::numeric[],
                      ${pgArray(rows.map((r) => r.dupKey))}::text[]) with ordinality as u(i, d, ds, a, b, k, n)
         order by n`,
  );
  return inserted;
}

export async function findSavedLayout(db: Db, userId: string, layoutKey: string) {
  const rows = await db
    .select({ mapping: savedLayouts.mapping })
    .from(savedLayouts)
    .where(and(eq(savedLayouts.userId, userId), eq(savedLayouts.layoutKey, layoutKey)))
    .limit(1);
  return rows[0]?.mapping ?? null;
}

export async function saveLayout(db: Db, userId: string, layoutKey: string, mapping: Record<string, string>) {
  await db
    .insert(savedLayouts)
    .values({ userId, layoutKey, mapping })
    .onConflictDoUpdate({ target: [savedLayouts.userId, savedLayouts.layoutKey], set: { mapping } });
}
