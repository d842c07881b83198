import { and, eq, sql } from "drizzle-orm";
import type { KnownCount } from "../../../core/import";
import { type Pence, toDecimalString } from "../../../core/money";
import type { Db } from "../../db/client";
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

/** How many rows with each key the account already holds, active and in the recycle bin. */
export async function knownDuplicateCounts(
  db: Db,
  scope: Scope,
  bankAccountId: string,
  keys: string[],
): Promise<Map<string, KnownCount>> {
  const rows = await rawRows<{ dup_key: string; active: number | string; deleted: number | string }>(
    db,
    sql`select dup_key,
               count(*) filter (where deleted_at is null) as active,
               count(*) filter (where deleted_at is not null) as deleted
          from transactions
         where user_id = ${scope.userId} and company_id = ${scope.companyId} and bank_account_id = ${bankAccountId}
           and dup_key = any(${pgArray([...new Set(keys)])}::text[])
         group by dup_key`,
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

/** One statement for the whole upload: unnest over array parameters, never row by row. */
export async function insertTransactions(
  db: Db,
  scope: Scope,
  batchId: string,
  bankAccountId: string,
  rows: RowToInsert[],
): Promise<InsertedRow[]> {
  if (rows.length === 0) return [];
  return rawRows<InsertedRow>(
    db,
    sql`insert into transactions (user_id, company_id, bank_account_id, import_batch_id, date, description, amount, balance, dup_key)
        select ${scope.userId}::uuid, ${scope.companyId}::uuid, ${bankAccountId}::uuid, ${batchId}::uuid, d, ds, a, b, k
          from unnest(${pgArray(rows.map((r) => r.date))}::date[],
                      ${pgArray(rows.map((r) => r.description))}::text[],
                      ${pgArray(rows.map((r) => toDecimalString(r.amount)))}::numeric[],
                      ${pgArray(rows.map((r) => (r.balance === null ? null : toDecimalString(r.balance))))}::numeric[],
                      ${pgArray(rows.map((r) => r.dupKey))}::text[]) with ordinality as u(d, ds, a, b, k, n)
         order by n
        returning id, date::text as date, description, amount::text as amount, balance::text as balance`,
  );
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
