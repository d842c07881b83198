import { sql } from "drizzle-orm";
import type { AccountsTransaction } from "../../../core/accounts";
import { type CategoryId, isCategoryId } from "../../../core/categories";
import type { IsoDate } from "../../../core/dates";
import { fromDecimalString, type Pence } from "../../../core/money";
import { isVatRate } from "../../../core/vat";
import type { Db } from "../../db/client";
import { rawRows } from "../../db/raw";
import type { Scope } from "../../platform/auth/request-context";

/** A saved transaction as the reports need it: what core/accounts reads, plus what a drill-down shows. */
export interface ReportTransaction extends AccountsTransaction {
  description: string;
  /** The category id as stored, even when it is not in the chart (core then treats it as uncategorised). */
  storedCategoryId: string | null;
  reason: string | null;
}

interface Row {
  id: string;
  date: string;
  description: string;
  amount: string;
  category_id: string | null;
  category_stage: string | null;
  category_confidence: string | null;
  category_reason: string | null;
  vat_rate: string | null;
  bank_account_id: string | null;
}

function readPence(text: string): Pence {
  const p = fromDecimalString(text);
  if (p === null) throw new Error(`unreadable money value from the database: ${text}`);
  return p;
}

function toReportTransaction(r: Row): ReportTransaction {
  const categoryId: CategoryId | null = r.category_id && isCategoryId(r.category_id) ? r.category_id : null;
  return {
    id: r.id,
    date: r.date,
    amount: readPence(r.amount),
    categoryId,
    stage: r.category_stage,
    confidence: r.category_confidence === null ? null : Number(r.category_confidence),
    description: r.description,
    storedCategoryId: r.category_id,
    reason: r.category_reason,
    vatRate: r.vat_rate !== null && isVatRate(r.vat_rate) ? r.vat_rate : null,
    bankAccountId: r.bank_account_id,
  };
}

/** The company's active (not deleted) transactions in statement order. */
export async function listReportTransactions(db: Db, scope: Scope): Promise<ReportTransaction[]> {
  const rows = await rawRows<Row>(
    db,
    sql`select id, date::text as date, description, amount::text as amount, category_id, category_stage,
               category_confidence::text as category_confidence, category_reason, vat_rate, bank_account_id
          from transactions
         where user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null
         order by date, seq`,
  );
  return rows.map(toReportTransaction);
}

/** A bank account's last stated balance (`bankAccountId` null for rows saved without an account). */
export interface StatedBalance {
  bankAccountId: string | null;
  balance: Pence | null;
}

/**
 * For each bank account with active transactions on or before `endDate`, the last balance its statements stated on
 * or before that date (by date, then statement order), or null when its rows carry no balance.
 */
export async function lastStatedBalances(db: Db, scope: Scope, endDate: IsoDate): Promise<StatedBalance[]> {
  const rows = await rawRows<{ account: string | null; balance: string | null }>(
    db,
    sql`select bank_account_id as account,
               (array_agg(balance::text order by date desc, seq desc) filter (where balance is not null))[1] as balance
          from transactions
         where user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null
           and date <= ${endDate}::date
         group by bank_account_id`,
  );
  return rows.map((r) => ({ bankAccountId: r.account, balance: r.balance === null ? null : readPence(r.balance) }));
}
