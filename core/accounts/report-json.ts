import { type PoundsJson, toPoundsJson } from "../money";
import { TAX_NON_MONEY_KEYS } from "../tax";
import type { BalanceSheet } from "./balance-sheet-types";
import type { Accounts } from "./build-accounts";
import type { Comparatives } from "./comparatives";
import type { MonthlyPoint } from "./monthly-series";
import type { ProfitAndLoss } from "./profit-and-loss";
import type { S455Charge } from "./s455";
import type { VatQuarter } from "./vat-quarters";
import type { VatSummary } from "./vat-summary";

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
  "averageEmployees",
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

/** GET /api/reports/vat's figures: money in pounds; the basis points and the ids behind each figure unchanged. */
export function vatSummaryToJson(vat: VatSummary): PoundsJson<VatSummary> {
  return toPoundsJson(vat, ACCOUNTS_NON_MONEY_KEYS);
}

/** GET /api/reports/vat's quarters: money in pounds; the dates as they are. */
export function vatQuartersToJson(quarters: readonly VatQuarter[]): PoundsJson<VatQuarter>[] {
  return toPoundsJson([...quarters], ACCOUNTS_NON_MONEY_KEYS);
}

/** The s455 figures for the corporation tax report and the CT600A supplement, in pounds. */
export function s455ToJson(s455: S455Charge | null): PoundsJson<S455Charge> | null {
  return s455 && toPoundsJson(s455, ACCOUNTS_NON_MONEY_KEYS);
}

/** The current and prior year's columns, in pounds; employees stay counts. */
export function comparativesToJson(c: Comparatives): PoundsJson<Comparatives> {
  return toPoundsJson(c, ACCOUNTS_NON_MONEY_KEYS);
}
