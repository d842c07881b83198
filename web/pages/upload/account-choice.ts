import type { BankAccountBody } from "../../api/import";
import type { BankAccount } from "../../api/transactions";
import { accountKey, type FileAccount, type MergedFile } from "./merge-files";

export const DEFAULT_ACCOUNT_NAME = "Main account";
export const NEW_ACCOUNT = "new";

export interface AccountOption {
  /** The select's value: "file:<n>", "saved:<id>" or "new". */
  value: string;
  label: string;
  group: "file" | "saved" | "new";
}

const lastFour = (s: string | undefined | null) => (s ?? "").replace(/\D/g, "").slice(-4);

function joinParts(parts: (string | null | undefined)[]): string {
  return parts.filter((p): p is string => Boolean(p?.trim())).join(" · ");
}

export function fileAccountLabel({ bank, account }: FileAccount): string {
  const ending = lastFour(account.accountNumber);
  const onlyBank = !account.name && !account.sortCode && !ending;
  const name = account.name ?? (onlyBank && bank ? `${bank} account` : bank);
  return joinParts([name, account.sortCode, ending && `account ending ${ending}`]) || "Account in file";
}

export function savedAccountLabel(a: BankAccount): string {
  const ending = lastFour(a.accountNumber);
  return joinParts([a.name, a.sortCode, ending && `ending ${ending}`]);
}

/** Accounts detected in the files first (the likeliest answer), then the user's saved ones, then a new one. */
export function accountOptions(fromFiles: readonly FileAccount[], saved: readonly BankAccount[]): AccountOption[] {
  return [
    ...fromFiles.map((a, i) => ({ value: `file:${i}`, label: fileAccountLabel(a), group: "file" as const })),
    ...saved.map((a) => ({ value: `saved:${a.id}`, label: savedAccountLabel(a), group: "saved" as const })),
    { value: NEW_ACCOUNT, label: "A new account", group: "new" },
  ];
}

/** The person's pick when it is still offered, else the first option. */
export function chosenValue(options: readonly AccountOption[], picked: string | null): string {
  if (picked !== null && options.some((o) => o.value === picked)) return picked;
  return options[0]?.value ?? NEW_ACCOUNT;
}

/** The name a new account made from a file's details gets: the file's own, else the detected bank's. */
export function detectedAccountName({ account, bank }: FileAccount): string | undefined {
  const ending = lastFour(account.accountNumber);
  const onlyBank = !account.name && !account.sortCode && !ending;
  return (
    account.name ??
    (bank && ending ? `${bank} account ending ${ending}` : bank && onlyBank ? `${bank} account` : undefined)
  );
}

/** The detected account a value picks ("file:<n>"), if it picks one. */
export function detectedOf(value: string, fromFiles: readonly FileAccount[]): FileAccount | undefined {
  return value.startsWith("file:") ? fromFiles[Number(value.slice("file:".length))] : undefined;
}

/**
 * The saved account the server would match a detected one to (server/features/import/bank-accounts.repo.ts: by sort
 * code and account number, else by name); undefined when saving creates a new account, whose name can then be chosen.
 */
export function savedMatch(detected: FileAccount, saved: readonly BankAccount[]): BankAccount | undefined {
  const digits = (s: string | null | undefined) => (s ?? "").replace(/\D/g, "");
  const number = digits(detected.account.accountNumber);
  if (number)
    return saved.find(
      (a) => digits(a.accountNumber) === number && digits(a.sortCode) === digits(detected.account.sortCode),
    );
  const name = detectedAccountName(detected)?.toLowerCase();
  return name ? saved.find((a) => a.name.toLowerCase() === name) : undefined;
}

/**
 * What the save sends. A detected account is sent by its numbers so the server finds the matching saved account
 * (or creates it) instead of a new one per upload; its name (the bank's, or the one the person typed over it) makes
 * a new account recognisable in lists.
 */
export function accountBody(
  value: string,
  fromFiles: readonly FileAccount[],
  newName: string,
  renamed?: string,
): BankAccountBody {
  if (value.startsWith("saved:")) return { id: value.slice("saved:".length) };
  const detected = detectedOf(value, fromFiles);
  if (detected) {
    const { account, bank } = detected;
    const name = renamed?.trim() || detectedAccountName(detected);
    return {
      // The server keeps names to 100 characters, and banks' names to 60.
      ...(name ? { name: name.slice(0, 100) } : {}),
      ...(account.sortCode ? { sortCode: account.sortCode } : {}),
      ...(account.accountNumber ? { accountNumber: account.accountNumber } : {}),
      ...(bank ? { bank: bank.slice(0, 60) } : {}),
    };
  }
  return { name: newName.trim() || DEFAULT_ACCOUNT_NAME };
}

/** The files name more than one account (a file naming none counts as one more): each file then has its own choice. */
export function namesSeveralAccounts(files: readonly MergedFile[]): boolean {
  return new Set(files.map((f) => f.group)).size > 1;
}

/** A file's own pick when still offered; else the account it names; else the upload's first option. */
export function fileChosenValue(
  file: MergedFile,
  fromFiles: readonly FileAccount[],
  options: readonly AccountOption[],
  picked: string | undefined,
): string {
  if (picked !== undefined && options.some((o) => o.value === picked)) return picked;
  const own = file.detected ? fromFiles.findIndex((a) => accountKey(a.bank, a.account) === file.group) : -1;
  return own >= 0 ? `file:${own}` : chosenValue(options, null);
}
