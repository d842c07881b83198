import type { IsoDate } from "../../dates";
import type { Pence } from "../../money";

/**
 * The CT600 boxes the XML return is written from, in pence (whole-pound boxes are multiples of 100). The workbook's
 * boxes (core/tax `Ct600Boxes`) map onto this record with `returnBoxesFromCt600`; boxes today's computation does not
 * fill yet (160, 170, 285, the capital allowance boxes 688–775, CT600A part 2 rows and part 3) are optional, and
 * `null` or absent leaves the box blank. Box numbers follow HMRC's CT600 guide; the element each goes to follows the
 * CT-2014 v1.994 schema.
 */
export interface Ct600ReturnBoxes {
  /** Making more than one return for this company now (a period of account over 12 months): a tick. */
  box50?: boolean;
  /** Turnover from the trade (whole pounds). */
  box145: Pence;
  /** Trading profits (whole pounds). */
  box155: Pence;
  /** Trading losses brought forward set against the trading profits (whole pounds). */
  box160?: Pence | null;
  /** Net trading profits: 155 − 160 (whole pounds). */
  box165: Pence;
  /** Profits from non-trading loan relationships, such as bank interest (whole pounds). */
  box170?: Pence | null;
  /** Profits before other deductions and reliefs (whole pounds). */
  box235: Pence;
  /** This period's trading loss set against its other profits, CTA 2010 s37(3)(a) (whole pounds). */
  box275?: Pence | null;
  /** Trading losses carried forward and claimed against total profits (whole pounds). */
  box285?: Pence | null;
  /** Profits before qualifying donations and group relief (whole pounds). */
  box300: Pence;
  /** Profits chargeable to Corporation Tax (whole pounds). */
  box315: Pence;
  box326?: number | null;
  box327?: number | null;
  box328?: number | null;
  /** Small profits rate or marginal relief claimed: a tick. */
  box329?: boolean;
  /** The financial year blocks (330–375 and 380–425), each with up to three rows; empty when nothing is chargeable. */
  financialYears: readonly FinancialYearBlock[];
  box430: Pence;
  /** Marginal relief. */
  box435?: Pence | null;
  box440: Pence;
  box475: Pence;
  /** Tax on loans to participators (CT600A A80). */
  box480?: Pence | null;
  /** Relief now for the period's own loans cleared more than nine months after its end (CT600A part 3, A70): a tick. */
  box485?: boolean;
  box510: Pence;
  box525: Pence;
  box528: Pence;
  /** Tax already paid for this period. */
  box595?: Pence | null;
  /** Tax outstanding: 528 − 595. */
  box600: Pence;
  /** Franked investment income / exempt distributions (whole pounds). */
  box620?: Pence | null;
  /** Capital allowances and balancing charges in the trading profits, and qualifying expenditure (whole pounds). */
  allowances?: CapitalAllowanceBoxes;
  /** Losses of trades carried on in the UK arising in the period (whole pounds). */
  box780?: Pence | null;
  /** The CT600A, when loans to participators are reported. */
  ct600a: Ct600aReturn | null;
}

export interface FinancialYearBlock {
  year: number;
  /** Profit (whole pounds), rate (percent, up to two decimals) and tax: boxes 335/340/345 and so on. */
  rows: readonly { profit: Pence; ratePercent: number; tax: Pence }[];
}

/** An allowance and a balancing charge in one category (the form's pairs of boxes, e.g. 705/710). */
export interface AllowanceAndCharge {
  allowances?: Pence | null;
  charges?: Pence | null;
}

/**
 * Boxes 688–730 (charges and allowances included in the trading profits) and 760–775 (qualifying expenditure), as
 * HMRC's guide places them.
 */
export interface CapitalAllowanceBoxes {
  /** 688/689: full expensing. */
  fullExpensing?: AllowanceAndCharge;
  /** 690: annual investment allowance. */
  box690?: Pence | null;
  /** 693/694: the 50 % special rate first-year allowance. */
  specialRateAllowance?: AllowanceAndCharge;
  /** 695/700: special rate pool. */
  specialRatePool?: AllowanceAndCharge;
  /** 705/710: main pool. */
  mainPool?: AllowanceAndCharge;
  /** 711: structures and buildings allowance. */
  box711?: Pence | null;
  /** 726/727: zero-emission cars. */
  zeroEmissionCars?: AllowanceAndCharge;
  /** 725/730: other allowances and charges. */
  others?: AllowanceAndCharge;
  /** 760: machinery and plant on which a first-year allowance is claimed. */
  box760?: Pence | null;
  /** 770: long-life assets and integral features. */
  box770?: Pence | null;
  /** 773: machinery and plant on which the special rate allowance is claimed. */
  box773?: Pence | null;
  /** 775: other machinery and plant. */
  box775?: Pence | null;
}

/** One participator's loan (A10), or a repayment, release or write-off with its date (A25, A50). */
export interface LoanRow {
  name: string;
  amount: Pence;
}
export interface ReliefRow {
  name: string;
  repaid?: Pence | null;
  releasedOrWrittenOff?: Pence | null;
  date: IsoDate;
}

/** CT600A: loans to participators by close companies (CTA 2010 ss455–458), amounts in pence as the form has them. */
export interface Ct600aReturn {
  /** A5: some loan made in the period was repaid, released or written off before the period ended. */
  a5: boolean;
  /** Part 1: A10 rows, A15 (whole pounds), A20. */
  part1: { loans: readonly LoanRow[]; a15: Pence; a20: Pence } | null;
  /** Part 2, relief for repayments within nine months: A25 rows, A30, A35, A40 (whole pounds), A45. */
  part2: ReliefPart | null;
  /** Part 3, relief now for the period's own loans cleared later: A50 rows, A55, A60, A65 (whole pounds), A70. */
  part3: ReliefPart | null;
  /** A75: all loans to participators outstanding at the end (whole pounds). */
  a75?: Pence | null;
  /** A80: tax payable, box 480 of the CT600. */
  a80: Pence;
}

export interface ReliefPart {
  rows: readonly ReliefRow[];
  totalRepaid?: Pence | null;
  totalReleasedOrWrittenOff?: Pence | null;
  totalLoans: Pence;
  reliefDue: Pence;
}
