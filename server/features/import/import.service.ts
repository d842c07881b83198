import { categoryName } from "../../../core/categories";
import {
  type AccountImportAudit,
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
import type { TransferFound } from "../../../core/transfers";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { AppError } from "../../platform/errors";
import type { JsonColumns } from "../../platform/http/json-columns";
import { raiseListVersion } from "../../platform/list-cache/list-version";
import { rememberPeriodOfSave } from "../filings/filings.service";
import { assertDatesOpen } from "../periods/period-guard";
import { TRANSFER_STAGE } from "../transfers/transfers.repo";
import { findUploadTransfers, saveTransfers } from "../transfers/transfers.service";
import { resolveBankAccounts } from "./bank-accounts.repo";
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
import { type AccountPart, partsByAccount, uploadFiles } from "./upload-parts";

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

/** One account's part of a saved upload: its batch, and how many of the answer's rows (in order) are its. */
export interface SavedPart {
  bankAccountId: string;
  importBatchId: string;
  count: number;
}

export interface SaveResult {
  /** The rows as written, each with its new id (listed in the answer by savedColumns), account after account. */
  rows: InsertedRow[];
  parts: SavedPart[];
  /** The rows found to be transfers between the company's accounts, by id (categorised once the rows are written). */
  transfers: ReadonlyMap<string, TransferFound>;
  importAudit: {
    rowsImported: number;
    duplicatesSkipped: number;
    duplicatesInRecycleBin: number;
    /** The first file's account (the whole upload's, with one account). */
    bankAccountId: string;
    bankAccounts: AccountImportAudit[];
    /** Lines of this upload and earlier ones now paired or named as transfers between the company's accounts. */
    transfersFound: number;
  };
}

/** A column that is the same for the rows of each part: one value when there is one part. */
function perPart(parts: readonly SavedPart[], pick: (p: SavedPart) => string) {
  if (parts.length === 1) return { same: pick(parts[0]!) };
  const texts: string[] = [];
  for (const p of parts) for (let i = 0; i < p.count; i++) texts.push(pick(p));
  return { texts };
}

/** A column of the transfer decisions: null for every row when there are none (the usual upload). */
function perTransfer(result: SaveResult, pick: (t: TransferFound) => string) {
  if (result.transfers.size === 0) return { same: null };
  return { texts: result.rows.map((r) => (result.transfers.has(r.id) ? pick(result.transfers.get(r.id)!) : null)) };
}

/**
 * The save's answer, its rows as written each with its new id (platform/http/json-columns): with every key of
 * TransactionDto, in its order. A worker thread writes the 100,000 rows' JSON from these columns.
 */
export function savedColumns(result: SaveResult): JsonColumns {
  const { rows, parts } = result;
  const transfersName = categoryName("transfers")!;
  const byKey = {
    id: { texts: rows.map((r) => r.id) },
    date: { texts: rows.map((r) => r.date) },
    description: { texts: rows.map((r) => r.description) },
    amount: { texts: rows.map((r) => toDecimalString(r.amount)) },
    balance: { texts: rows.map((r) => (r.balance === null ? null : toDecimalString(r.balance))) },
    category: perTransfer(result, () => transfersName),
    notes: { same: null },
    categoryId: perTransfer(result, () => "transfers"),
    categoryConfidence: perTransfer(result, (t) => t.confidence.toFixed(3)),
    categoryReason: perTransfer(result, (t) => t.reason),
    categoryStage: perTransfer(result, () => TRANSFER_STAGE),
    importBatchId: perPart(parts, (p) => p.importBatchId),
    bankAccountId: perPart(parts, (p) => p.bankAccountId),
    vatRate: { same: null },
    vatReason: { same: null },
  } satisfies Record<keyof TransactionDto, unknown>;
  return { count: rows.length, columns: Object.entries(byKey).map(([key, c]) => ({ key, ...c })) };
}

/** What one account's part keeps after the duplicate checks, and what it skipped. */
interface CheckedPart extends AccountPart {
  kept: InsertedRow[];
  skipped: number;
  inRecycleBin: number;
}

/**
 * Duplicates are looked for within the part's own account only: a row in two different accounts is two rows. The
 * upload's own repeats go when asked (`removeDuplicates`), then rows the account already holds.
 */
async function checkDuplicates(db: Db, scope: Scope, part: AccountPart, removeRepeats: boolean): Promise<CheckedPart> {
  let rows = part.rows;
  let collapsed = 0;
  if (removeRepeats) {
    const r = removeDuplicates(rows);
    rows = r.rows;
    collapsed = r.removed;
  }
  const known = await knownDuplicateCounts(db, scope, part.bankAccountId, rows);
  const { kept, skipped, skippedInRecycleBin } = skipKnownDuplicates(rows, duplicateKey, known);
  return { ...part, kept: withNewIds(kept), skipped: skipped + collapsed, inRecycleBin: skippedInRecycleBin };
}

/** The batch's file names: the body's own for a one-account upload, else the names of the part's files. */
function batchFiles(body: SaveTransactionsBody, part: AccountPart): { fileNames: string; fileCount: number } {
  if (!body.files) return { fileNames: body.fileName || "upload.csv", fileCount: body.fileCount };
  return { fileNames: part.fileNames.filter(Boolean).join(", ") || "upload.csv", fileCount: part.fileNames.length };
}

/**
 * Saves an upload all-or-nothing: the filing gate, the accounts, the duplicate checks, the rows and the transfers
 * they make run in one database transaction, so a failure anywhere stores nothing of it. Each file goes to its own
 * account, and each account's rows form one import batch. The answer is known before the rows are written:
 * `answerReady` gets it then (the route starts encoding it meanwhile), and it counts only once this resolves.
 */
export async function saveUpload(
  db: Db,
  scope: Scope,
  body: SaveTransactionsBody,
  answerReady: (answer: SaveResult) => void = () => {},
): Promise<SaveResult> {
  const rows = toRows(body);
  const files = uploadFiles(body, rows);
  return db.transaction(async (tx) => {
    const q = tx as unknown as Db;
    await rememberPeriodOfSave(
      q,
      scope,
      rows.map((r) => r.date),
    );
    const { ids: accountIds, accounts } = await resolveBankAccounts(
      q,
      scope,
      files.map((f) => f.choice),
    );
    const checked: CheckedPart[] = [];
    for (const part of partsByAccount(files, accountIds)) {
      checked.push(await checkDuplicates(q, scope, part, body.removeDuplicates === true));
    }
    // Rows already imported are skipped above; a new row dated in a closed period refuses the whole upload.
    await assertDatesOpen(
      q,
      scope,
      checked.flatMap((p) => p.kept.map((r) => r.date)),
    );
    const transfers = await findUploadTransfers(
      q,
      scope,
      accounts,
      checked.map((p) => ({ accountId: p.bankAccountId, rows: p.kept })),
    );
    const names = new Map(accounts.map((a) => [a.id, a.name]));
    const parts: SavedPart[] = [];
    for (const part of checked) {
      const importBatchId = await insertBatch(q, scope, {
        bankAccountId: part.bankAccountId,
        ...batchFiles(body, part),
        rowsImported: part.kept.length,
        duplicatesSkipped: part.skipped,
      });
      parts.push({ bankAccountId: part.bankAccountId, importBatchId, count: part.kept.length });
    }
    // The rows start on their way first (account after account, on the one connection): on a server, the answer
    // is made while the server reads them.
    const writing = (async () => {
      for (const [i, part] of checked.entries()) {
        await insertTransactions(q, scope, parts[i]!.importBatchId, part.bankAccountId, part.kept);
      }
    })();
    let answer: SaveResult;
    try {
      answer = {
        rows: checked.length === 1 ? checked[0]!.kept : checked.flatMap((p) => p.kept),
        parts,
        transfers: new Map(transfers.map((t) => [t.id, t])),
        importAudit: {
          rowsImported: checked.reduce((n, p) => n + p.kept.length, 0),
          duplicatesSkipped: checked.reduce((n, p) => n + p.skipped, 0),
          duplicatesInRecycleBin: checked.reduce((n, p) => n + p.inRecycleBin, 0),
          bankAccountId: accountIds[0]!,
          bankAccounts: checked.map((p) => ({
            bankAccountId: p.bankAccountId,
            name: names.get(p.bankAccountId) ?? "",
            rowsImported: p.kept.length,
            duplicatesSkipped: p.skipped,
          })),
          transfersFound: transfers.length,
        },
      };
      answerReady(answer);
    } finally {
      // The COPY ends on this connection before the transaction does, even if the answer failed.
      await writing;
    }
    await saveTransfers(q, scope, transfers);
    await raiseListVersion(tx, scope);
    return answer;
  });
}
