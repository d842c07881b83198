import type { DetectedAccount } from "../../../core/csv";
import type { PreviewRow } from "../../api/import";
import type { FileParse } from "./upload-types";

export const NO_ROWS_ERROR = "No valid transactions found in any file";

export interface FileAccount {
  fileName: string;
  bank: string | null;
  /** Empty when only the layout names the bank (a Starling file carries no account number). */
  account: DetectedAccount;
}

/** A file that gave rows: its rows, the account it names, and the group its duplicates are looked for in. */
export interface MergedFile {
  name: string;
  rows: PreviewRow[];
  detected: FileAccount | null;
  /** The account it names (`accountKey`), or "" for the files that name none, which are taken as one account. */
  group: string;
}

export interface MergedUpload {
  rows: PreviewRow[];
  /** Prefixed with the file name when several files were chosen (spec §5). */
  warnings: string[];
  /** Files that could not be read while others could, prefixed the same way. */
  fileErrors: string[];
  /** The first file still waiting for a column mapping, or -1. */
  mappingIndex: number;
  /** Set when no rows came from any file and no mapping is pending. */
  error: string | null;
  /**
   * Bank accounts named in the files (sort code, account number, name, or only the bank's layout), one per distinct
   * account.
   */
  accounts: FileAccount[];
  /** The files that gave rows, in order: `rows` is their rows one file after another. */
  files: MergedFile[];
}

/** The same account in two files gives the same key; a file naming only its bank is that bank's one account. */
export function accountKey(bank: string | null, a: DetectedAccount): string {
  const digits = (s: string | undefined) => (s ?? "").replace(/\D/g, "");
  const key = `${digits(a.sortCode)}|${digits(a.accountNumber)}|${a.name ?? ""}`;
  return key === "||" ? `bank:${bank ?? ""}` : key;
}

/** What a parsed file says about its account: its numbers or name, else its bank's layout, else nothing. */
function detectedAccount(fileName: string, bank: string | null, account: DetectedAccount | null): FileAccount | null {
  if (account) return { fileName, bank, account };
  return bank ? { fileName, bank, account: {} } : null;
}

/** Merges every file's rows, in the order the files were chosen (each file's rows oldest first). */
export function mergeFiles(files: readonly FileParse[]): MergedUpload {
  const several = files.length > 1;
  const label = (name: string, text: string) => (several ? `${name}: ${text}` : text);
  const merged: MergedUpload = {
    rows: [],
    warnings: [],
    fileErrors: [],
    mappingIndex: -1,
    error: null,
    accounts: [],
    files: [],
  };
  const seenAccounts = new Set<string>();
  files.forEach((file, index) => {
    const { outcome } = file;
    if (outcome.kind === "error") {
      merged.fileErrors.push(label(file.name, outcome.error));
      return;
    }
    for (const w of outcome.warnings) merged.warnings.push(label(file.name, w));
    if (outcome.kind === "mapping") {
      if (merged.mappingIndex === -1) merged.mappingIndex = index;
      return;
    }
    for (const row of outcome.rows) merged.rows.push(row);
    const detected = detectedAccount(file.name, outcome.bank, outcome.account);
    const group = detected ? accountKey(detected.bank, detected.account) : "";
    if (detected && !seenAccounts.has(group)) {
      seenAccounts.add(group);
      merged.accounts.push(detected);
    }
    if (outcome.rows.length > 0) merged.files.push({ name: file.name, rows: outcome.rows, detected, group });
  });
  if (merged.rows.length === 0 && merged.mappingIndex === -1 && files.length > 0) {
    merged.error = merged.fileErrors.length > 0 ? merged.fileErrors.join("\n") : NO_ROWS_ERROR;
  }
  return merged;
}
