import { type PoundsJson, TAX_NON_MONEY_KEYS, toPoundsJson } from "../tax";
import type { BalanceSheet } from "./balance-sheet-types";
import type { Accounts } from "./build-accounts";
import type { MonthlyPoint } from "./monthly-series";
import type { ProfitAndLoss } from "./profit-and-loss";

/** Numeric fields of the accounts that are counts, not money (tax ones included for the nested computation). */
export const ACCOUNTS_NON_MONEY_KEYS: ReadonlySet<string> = new Set([
  ...TAX_NON_MONEY_KEYS,
  "transactionCount",
  "uncategorizedCount",
  "needsReviewCount",
  "monthsInUse",
  "lifeYears",
  "lifeMonths",
  "unregisteredRemainingMonths",
  "flatRateBasisPoints",
  "rateBasisPoints",
]);

export function profitAndLossToJson(pl: ProfitAndLoss): PoundsJson<ProfitAndLoss> {
  return toPoundsJson(pl, ACCOUNTS_NON_MONEY_KEYS);
}

export function balanceSheetToJson(bs: BalanceSheet): PoundsJson<BalanceSheet> {
  return toPoundsJson(bs, ACCOUNTS_NON_MONEY_KEYS);
}

export function monthlySeriesToJson(points: readonly MonthlyPoint[]): PoundsJson<MonthlyPoint[]> {
  return toPoundsJson([...points], ACCOUNTS_NON_MONEY_KEYS);
}

export type AccountsReport = Omit<Accounts, "ledger" | "postings">;

/** The accounts as JSON for the API: money as numbers of pounds with 2 decimals; the internal ledger left out. */
export function toReportJson(accounts: Accounts): PoundsJson<AccountsReport> {
  const { ledger: _ledger, postings: _postings, ...report } = accounts;
  return toPoundsJson(report, ACCOUNTS_NON_MONEY_KEYS);
}
