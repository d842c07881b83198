import { fromDecimalString, toDecimalString } from "../../../core/money";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { AppError } from "../../platform/errors";
import { listBankAccounts } from "../import/bank-accounts.repo";
import { mergeByAccount } from "./merge-by-account";

export const STATED_BALANCE_ACCOUNT_NOT_FOUND =
  "statedBalances: that bank account does not exist. GET /api/bank-accounts lists the company's accounts.";

/**
 * The bank's balances at the period end as typed, merged by bank account: "" or null removes one, any other is kept
 * in the house's form ("1169.5" → "1169.50"). Every id must be one of this company's bank accounts: any other is
 * refused (404) and nothing is stored, so a balance is never kept against an account the company does not have.
 */
export async function mergeStatedBalances(
  db: Db,
  scope: Scope,
  old: Record<string, string>,
  patch: Record<string, string | null> | undefined,
): Promise<Record<string, string>> {
  const entries = Object.entries(patch ?? {});
  if (entries.length === 0) return old;
  const mine = new Set((await listBankAccounts(db, scope)).map((a) => a.id));
  if (entries.some(([id]) => !mine.has(id))) throw new AppError("not_found", STATED_BALANCE_ACCOUNT_NOT_FOUND);
  return mergeByAccount(old, patch, (typed) => {
    const pence = typed ? fromDecimalString(typed) : null;
    return pence === null ? null : toDecimalString(pence);
  });
}
