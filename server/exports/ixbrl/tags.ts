import type { StatutoryBalanceSheetItems, StatutoryProfitAndLoss, TradingStatus } from "../../../core/filing/pack";

/**
 * The FRC 2026 taxonomy suite, FRS-102 entry point, which also covers FRS 105 micro-entities (uk-accounting-rules
 * §6: no separate FRS-105 entry point since the 2022 suite).
 */
export const SCHEMA_REF = "https://xbrl.frc.org.uk/FRS-102/2026-01-01/FRS-102-2026-01-01.xsd";

export const NAMESPACES = {
  xmlns: "http://www.w3.org/1999/xhtml",
  "xmlns:ix": "http://www.xbrl.org/2013/inlineXBRL",
  // Transformation Registry 4: ixt:num-dot-decimal and ixt:date-day-monthname-year-en.
  "xmlns:ixt": "http://www.xbrl.org/inlineXBRL/transformation/2020-02-12",
  "xmlns:xbrli": "http://www.xbrl.org/2003/instance",
  "xmlns:xbrldi": "http://xbrl.org/2006/xbrldi",
  "xmlns:link": "http://www.xbrl.org/2003/linkbase",
  "xmlns:xlink": "http://www.w3.org/1999/xlink",
  "xmlns:iso4217": "http://www.xbrl.org/2003/iso4217",
  "xmlns:core": "http://xbrl.frc.org.uk/fr/2026-01-01/core",
  "xmlns:bus": "http://xbrl.frc.org.uk/cd/2026-01-01/business",
  "xmlns:direp": "http://xbrl.frc.org.uk/reports/2026-01-01/direp",
  "xmlns:geo": "http://xbrl.frc.org.uk/cd/2026-01-01/countries",
} as const;

/** Context entity scheme: the identifier is the Companies House registration number. */
export const ENTITY_SCHEME = "http://www.companieshouse.gov.uk/";

export const NUMBER_FORMAT = "ixt:num-dot-decimal";
export const DATE_FORMAT = "ixt:date-day-monthname-year-en";

/** Which context a balance sheet fact sits in: the plain balance sheet date, or a dimension member of it. */
export type BalanceSheetMember = "plain" | "withinOneYear" | "afterOneYear" | "shareCapital" | "retainedEarnings";

/** Micro-entity balance sheet items A–K and capital and reserves (uk-accounting-rules §6, "Tags"). */
export const BALANCE_SHEET_TAGS: Record<
  keyof StatutoryBalanceSheetItems,
  { concept: string; member: BalanceSheetMember }
> = {
  calledUpShareCapitalNotPaid: {
    concept: "core:CalledUpShareCapitalNotPaidNotExpressedAsCurrentAsset",
    member: "plain",
  },
  fixedAssets: { concept: "core:FixedAssets", member: "plain" },
  currentAssets: { concept: "core:CurrentAssets", member: "plain" },
  prepaymentsAndAccruedIncome: {
    concept: "core:PrepaymentsAccruedIncomeNotExpressedWithinCurrentAssetSubtotal",
    member: "plain",
  },
  creditorsWithinOneYear: { concept: "core:Creditors", member: "withinOneYear" },
  netCurrentAssets: { concept: "core:NetCurrentAssetsLiabilities", member: "plain" },
  totalAssetsLessCurrentLiabilities: { concept: "core:TotalAssetsLessCurrentLiabilities", member: "plain" },
  creditorsAfterOneYear: { concept: "core:Creditors", member: "afterOneYear" },
  provisions: { concept: "core:ProvisionsForLiabilitiesBalanceSheetSubtotal", member: "plain" },
  // [U] open-ct600's choice; ixbrl-reporter uses core:AccruedLiabilitiesDeferredIncome.
  accrualsAndDeferredIncome: {
    concept: "core:AccruedLiabilitiesNotExpressedWithinCreditorsSubtotal",
    member: "plain",
  },
  netAssets: { concept: "core:NetAssetsLiabilities", member: "plain" },
  calledUpShareCapital: { concept: "core:Equity", member: "shareCapital" },
  profitAndLossAccount: { concept: "core:Equity", member: "retainedEarnings" },
  capitalAndReserves: { concept: "core:Equity", member: "plain" },
};

export const ENTITY = {
  name: "bus:EntityCurrentLegalOrRegisteredName",
  registrationNumber: "bus:UKCompaniesHouseRegisteredNumber",
  periodStart: "bus:StartDateForPeriodCoveredByReport",
  periodEnd: "bus:EndDateForPeriodCoveredByReport",
  balanceSheetDate: "bus:BalanceSheetDate",
  approvalDate: "core:DateAuthorisationFinancialStatementsForIssue",
  directorSigning: "core:DirectorSigningFinancialStatements",
  officerName: "bus:NameEntityOfficer",
  averageEmployees: "core:AverageNumberEmployeesDuringPeriod",
  principalActivity: "bus:DescriptionPrincipalActivities",
  dormant: "bus:EntityDormantTruefalse",
  tradingStatus: "bus:EntityTradingStatus",
  softwareName: "bus:NameProductionSoftware",
  softwareVersion: "bus:VersionProductionSoftware",
} as const;

/** Report flags: empty facts whose meaning is their dimension member (uk-accounting-rules §6, "Report flags"). */
export const REPORT_FLAGS = [
  {
    concept: "bus:AccountingStandardsApplied",
    dimension: "bus:AccountingStandardsDimension",
    member: "bus:Micro-entities",
  },
  {
    concept: "bus:AccountsStatusAuditedOrUnaudited",
    dimension: "bus:AccountsStatusDimension",
    member: "bus:AuditExempt-NoAccountantsReport",
  },
  { concept: "bus:LegalFormEntity", dimension: "bus:LegalFormEntityDimension", member: "bus:PrivateLimitedCompanyLtd" },
  {
    concept: "bus:ApplicableLegislation",
    dimension: "bus:ApplicableLegislationDimension",
    member: "bus:SmallCompaniesRegimeForAccounts",
  },
] as const;

/** The accounts type (bus:AccountsTypeDimension): the full accounts, or the Registrar's copy without the P&L. */
export const ACCOUNTS_TYPE = {
  concept: "bus:AccountsType",
  dimension: "bus:AccountsTypeDimension",
  full: "bus:FullAccounts",
  filleted: "bus:FilletedAccounts",
} as const;

/**
 * bus:EntityTradingStatus: trading is the dimension's default member (bus:EntityTradingDefault), which a context may
 * not name (XBRL Dimensions 1.0), so a trading company tags the fact in the plain period context.
 */
export const TRADING_STATUS_MEMBERS: Record<TradingStatus, string | null> = {
  trading: null,
  "never-traded": "bus:EntityHasNeverTraded",
  "no-longer-trading": "bus:EntityNoLongerTradingButTradedInPast",
};
export const TRADING_STATUS_DIMENSION = "bus:EntityTradingStatusDimension";

/** Micro-entity profit and loss A–H (uk-accounting-rules §6, "Tags"); every one a duration fact. */
export const PROFIT_AND_LOSS_TAGS: Record<keyof StatutoryProfitAndLoss, string> = {
  turnover: "core:TurnoverRevenue",
  otherIncome: "core:OtherOperatingIncomeFormat2",
  costOfRawMaterialsAndConsumables: "core:RawMaterialsConsumablesUsed",
  staffCosts: "core:StaffCostsEmployeeBenefitsExpense",
  depreciationAndOtherAmountsWrittenOff: "core:DepreciationAmortisationImpairmentExpense",
  otherCharges: "core:OtherOperatingExpensesFormat2",
  profitBeforeTax: "core:ProfitLossOnOrdinaryActivitiesBeforeTax",
  // A tax credit is tagged negative (sign="-").
  tax: "core:TaxTaxCreditOnProfitOrLossOnOrdinaryActivities",
  profitAfterTax: "core:ProfitLoss",
};
