import { type AccountingPeriodLength, accountingPeriodLength, daysInPeriod } from "../dates";
import { add, fromPounds, mulDiv, type Pence, pence, sub, ZERO } from "../money";
import { buildCt600Boxes } from "./ct600-boxes";
import { apportionByDays, type ExactPartTax, exactPartTax } from "./financial-year-tax";
import { type FinancialYearPart, rulesForFinancialYear, splitByFinancialYear } from "./financial-years";
import { rat, ratSub, ratSum, ratToPence } from "./rational";
import { roundPartsToTotal } from "./rounding";
import type { CorporationTaxComputation, CorporationTaxInput, FinancialYearTax } from "./types";

/** Annual investment allowance: £1,000,000 a year (CAA 2001 s51A), reduced pro rata for a short period (s51K). */
export const ANNUAL_INVESTMENT_ALLOWANCE = fromPounds(1_000_000);

const positive = (p: Pence | undefined): Pence => (p !== undefined && p > 0 ? p : ZERO);
const minPence = (a: Pence, b: Pence): Pence => (a < b ? a : b);

type Profits = Pick<
  CorporationTaxComputation,
  | "addBacks"
  | "capitalAllowances"
  | "capitalExpenditureOverAllowance"
  | "taxableProfit"
  | "tradingLoss"
  | "exemptDistributions"
  | "augmentedProfits"
> & { chargeable: Pence };

/** Accounting profit → add-backs → capital allowances → taxable total profits (N) and augmented profits (A). */
function profitsFor(input: CorporationTaxInput, length: AccountingPeriodLength, days: number): Profits {
  const entertainment = input.addBacks?.entertainment ?? ZERO;
  const depreciation = input.addBacks?.depreciation ?? ZERO;
  const total = add(entertainment, depreciation);
  const cap = length === "twelve-months" ? ANNUAL_INVESTMENT_ALLOWANCE : mulDiv(ANNUAL_INVESTMENT_ALLOWANCE, days, 365);
  const spend = positive(input.capitalExpenditure);
  const capitalAllowances = minPence(spend, cap);
  const taxableProfit = sub(add(input.accountingProfit, total), capitalAllowances);
  const chargeable = positive(taxableProfit);
  const exemptDistributions = positive(input.exemptDistributions);
  return {
    addBacks: { entertainment, depreciation, total },
    capitalAllowances,
    capitalExpenditureOverAllowance: sub(spend, capitalAllowances),
    taxableProfit,
    // A trading loss is not taxed; it is reported so it can be carried forward.
    tradingLoss: taxableProfit < 0 ? pence(-taxableProfit) : ZERO,
    exemptDistributions,
    augmentedProfits: add(chargeable, exemptDistributions),
    chargeable,
  };
}

const associatedIn = (input: CorporationTaxInput, financialYear: number): number =>
  input.associatedCompaniesByFinancialYear?.[financialYear] ?? input.associatedCompanies ?? 0;

/**
 * Corporation tax for one accounting period of at most 12 months: each financial year part charged under its own
 * rules, exactly, with one rounding to pence at the end (uk-accounting-rules §4). A longer period of account goes
 * through `corporationTaxForPeriodOfAccount`, which splits it first.
 */
export function computeCorporationTax(input: CorporationTaxInput): CorporationTaxComputation {
  const { start: startDate, end: endDate } = input;
  if (endDate < startDate) throw new RangeError(`period ends (${endDate}) before it starts (${startDate})`);
  const periodLength = accountingPeriodLength(input);
  if (periodLength === "long") {
    throw new RangeError(`an accounting period cannot exceed 12 months (${startDate} to ${endDate}); split it first`);
  }
  const days = daysInPeriod(startDate, endDate);
  const { chargeable, ...profits } = profitsFor(input, periodLength, days);
  const parts = splitByFinancialYear(startDate, endDate);
  const exact = parts.map((part) =>
    exactPartTax({
      part,
      rules: rulesForFinancialYear(part.financialYear),
      profits: apportionByDays(chargeable, part.days, days),
      augmentedProfits: apportionByDays(profits.augmentedProfits, part.days, days),
      // §4 conventions 1–3: a 12-month period shares out the full limits; a short one has days/365 of them.
      limitScale: periodLength === "twelve-months" ? rat(part.days, days) : rat(part.days, 365),
      associatedCompanies: associatedIn(input, part.financialYear),
    }),
  );
  // The only rounding of the computation: the total tax and the total before relief, once each (convention 5).
  const tax = ratToPence(ratSum(exact.map((e) => ratSub(e.taxBeforeRelief, e.marginalRelief))));
  const taxBeforeRelief = ratToPence(ratSum(exact.map((e) => e.taxBeforeRelief)));
  const computation: Omit<CorporationTaxComputation, "ct600"> = {
    startDate,
    endDate,
    days,
    periodLength,
    accountingProfit: input.accountingProfit,
    ...profits,
    associatedCompanies: input.associatedCompanies ?? 0,
    financialYears: describeParts({
      input,
      parts,
      exact,
      chargeable,
      augmented: profits.augmentedProfits,
      days,
      taxBeforeRelief,
      tax,
    }),
    taxBeforeRelief,
    marginalRelief: sub(taxBeforeRelief, tax),
    tax,
  };
  return { ...computation, ct600: buildCt600Boxes(computation, input.turnover ?? ZERO) };
}

interface PartsToDescribe {
  input: CorporationTaxInput;
  parts: readonly FinancialYearPart[];
  exact: readonly ExactPartTax[];
  chargeable: Pence;
  augmented: Pence;
  days: number;
  taxBeforeRelief: Pence;
  tax: Pence;
}

/** Per-year figures for display: each rounded, the leftovers on the last year, so they add up to the totals. */
function describeParts(d: PartsToDescribe): FinancialYearTax[] {
  const byDays = (total: Pence) =>
    roundPartsToTotal(
      d.parts.map((p) => apportionByDays(total, p.days, d.days)),
      total,
    );
  const profits = byDays(d.chargeable);
  const augmented = byDays(d.augmented);
  const before = roundPartsToTotal(
    d.exact.map((e) => e.taxBeforeRelief),
    d.taxBeforeRelief,
  );
  const after = roundPartsToTotal(
    d.exact.map((e) => ratSub(e.taxBeforeRelief, e.marginalRelief)),
    d.tax,
  );
  return d.parts.map((part, i) => {
    const e = d.exact[i]!;
    const rules = rulesForFinancialYear(part.financialYear);
    return {
      ...part,
      profits: profits[i]!,
      augmentedProfits: augmented[i]!,
      associatedCompanies: associatedIn(d.input, part.financialYear),
      lowerLimit: e.lowerLimit ? ratToPence(e.lowerLimit) : null,
      upperLimit: e.upperLimit ? ratToPence(e.upperLimit) : null,
      band: e.band,
      mainRatePercent: rules.mainRatePercent,
      smallProfitsRatePercent: rules.smallProfits?.ratePercent ?? null,
      appliedRatePercent: e.appliedRatePercent,
      taxBeforeRelief: before[i]!,
      marginalRelief: sub(before[i]!, after[i]!),
      tax: after[i]!,
    };
  });
}
