export {
  ADJUSTMENT_KINDS,
  type Adjustment,
  type AdjustmentDraft,
  type AdjustmentKind,
  carriesVatRate,
  categoryKindOf,
  isAdjustmentKind,
  KINDS_WITH_VAT,
  PREPAYMENTS_AND_ACCRUALS_NOTE,
  validateAdjustment,
} from "./adjustments";
export { purchaseVat } from "./asset-vat";
export * from "./balance-sheet-fields";
export type * from "./balance-sheet-types";
export {
  type BankAccountCash,
  type BankAccountInput,
  bankClosingBalance,
  cashByAccount,
  NO_ACCOUNT_NAME,
  type StatedBy,
} from "./bank-account-cash";
export { type Accounts, balanceSheetDifference, buildAccounts } from "./build-accounts";
export { capitalAssetsFor, defaultAssetKind, type FixedAssetDetails } from "./capital-assets";
export type { CategoryBreakdown } from "./category-breakdown";
export {
  type BalanceSheetFigures,
  balanceSheetFigures,
  balanceSheetFromOpening,
  buildComparatives,
  type Comparatives,
  type CurrentAssetsFigures,
  type PriorYearSource,
  type TypedProfitAndLoss,
  type YearFigures,
  yearFiguresFromAccounts,
  yearFiguresFromTyped,
} from "./comparatives";
export {
  type Addition,
  type BroughtForwardAsset,
  DEFAULT_EQUIPMENT_LIFE_YEARS,
  type DepreciatedAsset,
  type DepreciationSchedule,
  depreciationSchedule,
} from "./depreciation";
export type { DistributableProfits } from "./distributable-profits";
export { UNLAWFUL_DIVIDEND_REPAYMENT } from "./distributable-profits";
export { DRILL_DOWN_KEYS, type DrillDownKey, drillDown, isDrillableSheetLine } from "./drill-down";
export { explainLine, type LineExplanation, type VatFigure, vatFigureNotes } from "./explain-line";
export { type Ledger, targetTotal } from "./ledger";
export { type MonthlyPoint, monthlySeries } from "./monthly-series";
export { type NextPeriodOpening, nextPeriodOpening } from "./next-period-opening";
export {
  identifiedParts,
  normaliseOpeningBalances,
  openingBalancesFromWholePounds,
  openingDifference,
  openingPartsError,
} from "./opening-balances";
export {
  type CarriedLosses,
  NO_OPENING_ITEMS,
  type OpeningItem,
  type OpeningItems,
  type OpeningS455,
  openingItemFromGross,
  type RegisteredAsset,
  validateOpeningItem,
} from "./opening-items";
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
  comparativesToJson,
  monthlySeriesToJson,
  profitAndLossToJson,
  s455ToJson,
  toReportJson,
  vatQuartersToJson,
  vatSummaryToJson,
} from "./report-json";
export {
  type EarlierS455Relief,
  earlierS455Relief,
  S455_BED_AND_BREAKFASTING_NOTE,
  S455_RATE_BASIS_POINTS,
  S455_REPAYMENT_NOTE,
  type S455Charge,
} from "./s455";
export type * from "./types";
export { type VatQuarter, type VatQuartersInput, vatQuarters } from "./vat-quarters";
export type { VatSources, VatSummary } from "./vat-summary";
export { type DatedAmount, type VatTimeline, vatTimeline } from "./vat-timeline";
export { FLAT_RATE_CAPITAL_GOODS_THRESHOLD, type VatRules, vatRulesFor } from "./vat-treatment";
export type { LineEffect, YearEndEffect } from "./year-end-effects";
