import type { BankAccountInput } from "../../../core/accounts";
import type { IsoDate, Period } from "../../../core/dates";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { type BankAccountRow, listBankAccounts } from "../import/bank-accounts.repo";
import { totalStatedBalance } from "./accounts.service";
import { lastStatedBalances, type StatedBalance } from "./reports.repo";

/** Each of the company's accounts with its own opening cash and its statements' last balance. */
export function bankAccountInputs(
  accounts: readonly BankAccountRow[],
  stated: readonly StatedBalance[],
): BankAccountInput[] {
  const byAccount = new Map(stated.map((s) => [s.bankAccountId, s.balance]));
  return accounts.map((a) => ({
    id: a.id,
    name: a.name,
    openingCash: a.openingCash,
    statedBalance: byAccount.get(a.id) ?? null,
  }));
}

/**
 * What the accounts read of the company's bank accounts at the period end: the total of the stated balances (the
 * cash check) and each account's figures (the check per account), from one read of the stated balances.
 */
export function bankAccountLoaders(db: Db, scope: Scope) {
  const read = new Map<IsoDate, Promise<StatedBalance[]>>();
  const stated = (end: IsoDate) => {
    let pending = read.get(end);
    if (!pending) {
      pending = lastStatedBalances(db, scope, end);
      read.set(end, pending);
    }
    return pending;
  };
  return {
    statedBankBalance: async (period: Period) => totalStatedBalance((await stated(period.end)).map((s) => s.balance)),
    bankAccounts: async (period: Period) =>
      bankAccountInputs(await listBankAccounts(db, scope), await stated(period.end)),
  };
}
