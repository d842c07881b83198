import { type AccountingPeriodLength, accountingPeriodLength, daysInPeriod } from "../dates";
import { add, fromPounds, mulDiv, type Pence, pence, sub, sum, ZERO } from "../money";
import { buildCt600Boxes } from "./ct600-boxes";
import { apportionByDays, type ExactPartTax, exactPartTax } from "./financial-year-tax";
import { type FinancialYearPart, rulesForCompany, splitByFinancialYear } from "./financial-years";
import { type LossRelief, lossRelief } from "./losses";
import { rat, ratFromPence, ratSum, ratToPence } from "./rational";
import { roundPartsToTotal, splitWholePoundsByDays, wholePoundsDown } from "./rounding";
import type { CorporationTaxComputation, CorporationTaxInput, FinancialYearTax } from "./types";

/** Annual investment allowance: £1,000,000 a year (CAA 2001 s51A), reduced pro rata for a short period (s51K). */
export const ANNUAL_INVESTMENT_ALLOWANCE = fromPounds(1_000_000);

const positive = (p: Pence | undefined): Pence => (p !== undefined && p > 0 ? p : ZERO);
const minPence = (a: Pence, b: Pence): Pence => (a < b ? a : b);

type Profits = Pick<
  CorporationTaxComputation,
  | "addBacks"
  | "staffEntertainment"
  | "capitalAllowances"
  | "balancingCharges"
  | "capitalAllowancesDetail"
  | "capitalExpenditureOverAllowance"
  | "taxableProfit"
  | "tradingProfit"
  | "interestReceived"
  | "losses"
  | "chargeableProfits"
  | "tradingLoss"
  | "exemptDistributions"
  | "augmentedProfits"
>;

type Allowances = Pick<
  Profits,
  "capitalAllowances" | "balancingCharges" | "capitalAllowancesDetail" | "capitalExpenditureOverAllowance"
>;

/**
 * The period's capital allowances and balancing charges: from the full computation when given (CAA 2001 Part 2),
 * else the annual investment allowance alone on the spending given.
 */
function allowancesFor(input: CorporationTaxInput, length: AccountingPeriodLength, days: number): Allowances {
  const detail = input.capitalAllowances;
  if (detail) {
    const spend = add(
      detail.expenditure.firstYear,
      add(detail.expenditure.specialRateFirstYear, detail.expenditure.other),
    );
    return {
      capitalAllowances: detail.totalAllowances,
      balancingCharges: detail.totalCharges,
      capitalAllowancesDetail: detail,
      capitalExpenditureOverAllowance: sub(spend, detail.annualInvestmentAllowance),
    };
  }
  const cap = length === "twelve-months" ? ANNUAL_INVESTMENT_ALLOWANCE : mulDiv(ANNUAL_INVESTMENT_ALLOWANCE, days, 365);
  const spend = positive(input.capitalExpenditure);
  const capitalAllowances = minPence(spend, cap);
  return {
    capitalAllowances,
    balancingCharges: ZERO,
    capitalAllowancesDetail: null,
    capitalExpenditureOverAllowance: sub(spend, capitalAllowances),
  };
}

/**
 * Accounting profit → add-backs → capital allowances → the trade's result, less the interest received (box 170, not
 * trading profits), then the CT600's whole pounds with the losses brought forward (core/tax/losses.ts): box 315 =
 * 155 − 160 + 170 − 285, and the rates, limits and marginal relief apply to it (HMRC CT600 rules F035/F042 check
 * each tax box against its whole-pound profit box); augmented profits are box 315 plus the exempt distributions of
 * box 620, also whole pounds (CTA 2010 s18L).
 */
function profitsFor(
  input: CorporationTaxInput,
  length: AccountingPeriodLength,
  days: number,
): Profits & { relief: LossRelief } {
  const entertainment = input.addBacks?.entertainment ?? ZERO;
  const depreciation = input.addBacks?.depreciation ?? ZERO;
  const notOfATrade = positive(input.addBacks?.notOfATrade);
  const lossOnDisposal = input.addBacks?.lossOnDisposal ?? ZERO;
  const total = add(add(add(entertainment, depreciation), notOfATrade), lossOnDisposal);
  const allowances = allowancesFor(input, length, days);
  const { capitalAllowances, balancingCharges } = allowances;
  const taxableProfit = sub(add(add(input.accountingProfit, total), balancingCharges), capitalAllowances);
  const interestReceived = positive(input.interestReceived);
  const tradingProfit = sub(taxableProfit, interestReceived);
  const relief = lossRelief({
    tradingProfit,
    interestReceived,
    broughtForward: input.lossesBroughtForward,
    noEarlierPeriod: input.noEarlierPeriod,
  });
  const chargeableProfits = relief.boxes.box315;
  const exemptDistributions = wholePoundsDown(positive(input.exemptDistributions));
  return {
    addBacks: {
      entertainment,
      depreciation,
      ...(notOfATrade > 0 ? { notOfATrade } : {}),
      ...(lossOnDisposal !== 0 ? { lossOnDisposal } : {}),
      total,
    },
    staffEntertainment: input.staffEntertainment ?? ZERO,
    ...allowances,
    taxableProfit,
    tradingProfit,
    interestReceived,
    losses: relief.memorandum,
    relief,
    chargeableProfits,
    // A trading loss is not taxed; it is reported so it can be carried forward.
    tradingLoss: tradingProfit < 0 ? pence(-tradingProfit) : ZERO,
    exemptDistributions,
    augmentedProfits: add(chargeableProfits, exemptDistributions),
  };
}

const associatedIn = (input: CorporationTaxInput, financialYear: number): number =>
  input.associatedCompaniesByFinancialYear?.[financialYear] ?? input.associatedCompanies ?? 0;

/**
 * Corporation tax for one accounting period of at most 12 months: each financial year part charged under its own
 * rules on its whole-pound share of box 315, with marginal relief exact and rounded to pence once (uk-accounting-rules
 * §4). A longer period of account goes through `corporationTaxForPeriodOfAccount`, which splits it first.
 */
export function computeCorporationTax(input: CorporationTaxInput): CorporationTaxComputation {
  const { start: startDate, end: endDate } = input;
  if (endDate < startDate) throw new RangeError(`period ends (${endDate}) before it starts (${startDate})`);
  const periodLength = accountingPeriodLength(input);
  if (periodLength === "long") {
    throw new RangeError(`an accounting period cannot exceed 12 months (${startDate} to ${endDate}); split it first`);
  }
  const days = daysInPeriod(startDate, endDate);
  const { relief, ...profits } = profitsFor(input, periodLength, days);
  const parts = splitByFinancialYear(startDate, endDate);
  const shares = splitWholePoundsByDays(
    profits.chargeableProfits,
    parts.map((p) => p.days),
    days,
  );
  const exact = parts.map((part, i) =>
    exactPartTax({
      part,
      rules: rulesForCompany(part.financialYear, input.closeInvestmentHolding === true),
      profits: apportionByDays(profits.chargeableProfits, part.days, days),
      chargedProfits: ratFromPence(shares[i]!),
      augmentedProfits: apportionByDays(profits.augmentedProfits, part.days, days),
      // §4 conventions 1–3: a 12-month period shares out the full limits; a short one has days/365 of them.
      limitScale: periodLength === "twelve-months" ? rat(part.days, days) : rat(part.days, 365),
      associatedCompanies: associatedIn(input, part.financialYear),
    }),
  );
  // Whole pounds × a whole percentage is a whole number of pence: the tax before relief needs no rounding. Marginal
  // relief is the computation's only rounding, once, half up (convention 5).
  const before = exact.map((e) => ratToPence(e.taxBeforeRelief));
  const taxBeforeRelief = sum(before);
  const marginalRelief = ratToPence(ratSum(exact.map((e) => e.marginalRelief)));
  const tax = sub(taxBeforeRelief, marginalRelief);
  const computation: Omit<CorporationTaxComputation, "ct600"> = {
    startDate,
    endDate,
    days,
    periodLength,
    accountingProfit: input.accountingProfit,
    ...profits,
    associatedCompanies: input.associatedCompanies ?? 0,
    closeInvestmentHolding: input.closeInvestmentHolding === true,
    financialYears: describeParts({ input, parts, exact, shares, before, marginalRelief, days, profits }),
    taxBeforeRelief,
    marginalRelief,
    tax,
  };
  return { ...computation, ct600: buildCt600Boxes(computation, input, relief.boxes) };
}

interface PartsToDescribe {
  input: CorporationTaxInput;
  parts: readonly FinancialYearPart[];
  exact: readonly ExactPartTax[];
  shares: readonly Pence[];
  before: readonly Pence[];
  marginalRelief: Pence;
  days: number;
  profits: Profits;
}

/** Per-year figures: the whole-pound shares and their tax; relief rounded with the leftover on the last year. */
function describeParts(d: PartsToDescribe): FinancialYearTax[] {
  const augmented = roundPartsToTotal(
    d.parts.map((p) => apportionByDays(d.profits.augmentedProfits, p.days, d.days)),
    d.profits.augmentedProfits,
  );
  const relief = roundPartsToTotal(
    d.exact.map((e) => e.marginalRelief),
    d.marginalRelief,
  );
  return d.parts.map((part, i) => {
    const e = d.exact[i]!;
    const rules = rulesForCompany(part.financialYear, d.input.closeInvestmentHolding === true);
    return {
      ...part,
      profits: d.shares[i]!,
      augmentedProfits: augmented[i]!,
      associatedCompanies: associatedIn(d.input, part.financialYear),
      lowerLimit: e.lowerLimit ? ratToPence(e.lowerLimit) : null,
      upperLimit: e.upperLimit ? ratToPence(e.upperLimit) : null,
      band: e.band,
      mainRatePercent: rules.mainRatePercent,
      smallProfitsRatePercent: rules.smallProfits?.ratePercent ?? null,
      appliedRatePercent: e.appliedRatePercent,
      taxBeforeRelief: d.before[i]!,
      marginalRelief: relief[i]!,
      tax: sub(d.before[i]!, relief[i]!),
    };
  });
}
