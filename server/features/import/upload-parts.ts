import type { BankAccountChoice, SaveTransactionsBody } from "../../../core/contracts";
import type { RowToInsert } from "./import.repo";

/** One file of an upload: its rows, in order, and the account it names. */
export interface UploadFile {
  fileName: string;
  rows: RowToInsert[];
  choice: BankAccountChoice;
}

/** One bank account's part of an upload: the rows of its files, file after file. */
export interface AccountPart {
  bankAccountId: string;
  fileNames: string[];
  rows: RowToInsert[];
}

/**
 * The upload's files: `files` split the rows in order (validation checked their counts add up); without them the
 * whole upload is one file of the body's `bankAccount` (the single-account form), its rows not copied.
 */
export function uploadFiles(body: SaveTransactionsBody, rows: RowToInsert[]): UploadFile[] {
  if (!body.files) return [{ fileName: body.fileName, rows, choice: body.bankAccount }];
  let at = 0;
  return body.files.map((f) => {
    const part = rows.slice(at, at + f.rows);
    at += f.rows;
    return { fileName: f.fileName, rows: part, choice: f.bankAccount ?? body.bankAccount };
  });
}

/** The files grouped by the account each was resolved to (`accountIds[i]` is file i's), accounts in first-seen order. */
export function partsByAccount(files: readonly UploadFile[], accountIds: readonly string[]): AccountPart[] {
  const parts = new Map<string, AccountPart>();
  files.forEach((file, i) => {
    const id = accountIds[i]!;
    const part = parts.get(id);
    if (!part) parts.set(id, { bankAccountId: id, fileNames: [file.fileName], rows: file.rows });
    else {
      part.fileNames.push(file.fileName);
      part.rows = part.rows.concat(file.rows);
    }
  });
  return [...parts.values()];
}
