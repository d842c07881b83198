import { useMemo } from "react";
import type { PreviewRow, SaveFileBody } from "../../api/import";
import { type BankAccount, useBankAccounts } from "../../api/transactions";
import {
  type AccountOption,
  accountBody,
  accountOptions,
  chosenValue,
  DEFAULT_ACCOUNT_NAME,
  detectedAccountName,
  detectedOf,
  fileChosenValue,
  NEW_ACCOUNT,
  namesSeveralAccounts,
  savedMatch,
} from "./account-choice";
import { type AccountLine, accountLines } from "./account-lines";
import { accountKey, type FileAccount, type MergedUpload } from "./merge-files";
import type { UploadState } from "./upload-reducer";

/** One file's account when the files name several. */
export interface FileChoice {
  name: string;
  value: string;
  newName: string;
  /** The detected account saving creates for this file, named after its bank: renamable at once. */
  rename: { key: string; name: string } | null;
}

function labelOf(options: readonly AccountOption[], value: string, newName: string): string {
  if (value === NEW_ACCOUNT) return newName.trim() || DEFAULT_ACCOUNT_NAME;
  return options.find((o) => o.value === value)?.label ?? DEFAULT_ACCOUNT_NAME;
}

/**
 * A detected account that saving would create: named after the bank (or as the file names it) unless the person
 * typed another name, which they can do at once. Null when a saved account matches (its name stays as it is).
 */
function renameOf(
  detected: FileAccount | undefined,
  saved: readonly BankAccount[],
  typed: Record<string, string>,
): { key: string; name: string } | null {
  if (!detected || savedMatch(detected, saved)) return null;
  const key = accountKey(detected.bank, detected.account);
  return { key, name: typed[key] ?? detectedAccountName(detected) ?? DEFAULT_ACCOUNT_NAME };
}

/**
 * The account choices for this upload: one for the whole upload when its files are one account's, else one per file
 * (each starting at the account the file names); the save's body for them; and the preview's line per account.
 */
export function useAccountChoice(
  merged: MergedUpload,
  fileRows: readonly PreviewRow[][],
  state: Pick<UploadState, "accountValue" | "newAccountName" | "fileAccountValues" | "fileNewNames" | "detectedNames">,
) {
  const { data: saved = [] } = useBankAccounts();
  return useMemo(() => {
    const fromFiles = merged.accounts;
    const options = accountOptions(fromFiles, saved);
    const value = chosenValue(options, state.accountValue);
    const rename = renameOf(detectedOf(value, fromFiles), saved, state.detectedNames);
    const body = accountBody(value, fromFiles, state.newAccountName, rename?.name);
    const perFile = namesSeveralAccounts(merged.files);
    const files: FileChoice[] = merged.files.map((f) => {
      const fileValue = fileChosenValue(f, fromFiles, options, state.fileAccountValues[f.name]);
      return {
        name: f.name,
        value: fileValue,
        newName: state.fileNewNames[f.name] ?? DEFAULT_ACCOUNT_NAME,
        rename: renameOf(detectedOf(fileValue, fromFiles), saved, state.detectedNames),
      };
    });
    const fileBodies: SaveFileBody[] | undefined = perFile
      ? files.map((f, i) => ({
          fileName: f.name,
          rows: fileRows[i]?.length ?? 0,
          bankAccount: accountBody(f.value, fromFiles, f.newName, f.rename?.name),
        }))
      : undefined;
    const lines: AccountLine[] = accountLines(
      merged.files.map((_, i) => {
        const choice = perFile ? files[i]! : { value, newName: state.newAccountName };
        const label = labelOf(options, choice.value, choice.newName);
        return { key: choice.value === NEW_ACCOUNT ? `new:${label.toLowerCase()}` : choice.value, label };
      }),
      fileRows,
    );
    return { options, value, body, perFile, files, fileBodies, lines, rename };
  }, [merged, fileRows, saved, state]);
}

export type AccountChoice = ReturnType<typeof useAccountChoice>;
