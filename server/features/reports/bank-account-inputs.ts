import { type BankAccountInput, bankClosingBalance } from "../../../core/accounts";
import type { IsoDate, Period } from "../../../core/dates";
import { fromDecimalString, type Pence } from "../../../core/money";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { type BankAccountRow, listBankAccounts } from "../import/bank-accounts.repo";
import { findPeriodAnswers } from "../period-answers/period-answers.repo";
import { totalStatedBalance } from "./accounts.service";
import { lastStatedBalances, type StatedBalance } from "./reports.repo";

/** The bank's balances at the period end the director typed (period answers), in pence by bank account id. */
export type TypedBalances = ReadonlyMap<string, Pence>;

/** Each of the company's accounts with its own opening cash, its statements' last balance and any typed one. */
export function bankAccountInputs(
  accounts: readonly BankAccountRow[],
  stated: readonly StatedBalance[],
  typed: TypedBalances = new Map(),
): BankAccountInput[] {
  const byAccount = new Map(stated.map((s) => [s.bankAccountId, s.balance]));
  return accounts.map((a) => ({
    id: a.id,
    name: a.name,
    openingCash: a.openingCash,
    statedBalance: byAccount.get(a.id) ?? null,
    typedBalance: typed.get(a.id) ?? null,
  }));
}

/** Each statement's balance, or where it gives none the one typed for its account (core bankClosingBalance). */
export function closingBalances(stated: readonly StatedBalance[], typed: TypedBalances): (Pence | null)[] {
  return stated.map(
    (s) =>
      bankClosingBalance({
        statedBalance: s.balance,
        typedBalance: s.bankAccountId ? (typed.get(s.bankAccountId) ?? null) : null,
      }).stated,
  );
}

async function typedBalances(db: Db, scope: Scope, period: Period): Promise<TypedBalances> {
  const typed = (await findPeriodAnswers(db, scope, period))?.statedBalances ?? {};
  const out = new Map<string, Pence>();
  for (const [id, decimal] of Object.entries(typed)) {
    const p = fromDecimalString(decimal);
    if (p !== null) out.set(id, p);
  }
  return out;
}

/** One read per key (a period end, a period's dates) however many figures ask for it. */
function once<A, V>(keyOf: (arg: A) => string, load: (arg: A) => Promise<V>) {
  const read = new Map<string, Promise<V>>();
  return (arg: A): Promise<V> => {
    const key = keyOf(arg);
    let pending = read.get(key);
    if (!pending) {
      pending = load(arg);
      read.set(key, pending);
    }
    return pending;
  };
}

/**
 * What the accounts read of the company's bank accounts at the period end: the total of the stated balances (the
 * cash check) and each account's figures (the check per account), from one read of the stated balances and of the
 * balances the director typed for the period (where the statements give none).
 */
export function bankAccountLoaders(db: Db, scope: Scope) {
  const stated = once(
    (end: IsoDate) => end,
    (end) => lastStatedBalances(db, scope, end),
  );
  const typed = once(
    (p: Period) => `${p.start}/${p.end}`,
    (p) => typedBalances(db, scope, p),
  );
  return {
    statedBankBalance: async (period: Period) =>
      totalStatedBalance(closingBalances(await stated(period.end), await typed(period))),
    bankAccounts: async (period: Period) =>
      bankAccountInputs(await listBankAccounts(db, scope), await stated(period.end), await typed(period)),
  };
}
