import {
  HeaderMapBody,
  MAX_FILE_BYTES,
  MAX_IMPORT_ROWS,
  type ParseResponse,
  type SaveTransactionsBody,
  type TransactionDto,
} from "../../../core/contracts";
import {
  COLUMN_ROLES,
  duplicateKey,
  type HeaderMap,
  layoutKeyOf,
  parseBankCsv,
  removeDuplicates,
} from "../../../core/csv";
import { skipKnownDuplicates } from "../../../core/import";
import { toDecimalString, toPoundsNumber } from "../../../core/money";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { AppError } from "../../platform/errors";
import type { JsonColumns } from "../../platform/http/json-columns";
import { raiseListVersion } from "../../platform/list-cache/list-version";
import { checkSaveAllowed } from "../filings/filings.service";
import { assertDatesOpen } from "../periods/period-guard";
import { resolveBankAccount } from "./bank-accounts.repo";
import {
  findSavedLayout,
  type InsertedRow,
  insertBatch,
  insertTransactions,
  knownDuplicateCounts,
  type RowToInsert,
  saveLayout,
  withNewIds,
} from "./import.repo";

function checkSize(fileContent: string): void {
  const bytes = Buffer.byteLength(fileContent, "utf8");
  if (bytes > MAX_FILE_BYTES) {
    throw new AppError(
      "too_large",
      `This file is ${(bytes / 1024 / 1024).toFixed(1)} MB; files up to 20 MB can be uploaded. Split it into smaller date ranges.`,
    );
  }
}

/** A mapping that says something: a column named, or a reading chosen. */
function isMapping(map: HeaderMap | null | undefined): map is HeaderMap {
  if (!map) return false;
  return COLUMN_ROLES.some((role) => map[role]?.trim()) || !!map.positive || !!map.balanceTiming;
}

/** A remembered mapping as stored, or null if it no longer fits the mapping's shape. */
function rememberedMapping(saved: unknown): HeaderMap | null {
  const parsed = HeaderMapBody.safeParse(saved);
  return parsed.success && isMapping(parsed.data) ? parsed.data : null;
}

/**
 * Parses a statement with core/csv. For a signed-in user, the mapping they last applied to the same header layout
 * is used in place of detection (it corrected a failed or a wrong guess) as long as it still reads the file, and a
 * mapping they apply now is remembered for that layout.
 */
export async function parseStatement(
  db: Db,
  userId: string | null,
  fileContent: string,
  headerMap: HeaderMap | null | undefined,
): Promise<ParseResponse> {
  checkSize(fileContent);
  const mapped = isMapping(headerMap);
  // Looked up from the file's first lines, so a remembered mapping costs one read of the rows, not two.
  const layoutKey = userId ? layoutKeyOf(fileContent) : "";
  const remembered = layoutKey && !mapped ? rememberedMapping(await findSavedLayout(db, userId!, layoutKey)) : null;
  let result = remembered ? parseBankCsv(fileContent, { headerMap: remembered }) : null;
  const usedSavedLayout = !!result?.ok;
  if (!result?.ok) result = parseBankCsv(fileContent, mapped ? { headerMap } : undefined);
  if (layoutKey && mapped && result.ok) {
    await saveLayout(db, userId!, layoutKey, headerMap as Record<string, string>);
  }
  if (result.rows.length > MAX_IMPORT_ROWS) {
    throw new AppError(
      "too_large",
      `This file has ${result.rows.length.toLocaleString("en-GB")} rows; up to 200,000 rows can be imported at once.`,
    );
  }
  return {
    ok: result.ok,
    rows: result.rows.map((r) => ({
      date: r.date,
      description: r.description,
      amount: toPoundsNumber(r.amount),
      ...(r.balance === null ? {} : { balance: toPoundsNumber(r.balance) }),
    })),
    detectedHeaders: result.detectedHeaders,
    warnings: result.warnings,
    error: result.error,
    bank: result.bank,
    account: result.account,
    layoutKey: result.layoutKey,
    mapping: result.mapping,
    detectedMapping: result.detectedMapping,
    usedSavedLayout,
  };
}

/** The rows the page sent, as validation left them (exact pence, ISO dates). */
function toRows(body: SaveTransactionsBody): RowToInsert[] {
  // One literal a row, without a spread: 100,000 of them are built in a fraction of the time.
  return body.transactions.map((t) => ({
    date: t.date,
    description: t.description,
    amount: t.amount,
    balance: t.balance ?? null,
  }));
}

export interface SaveResult {
  /** The rows as written, each with its new id (listed in the answer by savedColumns). */
  rows: InsertedRow[];
  importBatchId: string;
  bankAccountId: string;
  importAudit: {
    rowsImported: number;
    duplicatesSkipped: number;
    duplicatesInRecycleBin: number;
    bankAccountId: string;
  };
}

/**
 * The save's answer, its rows as written each with its new id, given by column (platform/http/json-columns): with
 * every key of TransactionDto, in its order. A worker thread writes the 100,000 rows' JSON from these columns.
 */
export function savedColumns({ rows, importBatchId, bankAccountId }: SaveResult): JsonColumns {
  const byKey = {
    id: { texts: rows.map((r) => r.id) },
    date: { texts: rows.map((r) => r.date) },
    description: { texts: rows.map((r) => r.description) },
    amount: { texts: rows.map((r) => toDecimalString(r.amount)) },
    balance: { texts: rows.map((r) => (r.balance === null ? null : toDecimalString(r.balance))) },
    category: { same: null },
    notes: { same: null },
    categoryId: { same: null },
    categoryConfidence: { same: null },
    categoryReason: { same: null },
    categoryStage: { same: null },
    importBatchId: { same: importBatchId },
    bankAccountId: { same: bankAccountId },
    vatRate: { same: null },
  } satisfies Record<keyof TransactionDto, unknown>;
  return { count: rows.length, columns: Object.entries(byKey).map(([key, c]) => ({ key, ...c })) };
}

/**
 * Saves an upload all-or-nothing: the filing gate, the account, the duplicate check and the rows run in one
 * database transaction, so a failure anywhere stores nothing of the batch. The answer is known before the rows are
 * written: `answerReady` gets it then (the route starts encoding it meanwhile), and it counts only once this
 * resolves.
 */
export async function saveUpload(
  db: Db,
  scope: Scope,
  body: SaveTransactionsBody,
  answerReady: (answer: SaveResult) => void = () => {},
): Promise<SaveResult> {
  let rows = toRows(body);
  let collapsed = 0;
  if (body.removeDuplicates) {
    const r = removeDuplicates(rows);
    rows = r.rows;
    collapsed = r.removed;
  }
  return db.transaction(async (tx) => {
    await checkSaveAllowed(
      db,
      scope,
      rows.map((r) => r.date),
      tx as unknown as Db,
    );
    const bankAccountId = await resolveBankAccount(tx as unknown as Db, scope, body.bankAccount);
    const known = await knownDuplicateCounts(tx as unknown as Db, scope, bankAccountId, rows);
    const { kept, skipped, skippedInRecycleBin } = skipKnownDuplicates(rows, duplicateKey, known);
    // Rows already imported are skipped above; a new row dated in a closed period refuses the whole upload.
    await assertDatesOpen(
      tx as unknown as Db,
      scope,
      kept.map((r) => r.date),
    );
    const duplicatesSkipped = skipped + collapsed;
    const batchId = await insertBatch(tx as unknown as Db, scope, {
      bankAccountId,
      fileNames: body.fileName || "upload.csv",
      fileCount: body.fileCount,
      rowsImported: kept.length,
      duplicatesSkipped,
    });
    const inserted = withNewIds(kept);
    // The rows start on their way first: on a server, the answer is made while the server reads them.
    const writing = insertTransactions(tx as unknown as Db, scope, batchId, bankAccountId, inserted);
    let answer: SaveResult;
    try {
      answer = {
        rows: inserted,
        importBatchId: batchId,
        bankAccountId,
        importAudit: {
          rowsImported: kept.length,
          duplicatesSkipped,
          duplicatesInRecycleBin: skippedInRecycleBin,
          bankAccountId,
        },
      };
      answerReady(answer);
    } finally {
      // The COPY ends on this connection before the transaction does, even if the answer failed.
      await writing;
    }
    await raiseListVersion(tx, scope);
    return answer;
  });
}
