import { MICRO_PROFIT_AND_LOSS_LABELS, type OpeningBalanceField } from "../accounts";
import type { VatStagger } from "../vat";
import type { CompanyBody, PriorProfitAndLossBody } from "./company";

/**
 * What the Company page calls each field of PUT /api/company, so the page and the API's validation messages name a
 * field the same way. A label the page writes with the period's dates (the dividends received by the first
 * accounting period's end) is given here in words. Every field of `CompanyBody` has one.
 */
export const COMPANY_FIELD_LABELS = {
  name: "Company name",
  registrationNumber: "Registration number",
  utr: "UTR (Unique Taxpayer Reference)",
  vatNumber: "VAT registration number",
  payeReference: "PAYE reference",
  incorporationDate: "Incorporation date",
  periodStart: "Period start",
  periodEnd: "Period end",
  averageEmployees: "Average number of employees",
  associatedCompanies: "Associated companies",
  closeInvestmentHolding: "Close investment-holding company",
  nonGroupDividendsReceived: "Non-group dividends received (£)",
  nonGroupDividendsReceivedFirstPeriod: "Non-group dividends received by the end of the first accounting period (£)",
  sharesIssuedNotPaid: "Shares issued this period and not paid for (£)",
  directors: "Directors",
  openingBalances: "Opening balances",
  equipmentLifeYears: "Equipment life (years)",
  vatRegistered: "VAT registered",
  vatScheme: "VAT scheme",
  vatFlatRatePercent: "Flat-rate percentage (%)",
  vatRegisteredFrom: "Registered for VAT from",
  vatStagger: "VAT quarters end in",
  principalActivity: "Principal activity",
  openingItems: "Opening items",
  priorProfitAndLoss: "Last year's profit and loss",
  priorAverageEmployees: "Last year's average number of employees",
  tradingLossesBroughtForward: "Trading losses brought forward (£), periods ending on or after 1 April 2017",
  tradingLossesBroughtForwardBefore2017: "Trading losses brought forward (£), periods ending before 1 April 2017",
  tradingLossesClaim: "Losses to claim this year (£)",
  capitalAllowancesMainPoolBroughtForward: "Main pool brought forward (£)",
  capitalAllowancesSpecialRatePoolBroughtForward: "Special rate pool brought forward (£)",
} as const satisfies Record<keyof CompanyBody, string>;

/** Each VAT stagger as the months its quarters end in, written out (the Company page's choice, the VAT card's note). */
export const VAT_STAGGER_LABELS = {
  "mar-jun-sep-dec": "March, June, September and December",
  "apr-jul-oct-jan": "April, July, October and January",
  "may-aug-nov-feb": "May, August, November and February",
} as const satisfies Record<VatStagger, string>;

/** The opening balances as the Company page names them (whole pounds; the page adds "(£)"); every field has one. */
export const OPENING_BALANCE_LABELS = {
  fixedAssets: "Fixed assets",
  stocks: "Stocks",
  debtors: "Debtors",
  cash: "Cash at bank and in hand",
  otherCurrentAssets: "Other current assets",
  creditorsWithinOneYear: "Creditors: due within one year",
  creditorsAfterOneYear: "Creditors: due after more than one year",
  provisions: "Provisions for liabilities",
  calledUpShareCapital: "Called up share capital",
  calledUpShareCapitalNotPaid: "Called up share capital not paid (part of share capital)",
  profitLossAccount: "Profit and loss account",
  directorsLoan: "Director's loan (part of creditors within one year)",
  vat: "VAT owed to HMRC at the start of the year",
  corporationTax: "Corporation tax owed for earlier years",
  payeNic: "PAYE and National Insurance owed",
  loans: "Loans (part of creditors within one year)",
} as const satisfies Record<OpeningBalanceField, string>;

/** Last year's profit and loss lines by their letters (SI 2008/409 Sch 1 Section C). */
export const PRIOR_PROFIT_AND_LOSS_LABELS: Record<keyof PriorProfitAndLossBody, string> = {
  turnover: MICRO_PROFIT_AND_LOSS_LABELS.turnover,
  otherIncome: MICRO_PROFIT_AND_LOSS_LABELS.otherIncome,
  costOfRawMaterialsAndConsumables: MICRO_PROFIT_AND_LOSS_LABELS.costOfRawMaterialsAndConsumables,
  staffCosts: MICRO_PROFIT_AND_LOSS_LABELS.staffCosts,
  depreciationAndOtherAmountsWrittenOff: MICRO_PROFIT_AND_LOSS_LABELS.depreciationAndOtherAmountsWrittenOff,
  otherCharges: MICRO_PROFIT_AND_LOSS_LABELS.otherCharges,
  tax: MICRO_PROFIT_AND_LOSS_LABELS.tax,
};

/** A field's name in a message, by its path's field segments: its label, and a nested field's under its group's. */
export interface FieldLabels {
  top: Readonly<Record<string, string>>;
  nested?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** PUT /api/company's field labels, nested ones under their group. */
export const COMPANY_LABELS: FieldLabels = {
  top: COMPANY_FIELD_LABELS,
  nested: { openingBalances: OPENING_BALANCE_LABELS, priorProfitAndLoss: PRIOR_PROFIT_AND_LOSS_LABELS },
};
