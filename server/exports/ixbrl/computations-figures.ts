import type { IsoDate } from "../../../core/dates";
import { add, type Pence } from "../../../core/money";
import type { CorporationTaxComputation, Ct600Boxes } from "../../../core/tax";
import { CT_TRADE } from "./ct-comp-concepts";

/**
 * What the tax computations document shows, section by section, read from one accounting period's corporation tax
 * computation (core/tax). Each section's figures come from one function here, so a figure the computation learns
 * later (a loss memorandum, interest as a non-trading credit, capital allowance pools) is wired in one place.
 */
export interface ComputationsCompany {
  name: string;
  /** Companies House number: the context identifier, the same as the accounts' (HMRC: one identifier for both). */
  registrationNumber: string;
  /** The 10-digit Unique Taxpayer Reference. */
  utr: string;
  /** The trade's name (ct-comp:BusinessNameDimension and DescriptionOfTrade): the principal activity. */
  trade: string;
}

export interface ComputationsInput {
  company: ComputationsCompany;
  /** The period the accounts cover; longer than the return's when a period of account exceeds 12 months. */
  periodOfAccount: { start: IsoDate; end: IsoDate };
  /** The accounting period's computation: its dates are the period the return covers. */
  computation: CorporationTaxComputation;
}

/** One adjustment to the profit per accounts: an amount in pence, tagged with its concept. */
export interface Adjustment {
  label: string;
  concept: string;
  amount: Pence;
}

export interface TradingFigures {
  profitPerAccounts: Pence;
  addBacks: Adjustment[];
  deductions: Adjustment[];
  /** Allowable costs shown for the reader, neither added back nor tagged. */
  notes: string[];
  capitalAllowances: Pence;
  /** Profit per accounts + add-backs − deductions − capital allowances; negative for a trading loss. */
  adjusted: Pence;
}

export interface CapitalAllowanceFigures {
  /** Plant and machinery bought in the period that qualifies for the annual investment allowance. */
  expenditureQualifyingForAia: Pence;
  aia: Pence;
  /** Spending the allowances of this period do not cover. */
  notClaimed: Pence;
  total: Pence;
}

/** The trading loss memorandum (CTA 2010 Part 4): balances and uses, whole pounds. */
export interface LossFigures {
  broughtForward: Pence;
  usedAgainstTradingProfits: Pence;
  usedAgainstTotalProfits: Pence;
  arising: Pence;
  carriedForward: Pence;
}

/** Boxes 155–315, whole pounds; null leaves a row out. */
export interface ProfitFigures {
  box155: Pence;
  box160: Pence | null;
  box165: Pence;
  box170: Pence | null;
  box235: Pence;
  box285: Pence | null;
  box300: Pence;
  box315: Pence;
}

/** Boxes the computation gains as it learns losses and interest; absent on computations that do not have them. */
type LaterBoxes = Partial<Record<"box170" | "box285", Pence | null>>;
const laterBoxes = (b: Ct600Boxes): LaterBoxes => b as Ct600Boxes & LaterBoxes;

/** Profit per accounts → add-backs (depreciation, client entertaining: CTA 2009 s1298) → capital allowances. */
export function tradingFigures(c: CorporationTaxComputation): TradingFigures {
  const addBacks: Adjustment[] = [
    { label: "Add: depreciation", concept: CT_TRADE.depreciation, amount: c.addBacks.depreciation },
    {
      label: "Add: client entertaining (CTA 2009 s1298)",
      concept: CT_TRADE.entertaining,
      amount: c.addBacks.entertainment,
    },
  ];
  const notes =
    c.staffEntertainment > 0 ? ["Staff entertaining is allowable (CTA 2009 s1299(3)) and is not added back."] : [];
  return {
    profitPerAccounts: c.accountingProfit,
    addBacks,
    // Interest received joins here (CT_TRADE.nonTradingLoanRelationshipCredits, in pence) once the computation
    // takes it out of the trade into box 170 (CTA 2009 Part 5); today it is part of the trading profit.
    deductions: [],
    notes,
    capitalAllowances: c.capitalAllowances,
    adjusted: c.taxableProfit,
  };
}

/** The annual investment allowance on plant and machinery (CAA 2001 s51A); null when nothing was bought. */
export function capitalAllowanceFigures(c: CorporationTaxComputation): CapitalAllowanceFigures | null {
  const spend = add(c.capitalAllowances, c.capitalExpenditureOverAllowance);
  if (spend <= 0) return null;
  return {
    expenditureQualifyingForAia: spend,
    aia: c.capitalAllowances,
    notClaimed: c.capitalExpenditureOverAllowance,
    total: c.capitalAllowances,
  };
}

/**
 * The loss memorandum, when the computation knows the losses brought forward; null otherwise (a loss of this
 * period alone is shown in the trading computation as the adjusted loss).
 */
export function lossFigures(c: CorporationTaxComputation): LossFigures | null {
  const memo = (c as CorporationTaxComputation & { losses?: LossFigures | null }).losses;
  return memo ?? null;
}

/** Box 170: interest received as a non-trading loan relationship credit, once the computation separates it. */
export function interestFigures(c: CorporationTaxComputation): Pence | null {
  return laterBoxes(c.ct600).box170 ?? null;
}

export function profitFigures(c: CorporationTaxComputation): ProfitFigures {
  const b = c.ct600;
  return {
    box155: b.box155,
    box160: b.box160,
    box165: b.box165,
    box170: interestFigures(c),
    box235: b.box235,
    box285: laterBoxes(b).box285 ?? null,
    box300: b.box300,
    box315: b.box315,
  };
}
