import { and, eq, sql } from "drizzle-orm";
import { duplicateKey } from "../../../core/csv";
import type { KnownCount } from "../../../core/import";
import { fromDecimalString, type Pence } from "../../../core/money";
import type { Db } from "../../db/client";
import { type CopyBinaryWriter, encodedFields } from "../../db/copy-binary";
import { copyBinaryOnPglite, copyBinaryOnPostgres, runsOnPglite } from "../../db/copy-rows";
import { newIds } from "../../db/ids";
import { rawRows } from "../../db/raw";
import { importBatches, savedLayouts } from "../../db/schema";
import type { Scope } from "../../platform/auth/request-context";

export interface RowToInsert {
  date: string;
  description: string;
  amount: Pence;
  balance: Pence | null;
}

/**
 * How many rows with each key the account already holds, active and in the recycle bin. A key is made of its row's
 * date, amount and description (core/csv duplicateKey), so only stored rows within the upload's date range can
 * match: they are read through the list index and keyed here, and an upload of new dates costs one empty index scan
 * whatever its size.
 */
export async function knownDuplicateCounts(
  db: Db,
  scope: Scope,
  bankAccountId: string,
  rows: readonly RowToInsert[],
): Promise<Map<string, KnownCount>> {
  const known = new Map<string, KnownCount>();
  if (rows.length === 0) return known;
  let from = rows[0]!.date;
  let to = from;
  for (const r of rows) {
    if (r.date < from) from = r.date;
    if (r.date > to) to = r.date;
  }
  const stored = await rawRows<{ date: string; amount: string; description: string; deleted: boolean }>(
    db,
    sql`select t.date::text as date, t.amount::text as amount, t.description, t.deleted_at is not null as deleted
          from transactions t
         where t.user_id = ${scope.userId} and t.company_id = ${scope.companyId}
           and t.date between ${from}::date and ${to}::date and t.bank_account_id = ${bankAccountId}`,
  );
  if (stored.length === 0) return known;
  // Keys are made only now: an upload of new dates (the usual case) never needs them.
  const wanted = new Set(rows.map(duplicateKey));
  for (const r of stored) {
    const key = duplicateKey({ date: r.date, amount: fromDecimalString(r.amount)!, description: r.description });
    if (!wanted.has(key)) continue;
    const count = known.get(key) ?? { active: 0, deleted: 0 };
    if (r.deleted) count.deleted++;
    else count.active++;
    known.set(key, count);
  }
  return known;
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

/** A row as it will be written: with its new id (see newIds). */
export interface InsertedRow extends RowToInsert {
  id: string;
}

const COLUMNS = [
  "user_id",
  "company_id",
  "bank_account_id",
  "import_batch_id",
  "id",
  "date",
  "description",
  "amount",
  "balance",
] as const;
/** What each row carries on PGlite; the upload's constant columns go as COPY's defaults (see copyBinaryOnPglite). */
const COPIED_COLUMNS = COLUMNS.slice(4);

/** The rows as they will be written, each with its new id (see newIds). */
export function withNewIds(rows: RowToInsert[]): InsertedRow[] {
  const ids = newIds(rows.length);
  // One literal a row, not a spread (`{ ...r, id }`): spread objects share no shape, which slows whatever reads them.
  return rows.map((r, i) => ({
    id: ids[i]!,
    date: r.date,
    description: r.description,
    amount: r.amount,
    balance: r.balance,
  }));
}

/** A row's COPIED_COLUMNS in COPY's binary format. */
function writeCopied(out: CopyBinaryWriter, r: InsertedRow): void {
  out.uuid(r.id);
  out.date(r.date);
  out.text(r.description);
  out.pence(r.amount);
  out.pence(r.balance);
}

/**
 * One statement for the whole upload, never row by row: COPY in the binary format (db/copy-binary.ts), from a blob
 * on PGlite and from the connection on PostgreSQL. The ids were made here (withNewIds), so the caller's answer is
 * built from what is written and the database returns nothing for 100,000 rows.
 */
export async function insertTransactions(
  db: Db,
  scope: Scope,
  batchId: string,
  bankAccountId: string,
  inserted: InsertedRow[],
): Promise<void> {
  if (inserted.length === 0) return;
  if (runsOnPglite(db)) {
    const writeRow = (out: CopyBinaryWriter, r: InsertedRow) => {
      out.row(COPIED_COLUMNS.length);
      writeCopied(out, r);
    };
    await copyBinaryOnPglite(db, "transactions", COPIED_COLUMNS, inserted, writeRow, {
      user_id: scope.userId,
      company_id: scope.companyId,
      bank_account_id: bankAccountId,
      import_batch_id: batchId,
    });
    return;
  }
  // On a server every row carries the upload's constant columns too, encoded once (see copyBinaryOnPostgres).
  const head = encodedFields((out) => {
    out.uuid(scope.userId);
    out.uuid(scope.companyId);
    out.uuid(bankAccountId);
    out.uuid(batchId);
  });
  await copyBinaryOnPostgres(db, "transactions", COLUMNS, inserted, (out, r) => {
    out.row(COLUMNS.length);
    out.encoded(head);
    writeCopied(out, r);
  });
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
