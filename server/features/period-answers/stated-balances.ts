import { fromDecimalString, toDecimalString } from "../../../core/money";
import { mergeByAccount } from "./merge-by-account";

/**
 * The bank's balances at the period end as typed, merged by bank account: "" or null removes one, any other is kept
 * in the house's form ("1169.5" → "1169.50"). The accounts are checked as the company's before (assertOwnAccounts).
 */
export function mergeStatedBalances(
  old: Record<string, string>,
  patch: Record<string, string | null> | undefined,
): Record<string, string> {
  return mergeByAccount(old, patch, (typed) => {
    const pence = typed ? fromDecimalString(typed) : null;
    return pence === null ? null : toDecimalString(pence);
  });
}
