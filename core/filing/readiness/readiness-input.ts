import type { VatTimeline } from "../../accounts";
import type { IsoDate } from "../../dates";
import type { Pence } from "../../money";
import type { Deadline, FiledOn } from "../deadlines";
import type { MicroEntityCheck } from "../micro-entity";

/**
 * Everything the readiness checks read, already counted and computed (the server gathers it; nothing here does I/O).
 * Money in pence.
 */
export interface ReadinessInput {
  /** Active transactions dated in the period with no category (or one not in the chart). */
  uncategorised: number;
  /** Categorised transactions in the period whose category is a guess not yet reviewed (low confidence). */
  needsReview: number;
  /** The person confirmed the period's dates (period answers). */
  periodConfirmed: boolean;
  company: {
    name: string;
    registrationNumber: string | null;
    directors: readonly string[];
    principalActivity: string | null;
    /**
     * The Unique Taxpayer Reference the Company Tax Return and its computations state (CT600 box 3); null or blank:
     * not given yet. Missing: not known to the caller, so not checked.
     */
    utr?: string | null;
    /** Null until the person says whether the company is registered for VAT. */
    vatRegistered: boolean | null;
  };
  opening: {
    /** Last year's balances were typed on the Company page, or came from a closed period. */
    known: boolean;
    /** The person confirmed a first year with nothing brought forward (period answers). */
    firstYear: boolean;
    /** The company was incorporated on or after the period's start: there is no last year to bring forward. */
    startsAtIncorporation?: boolean;
    /** Last year's net assets minus its capital and reserves; 0 when they balance. */
    difference: Pence;
    /**
     * The prior year as typed on the Company page, the accounts' comparatives: whether its profit and loss lines and
     * its average number of employees were entered beside its balances. Missing or null: no typed prior year (a
     * closed period hands its own figures on, or there is no last year).
     */
    typedPrior?: { profitAndLoss: boolean; averageEmployees: boolean } | null;
  };
  /** Net assets minus capital and reserves of this year's balance sheet (without any opening difference). */
  balanceSheetDifference: Pence;
  /** Each bank account's cash check; `difference` null when the bank states no balance. */
  bankAccounts: readonly {
    id: string | null;
    name: string;
    difference: Pence | null;
    /** Where the bank's balance came from: the statements, or the director typed it (period answers). */
    statedBy?: "statements" | "director" | null;
    /** The person's explanation of the difference (period answers), or null. */
    explanation: string | null;
  }[];
  /**
   * The period's Transfers lines added up (bank signs): what moved to (negative) or from (positive) accounts whose
   * statements are not in these books. 0 when every transfer has its other side here.
   */
  unmatchedTransfers: Pence;
  /** Null when there are no accounts yet. */
  microEntity: MicroEntityCheck | null;
  /** Line D of the period's profit and loss account (pay, employer's NI, pensions); missing: not known. */
  staffCosts?: Pence;
  dividends: { paid: Pence; available: Pence; excess: Pence };
  /**
   * Non-group dividends received, when the period of account is over 12 months and so two accounting periods (CTA
   * 2009 s10): the whole, the first accounting period's end, and how much was received by then (null: not given).
   * Missing or null: a period of 12 months or less.
   */
  dividendsReceived?: { total: Pence; firstPeriodEnd: IsoDate; receivedInFirstPeriod: Pence | null } | null;
  /**
   * The period's income by kind (sales, interest received, non-group dividends received, any other) and whether the
   * company is set as a close investment-holding company (CTA 2010 s34). Missing or null: not known.
   */
  income?: {
    turnover: Pence;
    interest: Pence;
    dividends: Pence;
    otherIncome: Pence;
    closeInvestmentHolding: boolean;
  } | null;
  /**
   * The s455 charge when the director's loan account is overdrawn at the period end; null when it is not. Of the
   * overdrawn balance, `chargedBefore` was lent in an earlier period (charged there), and `repaid` of this period's
   * loans was repaid after the end by `reliefDeadline`, nine months on (s458); missing: none.
   */
  s455: { overdrawn: Pence; tax: Pence; repaid?: Pence; chargedBefore?: Pence; reliefDeadline?: IsoDate } | null;
  /**
   * Last period's s455 charge, closed without repayments this period made within its nine months (s458): they would
   * relieve it on last period's CT600A. Null when there is none, or the close counted them all.
   */
  earlierS455?: { periodEnd: IsoDate; tax: Pence; repaidSince: Pence; deadline: IsoDate } | null;
  /**
   * Payments to HMRC against what was owed (uk-accounting-rules §10): the VAT account as it moved through the period
   * (`vatPaidBeyondOwed` reads it), and the corporation tax paid more than was owed at the start plus this period's
   * charge (0 when not).
   */
  hmrc: {
    vat: VatTimeline;
    corporationTaxOverpaid: Pence;
  };
  /** Null when the company paid no PAYE/NI in the period (no payroll). */
  payroll: {
    /** The last month's PAYE/NI, paid after the period end: what an accrual would be. */
    lastMonth: Pence;
    /** A year-end accrual to PAYE/NI is already entered. */
    accrued: boolean;
  } | null;
  /**
   * The period's deadlines counted from `today`, and the corporation tax it owes (pence), for the warning once one has
   * passed. Missing or null: no period yet.
   */
  lateness?: {
    today: IsoDate;
    accounts: Deadline;
    ct600: Deadline;
    corporationTaxPayments: readonly Deadline[];
    taxOwed: Pence;
    dormant: boolean;
    /** The accounts and returns known to be filed (core/filing/deadlines FiledOn); missing: none known. */
    filed?: FiledOn;
  } | null;
  /**
   * Equipment sales the books cannot explain in full (core/accounts/disposals): money in on a fixed-asset line the
   * register cannot tie to an asset, and register sales with proceeds no fixed-asset line banked. Missing or null:
   * none.
   */
  equipmentSales?: {
    unexplained: readonly { date: IsoDate; proceeds: Pence }[];
    unbanked: readonly { date: IsoDate; proceeds: Pence }[];
  } | null;
  /**
   * Vehicles bought in the period (Motor Vehicles lines) whose capital allowances rest on a guess: `kind` when the
   * fixed asset register was never told what it is (taken as a car), `co2` for a car with no CO2 given (taken as above
   * 50 g/km). `cost` is what was paid. Missing or null: none.
   */
  vehicles?: readonly { date: IsoDate; description: string; cost: Pence; guess: "kind" | "co2" }[] | null;
  notes: {
    guaranteesAnswered: boolean;
    offBalanceSheetAnswered: boolean;
    /** The director's loan terms are only asked when there were advances to directors (CA 2006 s413). */
    directorAdvances: boolean;
    directorLoanTermsAnswered: boolean;
  };
}
