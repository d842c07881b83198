import { fromPoundsNumber, parseMoney, toDecimalString } from "../../../../core/money";
import { formatPounds } from "../report-format";
import type { AccountCash } from "./cash-by-account-rows";

export const TYPED_BALANCE_ERROR = "Enter pounds and pence, e.g. 1169.50, or -250.00 when the account is overdrawn.";

/**
 * The saved accounts whose statements give no balance: the bank's balance at the period end can be typed for them.
 * Where a statement gives one it always wins, so none is offered.
 */
export function accountsToType(accounts: readonly AccountCash[]): (AccountCash & { bankAccountId: string })[] {
  return accounts.filter(
    (a): a is AccountCash & { bankAccountId: string } => a.bankAccountId !== null && a.statedBy !== "statements",
  );
}

/** The balance already typed, as the field shows it ("1169.50"); empty when none is. */
export function typedFieldValue(a: AccountCash): string {
  if (a.statedBy !== "director" || a.stated === null) return "";
  const p = fromPoundsNumber(a.stated);
  return p === null ? "" : toDecimalString(p);
}

/**
 * What a typed field saves: "" clears the balance, else the amount as the API takes it. A bank's way of writing it
 * ("£1,169.50", "250.00 DR") is read too; anything else is an error to show beside the field.
 */
export function typedBalanceToSave(raw: string): { value: string } | { error: string } {
  if (raw.trim() === "") return { value: "" };
  const p = parseMoney(raw);
  return p === null ? { error: TYPED_BALANCE_ERROR } : { value: toDecimalString(p) };
}

/** The check against a typed balance, in words; null when none is typed yet. */
export function typedCheckText(a: AccountCash): string | null {
  if (a.statedBy !== "director" || a.stated === null) return null;
  if (a.difference === null) return "Give its opening cash to check it against the balance you typed.";
  if (a.difference === 0) return `The cash agrees with the balance you typed, ${formatPounds(a.stated)}.`;
  return (
    `The balance you typed, ${formatPounds(a.stated)}, differs from the cash in the books ` +
    `(${formatPounds(a.closing ?? 0)}) by ${formatPounds(a.difference)}.`
  );
}
