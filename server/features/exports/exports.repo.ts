import { categoryName } from "../../../core/categories";
import { fromDecimalString, type Pence } from "../../../core/money";
import type { Database } from "../../db/client";
import { type FieldReader, fieldsOf, packedAggregate, readPackedRows } from "../../db/packed-rows";
import type { ExportTransactionRow } from "../../exports/xlsx/full-export-xlsx";
import type { Scope } from "../../platform/auth/request-context";

/** The export's columns, in the order both ways of reading them use. */
const EXPORT_COLUMNS = [
  "t.date",
  "t.description",
  "t.amount",
  "t.balance",
  "t.category_id",
  "t.category_confidence",
  "t.category_reason",
  "t.category_stage",
  "b.name",
] as const;
const EXPORT_FROM = `transactions t
    left join bank_accounts b on b.id = t.bank_account_id and b.user_id = t.user_id
   where t.user_id = $1 and t.company_id = $2 and t.deleted_at is null`;
const EXPORT_ORDER = "t.date, t.seq";

/**
 * 50,000 rows travel as one packed text value (db/packed-rows): on PGlite each row crossing the WASM boundary on its
 * own took about a second of the full workbook's time.
 */
const PACKED_EXPORT_SQL = `select ${packedAggregate(EXPORT_COLUMNS, EXPORT_ORDER)} as packed from ${EXPORT_FROM}`;
/** Row by row: only when a stored text holds a packing separator. */
const PLAIN_EXPORT_SQL = `select ${EXPORT_COLUMNS.map((c, i) => `${c}::text as c${i}`).join(", ")} from ${EXPORT_FROM} order by ${EXPORT_ORDER}`;
const PLAIN_NAMES = EXPORT_COLUMNS.map((_c, i) => `c${i}`);

function pence(text: string): Pence {
  const p = fromDecimalString(text);
  if (p === null) throw new Error(`unreadable money value from the database: ${text}`);
  return p;
}

/** A row's fields as stored text, in EXPORT_COLUMNS order. */
type RawRow = [
  date: string,
  description: string,
  amount: string,
  balance: string | null,
  categoryId: string | null,
  confidence: string | null,
  reason: string | null,
  stage: string | null,
  bankAccount: string | null,
];

/** Only text here: a row whose fields a stray separator shifted is dropped by readPackedRows before it is read. */
function readRaw(row: FieldReader): RawRow {
  return [
    row.field() as string,
    row.field() as string,
    row.field() as string,
    row.field(),
    row.field(),
    row.field(),
    row.field(),
    row.field(),
    row.field(),
  ];
}

function toExportRow([date, description, amount, balance, categoryId, confidence, reason, stage, bankAccount]: RawRow) {
  return {
    date,
    description,
    amount: pence(amount),
    balance: balance === null ? null : pence(balance),
    categoryId,
    category: categoryName(categoryId),
    confidence: confidence === null ? null : Number(confidence),
    reason,
    stage,
    bankAccount,
  } satisfies ExportTransactionRow;
}

/** Every active transaction of the current company, in statement order, for the full export. */
export async function listExportTransactions(database: Database, scope: Scope): Promise<ExportTransactionRow[]> {
  const params = [scope.userId, scope.companyId];
  const [row] = await database.query<{ packed: string | null }>(PACKED_EXPORT_SQL, params);
  const rows = readPackedRows(row?.packed ?? null, readRaw);
  if (rows) return rows.map(toExportRow);
  const plain = await database.query<Record<string, string | null>>(PLAIN_EXPORT_SQL, params);
  return plain.map((r) => toExportRow(readRaw(fieldsOf(r, PLAIN_NAMES))));
}
