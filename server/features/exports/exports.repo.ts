import { categoryName } from "../../../core/categories";
import { fromDecimalString, type Pence } from "../../../core/money";
import type { Database } from "../../db/client";
import type { ExportTransactionRow } from "../../exports/xlsx/full-export-xlsx";
import type { Scope } from "../../platform/auth/request-context";

interface Row {
  date: string;
  description: string;
  amount: string;
  balance: string | null;
  category_id: string | null;
  category_confidence: string | null;
  category_reason: string | null;
  category_stage: string | null;
  bank_account: string | null;
}

/** Raw SQL: 50,000 rows come back as text (numbers and dates) without per-row object mapping in the driver. */
const EXPORT_SQL = `
  select t.date::text as date, t.description, t.amount::text as amount, t.balance::text as balance,
         t.category_id, t.category_confidence::text as category_confidence, t.category_reason, t.category_stage,
         b.name as bank_account
    from transactions t
    left join bank_accounts b on b.id = t.bank_account_id and b.user_id = t.user_id
   where t.user_id = $1 and t.company_id = $2 and t.deleted_at is null
   order by t.date, t.seq`;

function pence(text: string): Pence {
  const p = fromDecimalString(text);
  if (p === null) throw new Error(`unreadable money value from the database: ${text}`);
  return p;
}

/** Every active transaction of the current company, in statement order, for the full export. */
export async function listExportTransactions(database: Database, scope: Scope): Promise<ExportTransactionRow[]> {
  const rows = await database.query<Row>(EXPORT_SQL, [scope.userId, scope.companyId]);
  return rows.map((r) => ({
    date: r.date,
    description: r.description,
    amount: pence(r.amount),
    balance: r.balance === null ? null : pence(r.balance),
    categoryId: r.category_id,
    category: categoryName(r.category_id),
    confidence: r.category_confidence === null ? null : Number(r.category_confidence),
    reason: r.category_reason,
    stage: r.category_stage,
    bankAccount: r.bank_account,
  }));
}
