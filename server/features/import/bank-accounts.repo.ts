import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bankAccounts } from "../../db/schema";
import type { Scope } from "../../platform/auth/request-context";
import { AppError } from "../../platform/errors";

export const DEFAULT_ACCOUNT_NAME = "Main account";

export interface AccountChoice {
  id?: string;
  name?: string;
  sortCode?: string;
  accountNumber?: string;
}

export async function listBankAccounts(db: Db, scope: Scope) {
  return db
    .select({
      id: bankAccounts.id,
      name: bankAccounts.name,
      sortCode: bankAccounts.sortCode,
      accountNumber: bankAccounts.accountNumber,
    })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, scope.userId), eq(bankAccounts.companyId, scope.companyId)))
    .orderBy(asc(bankAccounts.createdAt));
}

const digits = (s: string | undefined) => (s ?? "").replace(/\D/g, "");

/**
 * The account an upload belongs to: the one chosen by id; else the one with the file's sort code and account
 * number; else the one with the given name; else "Main account". Created when missing.
 */
export async function resolveBankAccount(db: Db, scope: Scope, choice: AccountChoice | undefined): Promise<string> {
  const accounts = await listBankAccounts(db, scope);
  if (choice?.id) {
    if (!accounts.some((a) => a.id === choice.id))
      throw new AppError("bad_request", "That bank account does not exist.");
    return choice.id;
  }
  const sortCode = digits(choice?.sortCode);
  const accountNumber = digits(choice?.accountNumber);
  if (accountNumber) {
    const match = accounts.find(
      (a) => digits(a.accountNumber ?? "") === accountNumber && digits(a.sortCode ?? "") === sortCode,
    );
    if (match) return match.id;
  }
  const name =
    choice?.name?.trim() || (accountNumber ? `Account ending ${accountNumber.slice(-4)}` : DEFAULT_ACCOUNT_NAME);
  const byName = accounts.find((a) => a.name.toLowerCase() === name.toLowerCase());
  if (byName) return byName.id;
  const [row] = await db
    .insert(bankAccounts)
    .values({
      userId: scope.userId,
      companyId: scope.companyId,
      name,
      sortCode: sortCode || null,
      accountNumber: accountNumber || null,
    })
    .returning({ id: bankAccounts.id });
  return row!.id;
}
