import { and, asc, eq } from "drizzle-orm";
import type { BankAccountChoice, BankAccountDto } from "../../../core/contracts";
import { type Pence, toDecimalString } from "../../../core/money";
import type { Db } from "../../db/client";
import { bankAccounts } from "../../db/schema";
import type { Scope } from "../../platform/auth/request-context";
import { AppError } from "../../platform/errors";

export const DEFAULT_ACCOUNT_NAME = "Main account";
export const ACCOUNT_NOT_FOUND = "That bank account does not exist.";

export interface BankAccountRow {
  id: string;
  name: string;
  sortCode: string | null;
  accountNumber: string | null;
  bank: string | null;
  openingCash: Pence | null;
}

export async function listBankAccounts(db: Db, scope: Scope): Promise<BankAccountRow[]> {
  return db
    .select({
      id: bankAccounts.id,
      name: bankAccounts.name,
      sortCode: bankAccounts.sortCode,
      accountNumber: bankAccounts.accountNumber,
      bank: bankAccounts.bank,
      openingCash: bankAccounts.openingCash,
    })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, scope.userId), eq(bankAccounts.companyId, scope.companyId)))
    .orderBy(asc(bankAccounts.createdAt));
}

export function bankAccountDto(a: BankAccountRow): BankAccountDto {
  return { ...a, openingCash: a.openingCash === null ? null : toDecimalString(a.openingCash) };
}

const digits = (s: string | null | undefined) => (s ?? "").replace(/\D/g, "");

/** The saved account a choice names, or null: by id (another user's is not found), by numbers, by name. */
function matching(accounts: readonly BankAccountRow[], choice: BankAccountChoice, name: string): BankAccountRow | null {
  if (choice?.id) {
    const byId = accounts.find((a) => a.id === choice.id);
    if (!byId) throw new AppError("not_found", ACCOUNT_NOT_FOUND);
    return byId;
  }
  const sortCode = digits(choice?.sortCode);
  const accountNumber = digits(choice?.accountNumber);
  const byNumber =
    accountNumber && accounts.find((a) => digits(a.accountNumber) === accountNumber && digits(a.sortCode) === sortCode);
  if (byNumber) return byNumber;
  return accounts.find((a) => a.name.toLowerCase() === name.toLowerCase()) ?? null;
}

function nameOf(choice: BankAccountChoice): string {
  const accountNumber = digits(choice?.accountNumber);
  return choice?.name?.trim() || (accountNumber ? `Account ending ${accountNumber.slice(-4)}` : DEFAULT_ACCOUNT_NAME);
}

/**
 * The accounts an upload's files belong to, one per choice: the one chosen by id; else the one with the file's sort
 * code and account number; else the one with the given name; else "Main account". Missing ones are created (once,
 * however many files name them); a found account learns its bank's name when it had none. Answers each choice's
 * account id and all the company's accounts as they now are.
 */
export async function resolveBankAccounts(
  db: Db,
  scope: Scope,
  choices: readonly BankAccountChoice[],
): Promise<{ ids: string[]; accounts: BankAccountRow[] }> {
  const accounts = await listBankAccounts(db, scope);
  const ids: string[] = [];
  for (const choice of choices) {
    const name = nameOf(choice);
    const found = matching(accounts, choice, name);
    if (found) {
      if (!found.bank && choice?.bank) {
        await db
          .update(bankAccounts)
          .set({ bank: choice.bank })
          .where(and(eq(bankAccounts.id, found.id), eq(bankAccounts.userId, scope.userId)));
        found.bank = choice.bank;
      }
      ids.push(found.id);
      continue;
    }
    const created: BankAccountRow = {
      id: "",
      name,
      sortCode: digits(choice?.sortCode) || null,
      accountNumber: digits(choice?.accountNumber) || null,
      bank: choice?.bank ?? null,
      openingCash: null,
    };
    const [row] = await db
      .insert(bankAccounts)
      .values({
        userId: scope.userId,
        companyId: scope.companyId,
        name: created.name,
        sortCode: created.sortCode,
        accountNumber: created.accountNumber,
        bank: created.bank,
      })
      .returning({ id: bankAccounts.id });
    created.id = row!.id;
    accounts.push(created);
    ids.push(created.id);
  }
  return { ids, accounts };
}

/**
 * Each listed account's opening cash (null clears it), in one database transaction: an id that is not one of the
 * company's accounts (another user's included) stores nothing and is not found.
 */
export async function setOpeningCash(
  db: Db,
  scope: Scope,
  entries: readonly { id: string; openingCash: Pence | null }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const q = tx as unknown as Db;
    const mine = new Set((await listBankAccounts(q, scope)).map((a) => a.id));
    if (entries.some((e) => !mine.has(e.id))) throw new AppError("not_found", ACCOUNT_NOT_FOUND);
    for (const e of entries) {
      await q
        .update(bankAccounts)
        .set({ openingCash: e.openingCash })
        .where(
          and(
            eq(bankAccounts.id, e.id),
            eq(bankAccounts.userId, scope.userId),
            eq(bankAccounts.companyId, scope.companyId),
          ),
        );
    }
  });
}
