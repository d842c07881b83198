import { sql } from "drizzle-orm";
import type { AccountsTransaction } from "../../../core/accounts";
import { type CategoryId, isCategoryId } from "../../../core/categories";
import type { IsoDate } from "../../../core/dates";
import { fromDecimalString, type Pence } from "../../../core/money";
import { isVatRate } from "../../../core/vat";
import type { Db } from "../../db/client";
import { type FieldReader, packedAggregate, readPackedRows } from "../../db/packed-rows";
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

/** The report's columns, in the order of Row's fields and of the packed read. */
const REPORT_COLUMNS = [
  "id",
  "date",
  "description",
  "amount",
  "category_id",
  "category_stage",
  "category_confidence",
  "category_reason",
  "vat_rate",
  "bank_account_id",
] as const;

/** Only text here: a row whose fields a stray separator shifted is dropped by readPackedRows before it is read. */
function readRow(row: FieldReader): Row {
  return {
    id: row.field() as string,
    date: row.field() as string,
    description: row.field() as string,
    amount: row.field() as string,
    category_id: row.field(),
    category_stage: row.field(),
    category_confidence: row.field(),
    category_reason: row.field(),
    vat_rate: row.field(),
    bank_account_id: row.field(),
  };
}

/**
 * The company's active (not deleted) transactions in statement order. 50,000 rows travel packed into one text
 * value (db/packed-rows): on PGlite each row crossing on its own took seconds of every filing pack's time.
 */
export async function listReportTransactions(db: Db, scope: Scope): Promise<ReportTransaction[]> {
  const where = sql`where user_id = ${scope.userId} and company_id = ${scope.companyId} and deleted_at is null`;
  const [packed] = await rawRows<{ packed: string | null }>(
    db,
    sql`select ${sql.raw(packedAggregate(REPORT_COLUMNS, "date, seq"))} as packed from transactions ${where}`,
  );
  const read = readPackedRows(packed?.packed ?? null, readRow);
  if (read) return read.map(toReportTransaction);
  const rows = await rawRows<Row>(
    db,
    sql`select id, date::text as date, description, amount::text as amount, category_id, category_stage,
               category_confidence::text as category_confidence, category_reason, vat_rate, bank_account_id
          from transactions ${where}
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
