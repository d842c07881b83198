import type { IsoDate } from "../../../core/dates";
import { add, type Pence, ZERO } from "../../../core/money";
import type { CorporationTaxComputation } from "../../../core/tax";
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
  if (c.balancingCharges > 0)
    addBacks.push({
      label: "Add: balancing charges (CAA 2001 s55)",
      concept: CT_TRADE.balancingCharges,
      amount: c.balancingCharges,
    });
  // Interest received is a non-trading loan relationship credit (CTA 2009 Part 5): out of the trade, into box 170.
  const deductions: Adjustment[] =
    c.interestReceived > 0
      ? [
          {
            label: "Less: interest received (non-trading, box 170)",
            concept: CT_TRADE.nonTradingLoanRelationshipCredits,
            amount: c.interestReceived,
          },
        ]
      : [];
  return {
    profitPerAccounts: c.accountingProfit,
    addBacks,
    deductions,
    notes,
    capitalAllowances: c.capitalAllowances,
    adjusted: c.tradingProfit,
  };
}

/** The annual investment allowance on plant and machinery (CAA 2001 s51A); null when nothing was bought. */
export function capitalAllowanceFigures(c: CorporationTaxComputation): CapitalAllowanceFigures | null {
  const detail = c.capitalAllowancesDetail;
  if (detail) {
    // The register's computation (core/tax/capital-allowances): the AIA beside the other allowances' total.
    const spend = add(
      add(detail.expenditure.firstYear, detail.expenditure.specialRateFirstYear),
      detail.expenditure.other,
    );
    if (spend <= 0 && c.capitalAllowances <= 0) return null;
    return {
      expenditureQualifyingForAia: spend,
      aia: detail.annualInvestmentAllowance,
      notClaimed: c.capitalExpenditureOverAllowance,
      total: c.capitalAllowances,
    };
  }
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
  const memo = c.losses;
  if (memo.broughtForward <= 0) return null;
  return {
    broughtForward: memo.broughtForward,
    usedAgainstTradingProfits: c.ct600.box160 ?? ZERO,
    usedAgainstTotalProfits: add(c.ct600.box285 ?? ZERO, c.ct600.box275 ?? ZERO),
    arising: memo.arising,
    carriedForward: memo.carriedForward,
  };
}

/** Box 170: interest received as a non-trading loan relationship credit (CTA 2009 Part 5). */
export function interestFigures(c: CorporationTaxComputation): Pence | null {
  return c.ct600.box170;
}

export function profitFigures(c: CorporationTaxComputation): ProfitFigures {
  const b = c.ct600;
  return {
    box155: b.box155,
    box160: b.box160,
    box165: b.box165,
    box170: interestFigures(c),
    box235: b.box235,
    box285: b.box285,
    box300: b.box300,
    box315: b.box315,
  };
}
