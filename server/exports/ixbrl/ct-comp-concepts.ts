import type { IsoDate } from "../../../core/dates";

/**
 * HMRC's Corporation Tax computational taxonomy (ct-comp), the one place its names live.
 *
 * Source: HMRC's "Corporation Tax: taxonomies accepted by HMRC" and the ct-comp 2024 release (CT2024 v1.0.0,
 * entry point below). The concept names are those of that release as public implementations tag them: open-ct600's
 * computations, validated with Arelle against the CT2024 package, and ixbrl-reporter's concept list, which HMRC has
 * accepted in filed returns (uk-accounting-rules §6, direct-filing.md "Computations").
 *
 * HMRC accepts ct-comp 2024 for periods ending on or before 31 March 2026 and has added ct-comp 2025 for later ones,
 * but has not published the 2025 files: periods ending after 31 March 2026 reference the 2025 entry point (and its
 * namespace) with the 2024 concept names, which the 2025 release is expected to keep. See README "Tax computations".
 */
export interface CtCompTaxonomy {
  year: 2024 | 2025;
  schemaRef: string;
  namespace: string;
}

const CT_COMP_2024: CtCompTaxonomy = {
  year: 2024,
  schemaRef: "http://www.hmrc.gov.uk/schemas/ct/comp/2024-01-01/ct-comp-2024.xsd",
  namespace: "http://www.hmrc.gov.uk/schemas/ct/comp/2024-01-01",
};

const CT_COMP_2025: CtCompTaxonomy = {
  year: 2025,
  schemaRef: "http://www.hmrc.gov.uk/schemas/ct/comp/2025-01-01/ct-comp-2025.xsd",
  namespace: "http://www.hmrc.gov.uk/schemas/ct/comp/2025-01-01",
};

/** The last period end HMRC takes ct-comp 2024 for. */
export const CT_COMP_2024_LAST_PERIOD_END = "2026-03-31";

/** The release for an accounting period, chosen by its end date. */
export function ctCompTaxonomyFor(periodEnd: IsoDate): CtCompTaxonomy {
  return periodEnd <= CT_COMP_2024_LAST_PERIOD_END ? CT_COMP_2024 : CT_COMP_2025;
}

/** Dimensions: every ct-comp fact carries BusinessTypeDimension (it has no default); a trade's facts its name too. */
export const CT_DIMENSIONS = {
  businessType: "ct-comp:BusinessTypeDimension",
  company: "ct-comp:Company",
  trade: "ct-comp:Trade",
  territory: "ct-comp:TerritoryDimension",
  uk: "ct-comp:UK",
  businessName: "ct-comp:BusinessNameDimension",
  businessNameDomain: "ct-comp:BusinessNameDomain",
} as const;

/** The mandatory facts: who, and which periods (instant facts at the end of the period covered). */
export const CT_ENTITY = {
  companyName: "ct-comp:CompanyName",
  taxReference: "ct-comp:TaxReference",
  periodOfAccountStart: "ct-comp:PeriodOfAccountStartDate",
  periodOfAccountEnd: "ct-comp:PeriodOfAccountEndDate",
  returnPeriodStart: "ct-comp:StartOfPeriodCoveredByReturn",
  returnPeriodEnd: "ct-comp:EndOfPeriodCoveredByReturn",
  softwareName: "ct-comp:NameOfProductionSoftware",
  softwareVersion: "ct-comp:VersionOfProductionSoftware",
} as const;

/** The trade's adjustment of profit (trade context). */
export const CT_TRADE = {
  description: "ct-comp:DescriptionOfTrade",
  profitPerAccounts: "ct-comp:ProfitLossPerAccounts",
  depreciation: "ct-comp:AdjustmentsDepreciation",
  entertaining: "ct-comp:AdjustmentsEntertaining",
  penaltiesAndFines: "ct-comp:AdjustmentsPenaltiesAndFines",
  otherAdditions: "ct-comp:AdjustmentsOtherAdditions",
  otherDeductions: "ct-comp:AdjustmentsOtherDeductions",
  nonTradingLoanRelationshipCredits: "ct-comp:AdjustmentsNon-tradingLoanRelationshipCreditsPerAccounts",
  capitalAllowances: "ct-comp:TotalCapitalAllowances",
  balancingCharges: "ct-comp:TotalBalancingCharges",
  adjustedProfit: "ct-comp:AdjustedProfitForThePeriod",
  adjustedLoss: "ct-comp:AdjustedLossOfPeriod",
} as const;

/** Plant and machinery, main pool (trade context; written-down values at the period's start and end). */
export const CT_CAPITAL_ALLOWANCES = {
  mainPoolWrittenDownValue: "ct-comp:MainPoolWrittenDownValue",
  mainPoolExpenditureQualifyingForAia: "ct-comp:MainPoolExpenditureQualifyingForAnnualInvestmentAllowance",
  mainPoolAia: "ct-comp:MainPoolAnnualInvestmentAllowance",
  mainPoolWritingDownAllowances: "ct-comp:MainPoolWritingDownAllowances",
  mainPoolTotalAllowances: "ct-comp:MainPoolTotalAllowances",
  specialRatePoolWrittenDownValue: "ct-comp:SpecialRatePoolWrittenDownValue",
  specialRatePoolWritingDownAllowance: "ct-comp:SpecialRatePoolWritingDownAllowance",
  specialRatePoolTotalAllowances: "ct-comp:SpecialRatePoolTotalAllowances",
} as const;

/** The trading loss memorandum (trade context; balances at the period's start and end). */
export const CT_LOSSES = {
  balanceBroughtForwardCarriedForward: "ct-comp:BalanceOfLossesBroughtForwardCarriedForward",
  usedAgainstTradingProfits: "ct-comp:LossesUsedAgainstTradingProfits",
  usedAgainstTotalProfits: "ct-comp:LossesUsedAgainstTotalProfits",
} as const;

/** From the trade's profit to profits chargeable (company context): CT600 boxes 155–315. */
export const CT_PROFITS = {
  box155: "ct-comp:AdjustedTradingProfitOfThisPeriod",
  box160: "ct-comp:TradingLossesBroughtForwardSetAgainstTradingProfits",
  box165: "ct-comp:NetTradingProfits",
  box170: "ct-comp:ProfitsAndGainsFromNon-tradingLoanRelationships",
  box235: "ct-comp:ProfitsBeforeOtherDeductionsAndReliefs",
  box285: "ct-comp:TradingLossesBroughtForwardSetAgainstTotalProfits",
  box300: "ct-comp:ProfitsBeforeChargesAndGroupRelief",
  box315: "ct-comp:TotalProfitsChargeableToCorporationTax",
} as const;

/**
 * Tax by financial year (company context): boxes 330–345 and 380–395. Marginal relief (box 435) has no ct-comp
 * concept, so its row is shown untagged; box 440 (tagged) is the tax after it.
 */
export const CT_TAX = {
  financialYear: (n: 1 | 2) => `ct-comp:FinancialYear${n}CoveredByTheReturn`,
  profitAtFirstRate: (n: 1 | 2) => `ct-comp:FY${n}AmountOfProfitChargeableAtFirstRate`,
  firstRate: (n: 1 | 2) => `ct-comp:FY${n}FirstRateOfTax`,
  taxAtFirstRate: (n: 1 | 2) => `ct-comp:FY${n}TaxAtFirstRate`,
  box440: "ct-comp:CorporationTaxChargeable",
  box475: "ct-comp:NetCorporationTaxPayable",
  box480: "ct-comp:TaxPayableOnLoansToParticipators",
  box510: "ct-comp:TaxChargeable",
  box528: "ct-comp:TaxPayable",
} as const;

/** Concepts whose period type is instant: every other one tagged here is a duration. */
export const CT_INSTANT_CONCEPTS: ReadonlySet<string> = new Set([
  ...Object.values(CT_ENTITY),
  CT_LOSSES.balanceBroughtForwardCarriedForward,
  CT_CAPITAL_ALLOWANCES.mainPoolWrittenDownValue,
  CT_CAPITAL_ALLOWANCES.specialRatePoolWrittenDownValue,
]);
