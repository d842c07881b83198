import { sql } from "drizzle-orm";
import type { IsoDate } from "../../../core/dates";
import { fromDecimalString } from "../../../core/money";
import type { TransferFound, TransferLine } from "../../../core/transfers";
import type { Db } from "../../db/client";
import { pgArray } from "../../db/pg-array";
import { rawRows } from "../../db/raw";
import type { Scope } from "../../platform/auth/request-context";
import { raiseCte } from "../../platform/list-cache/list-version";

/** The stage of a category set by the transfer rules; categorising leaves it alone, as it does the person's own. */
export const TRANSFER_STAGE = "transfer";
export const TRANSFERS_CATEGORY = "transfers";

/**
 * Saved lines between two dates that may still be one side of a transfer: active, on an account, not yet paired,
 * and not categorised by the person.
 */
export async function loadUnpairedLines(db: Db, scope: Scope, from: IsoDate, to: IsoDate): Promise<TransferLine[]> {
  const rows = await rawRows<{ id: string; account_id: string; date: string; amount: string; description: string }>(
    db,
    sql`select id, bank_account_id as account_id, date::text as date, amount::text as amount, description
          from transactions
         where user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null
           and date between ${from}::date and ${to}::date and bank_account_id is not null
           and transfer_pair_id is null and category_stage is distinct from 'user'
         order by date, seq`,
  );
  return rows.map((r) => ({
    id: r.id,
    accountId: r.account_id,
    date: r.date,
    amount: fromDecimalString(r.amount)!,
    description: r.description,
  }));
}

/** Categorises the lines found as transfers, with their reason and their partner, in one statement. */
export async function writeTransfers(db: Db, scope: Scope, found: readonly TransferFound[]): Promise<void> {
  if (found.length === 0) return;
  await db.execute(
    sql`with changed as (
          update transactions t
             set category_id = ${TRANSFERS_CATEGORY}, category_stage = ${TRANSFER_STAGE},
                 category_confidence = round(f.conf, 3), category_reason = f.reason, transfer_pair_id = f.pair
            from unnest(${pgArray(found.map((f) => f.id))}::uuid[], ${pgArray(found.map((f) => f.pairId))}::uuid[],
                        ${pgArray(found.map((f) => f.reason))}::text[],
                        ${pgArray(found.map((f) => f.confidence))}::numeric[]) as f(id, pair, reason, conf)
           where t.id = f.id and t.user_id = ${scope.userId} and t.company_id = ${scope.companyId}
          returning 1),
        ${raiseCte(scope)}
        select count(*) from changed`,
  );
}

/** A paired transfer line whose category the transfer rules set, with what became of its other side. */
export interface PairedLine {
  id: string;
  amount: string;
  reason: string | null;
  confidence: string | null;
  /** The other side's account name; null when that line is gone for good. */
  otherAccount: string | null;
  partnerDeleted: boolean;
  partnerCategory: string | null;
}

export async function loadPairedLines(db: Db, scope: Scope): Promise<PairedLine[]> {
  return rawRows<PairedLine>(
    db,
    sql`select t.id, t.amount::text as amount, t.category_reason as reason,
               t.category_confidence::text as confidence, a.name as "otherAccount",
               (p.id is null or p.deleted_at is not null) as "partnerDeleted", p.category_id as "partnerCategory"
          from transactions t
          left join transactions p
            on p.id = t.transfer_pair_id and p.user_id = t.user_id and p.company_id = t.company_id
          left join bank_accounts a on a.id = p.bank_account_id and a.user_id = t.user_id
         where t.user_id = ${scope.userId} and t.company_id = ${scope.companyId} and t.transfer_pair_id is not null
           and t.deleted_at is null and t.category_stage = ${TRANSFER_STAGE}`,
  );
}

export async function setReasons(
  db: Db,
  scope: Scope,
  changes: readonly { id: string; reason: string; confidence: number }[],
): Promise<void> {
  if (changes.length === 0) return;
  await db.execute(
    sql`with changed as (
          update transactions t set category_reason = c.reason, category_confidence = round(c.conf, 3)
            from unnest(${pgArray(changes.map((c) => c.id))}::uuid[], ${pgArray(changes.map((c) => c.reason))}::text[],
                        ${pgArray(changes.map((c) => c.confidence))}::numeric[]) as c(id, reason, conf)
           where t.id = c.id and t.user_id = ${scope.userId} and t.company_id = ${scope.companyId}
             and t.category_stage = ${TRANSFER_STAGE}
          returning 1),
        ${raiseCte(scope)}
        select count(*) from changed`,
  );
}
