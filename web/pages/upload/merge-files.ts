import type { DetectedAccount } from "../../../core/csv";
import type { PreviewRow } from "../../api/import";
import type { FileParse } from "./upload-types";

export const NO_ROWS_ERROR = "No valid transactions found in any file";

export interface FileAccount {
  fileName: string;
  bank: string | null;
  account: DetectedAccount;
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
  /** Bank accounts named in the files (sort code, account number or name), one per distinct account. */
  accounts: FileAccount[];
}

function accountKey(a: DetectedAccount): string {
  const digits = (s: string | undefined) => (s ?? "").replace(/\D/g, "");
  return `${digits(a.sortCode)}|${digits(a.accountNumber)}|${a.name ?? ""}`;
}

/** Merges every file's rows, in the order the files were chosen (each file's rows oldest first). */
export function mergeFiles(files: readonly FileParse[]): MergedUpload {
  const several = files.length > 1;
  const label = (name: string, text: string) => (several ? `${name}: ${text}` : text);
  const merged: MergedUpload = { rows: [], warnings: [], fileErrors: [], mappingIndex: -1, error: null, accounts: [] };
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
    const account = outcome.account;
    if (account && !seenAccounts.has(accountKey(account))) {
      seenAccounts.add(accountKey(account));
      merged.accounts.push({ fileName: file.name, bank: outcome.bank, account });
    }
  });
  if (merged.rows.length === 0 && merged.mappingIndex === -1 && files.length > 0) {
    merged.error = merged.fileErrors.length > 0 ? merged.fileErrors.join("\n") : NO_ROWS_ERROR;
  }
  return merged;
}
