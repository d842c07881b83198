import type { IsoDate, Period } from "../dates";
import type { Pence } from "../money";

/** What the corporation tax computation needs for one accounting period (`start` to `end`) of at most 12 months. */
export interface CorporationTaxInput extends Period {
  /** Profit before tax per the accounts (a loss is negative). */
  accountingProfit: Pence;
  /** Expenses in the accounts that are not allowable: client entertaining (CTA 2009 s1298), depreciation. */
  addBacks?: { entertainment?: Pence; depreciation?: Pence };
  /** Plant and machinery bought in the period; the annual investment allowance gives 100 % (CAA 2001 s51A). */
  capitalExpenditure?: Pence;
  /** Exempt distributions from non-group companies: they move the rate band, they are not taxed (CTA 2010 s18L). */
  exemptDistributions?: Pence;
  /** Associated companies, not counting this one (CTA 2010 s18E); box 326. */
  associatedCompanies?: number;
  /** A different count for one financial year of a straddling period (boxes 327/328). */
  associatedCompaniesByFinancialYear?: Readonly<Record<number, number>>;
  /** Turnover from the trade, for box 145. */
  turnover?: Pence;
}

/** How the tax of one financial year part was charged. */
export type TaxBand = "flat-rate" | "small-profits-rate" | "marginal-relief" | "main-rate" | "no-profits";

export interface FinancialYearTax {
  financialYear: number;
  startDate: IsoDate;
  endDate: IsoDate;
  days: number;
  /** Taxable total profits (N) apportioned to this part by days (CTA 2010 s1172). */
  profits: Pence;
  /** Augmented profits (A) apportioned by days. */
  augmentedProfits: Pence;
  associatedCompanies: number;
  /** This part's limits after dividing by associated companies and scaling by days; null for a flat-rate year. */
  lowerLimit: Pence | null;
  upperLimit: Pence | null;
  band: TaxBand;
  mainRatePercent: number;
  smallProfitsRatePercent: number | null;
  /** The rate the profits are charged at before marginal relief. */
  appliedRatePercent: number;
  taxBeforeRelief: Pence;
  marginalRelief: Pence;
  tax: Pence;
}

export interface Ct600Row {
  financialYear: number;
  /** Box numbers of this row: profit, rate, tax (e.g. 335, 340, 345). */
  profitBox: number;
  rateBox: number;
  taxBox: number;
  /** Whole pounds, rounded down. */
  profit: Pence;
  ratePercent: number;
  tax: Pence;
}

/** The CT600 (2026) boxes a simple trading micro company fills. Boxes 145–315 are whole pounds, rounded down. */
export interface Ct600Boxes {
  box145: Pence;
  box155: Pence;
  box160: Pence;
  box165: Pence;
  box235: Pence;
  box300: Pence;
  box315: Pence;
  box326: number | null;
  box327: number | null;
  box328: number | null;
  box329: boolean;
  box330: number;
  box380: number | null;
  rows: Ct600Row[];
  box430: Pence;
  box435: Pence;
  box440: Pence;
  box475: Pence;
  /** Trading losses arising in the period. */
  box780: Pence;
}

export interface CorporationTaxComputation {
  startDate: IsoDate;
  endDate: IsoDate;
  days: number;
  periodLength: "twelve-months" | "short";
  accountingProfit: Pence;
  addBacks: { entertainment: Pence; depreciation: Pence; total: Pence };
  capitalAllowances: Pence;
  /** Spending above the annual investment allowance (not claimed here; it would enter the main pool). */
  capitalExpenditureOverAllowance: Pence;
  /** Accounting profit + add-backs − capital allowances; negative for a trading loss. */
  taxableProfit: Pence;
  /** The loss to carry forward when taxable profit is negative; tax is then 0. */
  tradingLoss: Pence;
  exemptDistributions: Pence;
  augmentedProfits: Pence;
  associatedCompanies: number;
  financialYears: FinancialYearTax[];
  taxBeforeRelief: Pence;
  marginalRelief: Pence;
  tax: Pence;
  ct600: Ct600Boxes;
}
