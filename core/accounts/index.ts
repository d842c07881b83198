export type * from "./balance-sheet-types";
export { type Accounts, balanceSheetDifference, buildAccounts } from "./build-accounts";
export {
  DEFAULT_EQUIPMENT_LIFE_YEARS,
  type DepreciatedAsset,
  type DepreciationSchedule,
  depreciationSchedule,
} from "./depreciation";
export { type DrillDownKey, drillDown } from "./drill-down";
export type { Ledger } from "./ledger";
export { type MonthlyPoint, monthlySeries } from "./monthly-series";
export { normaliseOpeningBalances, OPENING_BALANCE_KEYS, openingDifference } from "./opening-balances";
export {
  defaultNeedsReview,
  MICRO_PROFIT_AND_LOSS_LABELS,
  type MicroProfitAndLoss,
  type ProfitAndLoss,
  type ProfitAndLossCategoryLine,
  type ProfitAndLossSection,
  REVIEW_CONFIDENCE,
} from "./profit-and-loss";
export {
  ACCOUNTS_NON_MONEY_KEYS,
  type AccountsReport,
  balanceSheetToJson,
  monthlySeriesToJson,
  profitAndLossToJson,
  toReportJson,
} from "./report-json";
export type * from "./types";
