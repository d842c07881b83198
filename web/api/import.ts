import type { AccountImportAudit, ParseResponse } from "../../core/contracts";
import type { HeaderMap } from "../../core/csv";
import { fromPoundsNumber, type Pence, toDecimalString } from "../../core/money";
import { apiJson } from "./request";

/**
 * The upload's two calls (spec part 1 §7). Money crosses the wire here and only here: the parse answer's pounds
 * (JSON numbers, as the spec fixes them) become exact pence on arrival, and pence become the save's decimal strings
 * as the body is made, so the upload page works in pence throughout.
 */

/** A previewed row in exact pence. */
export interface PreviewRow {
  date: string;
  description: string;
  amount: Pence;
  balance: Pence | null;
}

/** The parse answer with its rows in pence; a row whose amount could not be read is counted, not kept. */
export type ParsedStatement = Omit<ParseResponse, "rows"> & { rows: PreviewRow[]; unreadableRows: number };

/** The parse answer's rows in pence, each pounds number read through its decimal text (never multiplied). */
export function rowsInPence(rows: ParseResponse["rows"]): { rows: PreviewRow[]; unreadable: number } {
  const out: PreviewRow[] = [];
  let unreadable = 0;
  for (const r of rows) {
    const amount = fromPoundsNumber(r.amount);
    const balance = r.balance === undefined || r.balance === null ? null : fromPoundsNumber(r.balance);
    if (amount === null) {
      unreadable += 1;
      continue;
    }
    out.push({ date: r.date, description: r.description, amount, balance });
  }
  return { rows: out, unreadable };
}

/** `POST /api/csv/parse {fileContent, headerMap?}`. */
export async function parseStatement(fileContent: string, headerMap?: HeaderMap): Promise<ParsedStatement> {
  const res = await apiJson<ParseResponse>(
    "POST",
    "/api/csv/parse",
    headerMap ? { fileContent, headerMap } : { fileContent },
  );
  const { rows, unreadable } = rowsInPence(res.rows ?? []);
  return { ...res, rows, unreadableRows: unreadable };
}

/** The account an upload is saved to, as the save's `bankAccount` field takes it. */
export type BankAccountBody =
  | { id: string }
  | { name?: string; sortCode?: string; accountNumber?: string; bank?: string };

/** One file of an upload with several accounts: the next `rows` of the upload's rows are its, saved to its account. */
export interface SaveFileBody {
  fileName: string;
  rows: number;
  bankAccount: BankAccountBody;
}

export interface SaveUploadInput {
  rows: readonly PreviewRow[];
  fileNames: readonly string[];
  removeDuplicates: boolean;
  bankAccount: BankAccountBody;
  /** Each file's account, when the files are not all one account's. */
  files?: readonly SaveFileBody[];
}

export interface ImportAudit {
  rowsImported: number;
  duplicatesSkipped: number;
  duplicatesInRecycleBin: number;
  bankAccountId: string;
  bankAccounts?: AccountImportAudit[];
  transfersFound?: number;
}

export interface SaveUploadResult {
  importAudit: ImportAudit;
}

/** The body of `POST /api/transactions` (spec §7): amounts as exact decimal strings, category and notes null. */
export function saveBody(input: SaveUploadInput) {
  return {
    transactions: input.rows.map((r) => ({
      date: r.date,
      description: r.description,
      amount: toDecimalString(r.amount),
      balance: r.balance === null ? null : toDecimalString(r.balance),
      category: null,
      notes: null,
    })),
    fileName: input.fileNames.join(", "),
    fileCount: input.fileNames.length,
    removeDuplicates: input.removeDuplicates,
    bankAccount: input.bankAccount,
    ...(input.files ? { files: input.files } : {}),
  };
}

/** `POST /api/transactions` with the upload; failures throw "<status>: <body>" (readSaveFailure reads them). */
export function saveUpload(input: SaveUploadInput): Promise<SaveUploadResult> {
  return apiJson<SaveUploadResult>("POST", "/api/transactions", saveBody(input));
}
