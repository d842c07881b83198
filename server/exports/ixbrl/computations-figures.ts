import type { IsoDate } from "../../../core/dates";
import { add, neg, type Pence, sum, ZERO } from "../../../core/money";
import type { CorporationTaxComputation, PoolMovement } from "../../../core/tax";
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

/** One pool's year as the computation shows it (CAA 2001 s55): pence, the rate in percent. */
export interface PoolFigures {
  broughtForward: Pence;
  additions: Pence;
  disposals: Pence;
  /** The writing-down allowance, the small pool write-off (s56A) or a balancing allowance (s65). */
  allowances: Pence;
  allowanceKind: PoolMovement["allowanceKind"];
  balancingCharge: Pence;
  /** The 50 % first-year allowance's other half, joining the special rate pool after its allowance (s58). */
  firstYearBalance: Pence;
  carriedForward: Pence;
  ratePercent: number;
  /** Every allowance on expenditure of this rate: ct-comp's MainPoolTotalAllowances or SpecialRatePoolTotalAllowances. */
  totalAllowances: Pence;
}

export interface CapitalAllowanceFigures {
  /** Plant and vans on which the annual investment allowance is claimed (CAA 2001 s51A; never a car, s38B). */
  expenditureQualifyingForAia: Pence;
  aia: Pence;
  /** Full expensing on new main-rate plant (s45S(1)(a)). */
  fullExpensing: Pence;
  /** The 50 % first-year allowance on new special rate plant (s45S(1)(b)). */
  specialRateFirstYear: Pence;
  /** The 100 % first-year allowance on new zero-emission cars (s45D). */
  zeroEmissionCars: Pence;
  /** Main rate: the AIA, full expensing, zero-emission cars and the main pool; null when nothing is in it. */
  mainPool: PoolFigures | null;
  /** Special rate: the 50 % allowance and the special rate pool (cars above 50 g/km, s104AA); null when empty. */
  specialRatePool: PoolFigures | null;
  /** Spending given no allowance at all (only without the register: plant beyond the AIA). */
  notRelieved: Pence;
  /** Every allowance of the period: the trade's TotalCapitalAllowances and the CT600's allowance boxes. */
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
  /** This period's trading loss set against its other profits on a claim (CTA 2010 s37(3)(a)); no ct-comp concept. */
  box275: Pence | null;
  box285: Pence | null;
  box300: Pence;
  box315: Pence;
}

/**
 * The other additions, one fact (one concept per context): a dormant company's Companies House fees, no trade so no
 * trading loss (CTA 2009 s2, s9); the accounts' loss on disposal of fixed assets, capital (CTA 2009 s53), capital
 * allowances taking the disposal value instead (CAA 2001 s61).
 */
function otherAdditions(c: CorporationTaxComputation): Adjustment | null {
  const dormant = c.addBacks.notOfATrade ?? ZERO;
  const loss = c.addBacks.lossOnDisposal && c.addBacks.lossOnDisposal > 0 ? c.addBacks.lossOnDisposal : ZERO;
  if (dormant === 0 && loss === 0) return null;
  const labels = [
    dormant > 0 ? "expenses of a dormant company, not of a trade" : null,
    loss > 0 ? "loss on disposal of fixed assets" : null,
  ].filter((l) => l !== null);
  return { label: `Add: ${labels.join("; ")}`, concept: CT_TRADE.otherAdditions, amount: add(dormant, loss) };
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
  const other = otherAdditions(c);
  if (other) addBacks.push(other);
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
  const onDisposal = c.addBacks.lossOnDisposal ?? ZERO;
  if (onDisposal < 0)
    deductions.push({
      label: "Less: profit on disposal of fixed assets",
      concept: CT_TRADE.otherDeductions,
      amount: neg(onDisposal),
    });
  return {
    profitPerAccounts: c.accountingProfit,
    addBacks,
    deductions,
    notes,
    capitalAllowances: c.capitalAllowances,
    adjusted: c.tradingProfit,
  };
}

const EMPTY_POOL: PoolMovement = {
  broughtForward: ZERO,
  additions: ZERO,
  disposals: ZERO,
  allowances: ZERO,
  balancingCharge: ZERO,
  firstYearBalance: ZERO,
  carriedForward: ZERO,
  ratePercent: 0,
  allowanceKind: "none",
};

/** A pool with the allowances of its rate beside it; null when nothing moved in it and nothing was allowed. */
function poolFigures(p: PoolMovement, otherAllowances: Pence): PoolFigures | null {
  const moved = [p.broughtForward, p.additions, p.disposals, p.allowances, p.balancingCharge, p.carriedForward];
  if (otherAllowances <= 0 && moved.every((v) => v === 0)) return null;
  const { broughtForward, additions, disposals, allowances, allowanceKind, balancingCharge } = p;
  return {
    broughtForward,
    additions,
    disposals,
    allowances,
    allowanceKind,
    balancingCharge,
    firstYearBalance: p.firstYearBalance,
    carriedForward: p.carriedForward,
    ratePercent: p.ratePercent,
    totalAllowances: add(otherAllowances, allowances),
  };
}

/**
 * The capital allowances of the period from the one core result the CT600 boxes are made from
 * (core/tax/capital-allowances, `capitalAllowancesDetail`), so the attachment and the return agree: the AIA on the
 * plant it covers (box 690), the first-year allowances (688, 693, 726), each pool's year (705, 695) and the total.
 * Main-rate allowances are the main pool's total, special-rate ones the special rate pool's; the two make the total.
 * Null when nothing was bought and no pool has anything in it.
 */
export function capitalAllowanceFigures(c: CorporationTaxComputation): CapitalAllowanceFigures | null {
  const d = c.capitalAllowancesDetail;
  if (!d) return aiaOnlyFigures(c);
  const aia = d.annualInvestmentAllowance;
  const mainRate = sum([aia, d.fullExpensing.allowances, d.zeroEmissionCars]);
  const mainPool = poolFigures(d.mainPool, mainRate);
  const specialRatePool = poolFigures(d.specialRatePool, d.specialRateFirstYear.allowances);
  if (!mainPool && !specialRatePool) return null;
  return {
    expenditureQualifyingForAia: aia,
    aia,
    fullExpensing: d.fullExpensing.allowances,
    specialRateFirstYear: d.specialRateFirstYear.allowances,
    zeroEmissionCars: d.zeroEmissionCars,
    mainPool,
    specialRatePool,
    notRelieved: ZERO,
    total: c.capitalAllowances,
  };
}

/** Without the register, spending is given the AIA alone, up to its limit (CAA 2001 s51A). */
function aiaOnlyFigures(c: CorporationTaxComputation): CapitalAllowanceFigures | null {
  const spend = add(c.capitalAllowances, c.capitalExpenditureOverAllowance);
  if (spend <= 0) return null;
  return {
    expenditureQualifyingForAia: spend,
    aia: c.capitalAllowances,
    fullExpensing: ZERO,
    specialRateFirstYear: ZERO,
    zeroEmissionCars: ZERO,
    mainPool: poolFigures(EMPTY_POOL, c.capitalAllowances),
    specialRatePool: null,
    notRelieved: c.capitalExpenditureOverAllowance,
    total: c.capitalAllowances,
  };
}

/**
 * The loss memorandum, when there are losses brought forward or a loss of this period: what a first year's loss
 * leaves to carry forward is part of the return's computations. Null when there is neither.
 */
export function lossFigures(c: CorporationTaxComputation): LossFigures | null {
  const memo = c.losses;
  if (memo.broughtForward <= 0 && memo.arising <= 0) return null;
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
    box275: b.box275,
    box285: b.box285,
    box300: b.box300,
    box315: b.box315,
  };
}
