import { type Pence, parseMoney, sum } from "../../../core/money";
import type { OpeningCashEntry } from "../../api/bank-accounts";
import type { BankAccount } from "../../api/transactions";

/** Each account's opening cash as typed, by account id. */
export type OpeningCashValues = Record<string, string>;

export function valuesFromAccounts(accounts: readonly BankAccount[]): OpeningCashValues {
  return Object.fromEntries(accounts.map((a) => [a.id, a.openingCash ?? ""]));
}

export const OPENING_CASH_ERROR = "Enter pounds and pence, e.g. 1250.00 or -300.50.";

/** The entries to save, in pence (a blank field clears the account's figure), or the fields that are not money. */
export function openingCashEntries(
  accounts: readonly BankAccount[],
  values: OpeningCashValues,
): { entries: OpeningCashEntry[]; errors: Record<string, string> } {
  const entries: OpeningCashEntry[] = [];
  const errors: Record<string, string> = {};
  for (const a of accounts) {
    const raw = (values[a.id] ?? "").trim();
    if (raw === "") {
      entries.push({ id: a.id, openingCash: null });
      continue;
    }
    const p = parseMoney(raw);
    if (p === null) errors[a.id] = OPENING_CASH_ERROR;
    else entries.push({ id: a.id, openingCash: p });
  }
  return { entries, errors };
}

/** The total of the figures typed so far, or null when none is (the company's single figure then stands). */
export function typedTotal(values: OpeningCashValues): Pence | null {
  const amounts = Object.values(values)
    .map((v) => (v.trim() === "" ? null : parseMoney(v)))
    .filter((p): p is Pence => p !== null);
  return amounts.length === 0 ? null : sum(amounts);
}
