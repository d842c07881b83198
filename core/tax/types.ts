import type { IsoDate, Period } from "../dates";
import type { Pence } from "../money";
import type { CapitalAllowanceCt600Boxes, CapitalAllowancesComputation } from "./capital-allowances";
import type { LoanReliefRow } from "./loan-relief";
import type { LossesBroughtForward, LossMemorandum, ProfitBoxes } from "./losses";

/**
 * Loans to participators for the CT600A (CTA 2010 s455), in pence. Given by whoever knows the director's loan
 * account; `loansToParticipatorsByPeriod` derives it from bank lines.
 */
export interface LoansToParticipatorsInput {
  /** Loans made in this accounting period and still outstanding at its end (s455(1); CT600A A15). */
  outstanding: Pence;
  /** The part of them repaid after the end but within nine months, so relieved at once (s458; A30/A40). */
  repaidWithinNineMonths: Pence;
  /** Every loan to participators outstanding at the end, earlier periods' included (A75); default `outstanding`. */
  allOutstanding?: Pence;
  /** Of `outstanding` and `repaidWithinNineMonths`, the parts lent before 6 April 2022 (charged at 32.5 %). */
  lentBefore6April2022?: { outstanding: Pence; repaidWithinNineMonths: Pence };
  /** The participator (A10, A25, A50 rows); missing: "Director". */
  participatorName?: string;
  /** A5: some loan made in the period was repaid, released or written off before its end. */
  repaidBeforePeriodEnd?: boolean;
  /** A25 rows: `repaidWithinNineMonths` by date, repayments and write-offs apart. */
  withinNineMonths?: readonly LoanReliefRow[];
  /** Of `repaidWithinNineMonths`, the part written off or released (A35). */
  writtenOffWithinNineMonths?: Pence;
  /**
   * Part 3, A50 rows: the period's own loans (within A15) cleared more than nine months after its end, whose relief is
   * due now (s458(5)); never an earlier period's loan, whose relief is that period's (HMRC rule SA076.1: A70 ≤ A20).
   */
  laterRelief?: readonly LoanReliefRow[];
}

/** A CT600A row in whole pounds: A10 (name, amount) or A25/A50 (name, repaid, written off, date). */
export interface Ct600aLoanRow {
  name: string;
  amount: Pence;
}
export interface Ct600aReliefRow {
  name: string;
  repaid: Pence | null;
  writtenOff: Pence | null;
  date: IsoDate;
}

/** Part 2 (A25–A45) or part 3 (A50–A70) of the CT600A: dated rows, totals in whole pounds, relief in pence. */
export interface Ct600aReliefPart {
  rows: Ct600aReliefRow[];
  /** A30 / A55: total repaid. */
  totalRepaid: Pence | null;
  /** A35 / A60: total released or written off. */
  totalWrittenOff: Pence | null;
  /** A40 / A65: the two together. */
  total: Pence;
  /** A45 / A70: relief due, total × rate. */
  reliefDue: Pence;
}

/** What the corporation tax computation needs for one accounting period (`start` to `end`) of at most 12 months. */
export interface CorporationTaxInput extends Period {
  /** Profit before tax per the accounts (a loss is negative). */
  accountingProfit: Pence;
  /**
   * Expenses in the accounts that are not allowable: client entertaining (CTA 2009 s1298), depreciation, and the
   * expenses of a dormant company (`notOfATrade`: it carries on no trade, so they make no trading loss).
   */
  addBacks?: { entertainment?: Pence; depreciation?: Pence; notOfATrade?: Pence; lossOnDisposal?: Pence };
  /** Staff entertaining in the accounts: allowable (CTA 2009 s1299(3), Case B), so shown but not added back. */
  staffEntertainment?: Pence;
  /** Plant and machinery bought in the period; the annual investment allowance gives 100 % (CAA 2001 s51A). */
  capitalExpenditure?: Pence;
  /** The period's capital allowances worked out in full (core/tax/capital-allowances); replaces `capitalExpenditure`. */
  capitalAllowances?: CapitalAllowancesComputation;
  /** Exempt distributions from non-group companies: they move the rate band, they are not taxed (CTA 2010 s18L). */
  exemptDistributions?: Pence;
  /** The company's first accounting period: no earlier profits for a loss to be carried back against (s37(3)(b)). */
  noEarlierPeriod?: boolean;
  /** Associated companies, not counting this one (CTA 2010 s18E); box 326. */
  associatedCompanies?: number;
  /** A different count for one financial year of a straddling period (boxes 327/328). */
  associatedCompaniesByFinancialYear?: Readonly<Record<number, number>>;
  /** Turnover from the trade, for box 145. */
  turnover?: Pence;
  /** Loans to participators outstanding at the period end: fills the CT600A, box 95 and box 480 (s455). */
  loansToParticipators?: LoansToParticipatorsInput;
  /**
   * Bank interest received, within `accountingProfit`: a non-trading loan relationship credit (CTA 2009 Part 5), so
   * box 170, not the trade's box 155 (uk-accounting-rules §10).
   */
  interestReceived?: Pence;
  /** Trading losses brought forward from earlier periods (CTA 2010 Part 4), boxes 160 and 285. */
  lossesBroughtForward?: LossesBroughtForward;
  /**
   * A close investment-holding company (CTA 2010 s34): the main rate from FY2023 with no small profits rate or
   * marginal relief (s18N), so box 329 is not ticked.
   */
  closeInvestmentHolding?: boolean;
}

/** How the tax of one financial year part was charged. */
export type TaxBand = "flat-rate" | "small-profits-rate" | "marginal-relief" | "main-rate" | "no-profits";

export interface FinancialYearTax {
  financialYear: number;
  startDate: IsoDate;
  endDate: IsoDate;
  days: number;
  /**
   * Profits chargeable (box 315) apportioned to this part by days (CTA 2010 s1172) in whole pounds: the first part
   * rounded half up, the last the remainder (HMRC CT600 rules F032.4 and F900.1); box 335 or 385.
   */
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
  /** `profits` × the rate, exact to the penny because `profits` is whole pounds (box 345 or 395, rule F035). */
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
  /** Whole pounds. */
  profit: Pence;
  ratePercent: number;
  /** profit × rate (rule F035). */
  tax: Pence;
}

/**
 * The CT600A (2015) Version 3 supplement: loans to participators by close companies (CTA 2010 ss455–458). Boxes A15,
 * A30, A40 and A75 are whole pounds; A20, A45 and A80 pounds and pence.
 */
export interface Ct600aBoxes {
  /** A5 (HMRC's `BeforeEndPeriod`): true when some loan made in the period WAS repaid, released or written off
   * before the period ended. */
  a5: boolean;
  /** A10 rows: each participator and the loans made to them in the period, outstanding at its end. */
  a10: Ct600aLoanRow[];
  /** Loans made in the period and outstanding at its end. */
  a15: Pence;
  /** Tax chargeable on them, before relief: A15 × rate. */
  a20: Pence;
  /** Loans repaid after the end of the period but within nine months (s458). */
  a30: Pence | null;
  /** Total repaid, released or written off within nine months: A30 (releases are not known from bank lines). */
  a40: Pence | null;
  /** Relief due for them: A40 × rate. */
  a45: Pence | null;
  /** Part 2 in full: the A25 rows (name, amount, date) and A30–A45; null when nothing was cleared within nine months. */
  part2: Ct600aReliefPart | null;
  /** Part 3: the period's own loans cleared more than nine months after its end (A50–A70), relief now; A70 ≤ A20. */
  part3: Ct600aReliefPart | null;
  /** All loans to participators outstanding at the end of the period. */
  a75: Pence;
  /** Tax payable: A20 − A45 − A70, not below nil; box 480 of the CT600. */
  a80: Pence;
  /** 33.75 % for loans made on or after 6 April 2022 (s455(2)); 32.5 % before. */
  ratePercent: number;
}

/**
 * The CT600 (2026) Version 3 boxes a simple trading micro company fills. Boxes 145–315, 620, 690, 775 and 780 are
 * whole pounds (rounded down); tax boxes pounds and pence. `null` is a box left blank: the form wants nothing there
 * (a non-zero amount type, or a tick box that is only ever "yes").
 */
export interface Ct600Boxes extends CapitalAllowanceCt600Boxes, ProfitBoxes {
  /** CT600A attached (tick). */
  box95: true | null;
  box145: Pence;
  box326: number | null;
  box327: number | null;
  box328: number | null;
  /** Small profits rate or marginal relief claimed (tick). */
  box329: true | null;
  /** The financial year blocks, filled only when there are profits chargeable. */
  box330: number | null;
  box380: number | null;
  /** In box order: 335–345 (first financial year), then 385–395 (second). */
  rows: Ct600Row[];
  box430: Pence;
  box435: Pence | null;
  box440: Pence;
  box475: Pence;
  /** s455 tax (CT600A box A80). */
  box480: Pence | null;
  /** Tax chargeable: 475 + 480 (the other charges, 490–505, do not arise for a micro company). */
  box510: Pence;
  /** Self-assessment of tax payable before restitution tax and coronavirus support scheme overpayments: 510 − 515. */
  box525: Pence;
  /** Self-assessment of tax payable: 525 + 526 + 527 (rule F237). */
  box528: Pence;
  /** Tax already paid (and not already repaid) for the period, as the bank lines show it; null when none is. */
  box595: Pence | null;
  /** Tax outstanding: 528 less box 595. */
  box600: Pence;
  /** Exempt distributions received, when they feed augmented profits (a year with the small profits rate). */
  box620: Pence | null;
  /** Trading losses arising in the period. */
  box780: Pence | null;
  /** The CT600A supplement, when loans to participators were outstanding at the end of the period. */
  ct600a: Ct600aBoxes | null;
}

export interface CorporationTaxComputation {
  startDate: IsoDate;
  endDate: IsoDate;
  days: number;
  periodLength: "twelve-months" | "short";
  accountingProfit: Pence;
  /** `notOfATrade` only when there are any (a dormant company's Companies House fees, CA 2006 s1169(3)(b)). */
  /**
   * `lossOnDisposal`: the accounts' loss on selling fixed assets added back, a profit (negative) taken out: capital,
   * not trading (CTA 2009 s53); capital allowances take the disposal value instead (CAA 2001 s61). Present when not 0.
   */
  addBacks: { entertainment: Pence; depreciation: Pence; notOfATrade?: Pence; lossOnDisposal?: Pence; total: Pence };
  /** Staff entertaining: allowable (CTA 2009 s1299(3)), so not added back. */
  staffEntertainment: Pence;
  capitalAllowances: Pence;
  /** Balancing charges (CAA 2001 s55(2), s45U): added to trading profits. */
  balancingCharges: Pence;
  /** The capital allowances in full (each allowance, each pool's year); null when only spending was given. */
  capitalAllowancesDetail: CapitalAllowancesComputation | null;
  /** Spending above the annual investment allowance (not claimed here; it would enter the main pool). */
  capitalExpenditureOverAllowance: Pence;
  /**
   * Accounting profit + add-backs + balancing charges − capital allowances, in pence (interest received included);
   * negative for a loss.
   */
  taxableProfit: Pence;
  /** The trade's result: `taxableProfit` less the interest received; negative for a trading loss (box 780). */
  tradingProfit: Pence;
  /** Bank interest received (box 170 in whole pounds), within the accounting profit. */
  interestReceived: Pence;
  /** Losses brought forward, arising, used (boxes 160 and 285) and carried forward, whole pounds. */
  losses: LossMemorandum;
  /**
   * Box 315: box 155 (trading profits) less box 160 plus box 170 (interest) less box 285, each whole pounds; the
   * rates, limits and marginal relief apply to it.
   */
  chargeableProfits: Pence;
  /** The trade's loss when `tradingProfit` is negative, in pence (box 780 in whole pounds). */
  tradingLoss: Pence;
  /** Exempt distributions in whole pounds (box 620). */
  exemptDistributions: Pence;
  /** Box 315 + box 620 (CTA 2010 s18L). */
  augmentedProfits: Pence;
  associatedCompanies: number;
  /** Charged as a close investment-holding company (CTA 2010 s18N): the CT600's company type (box 4) is 2. */
  closeInvestmentHolding: boolean;
  financialYears: FinancialYearTax[];
  /** Box 430. */
  taxBeforeRelief: Pence;
  /** Box 435 (0 when there is none; the box is then blank). */
  marginalRelief: Pence;
  /** Corporation tax chargeable, box 440 (= 475): the year's tax charge; s455 tax is not part of it. */
  tax: Pence;
  ct600: Ct600Boxes;
}
