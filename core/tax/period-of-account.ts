import { type IsoDate, periodDays, splitIntoAccountingPeriods } from "../dates";
import { allocate, type Pence, pence, sub, sum, ZERO } from "../money";
import { type CapitalAsset, capitalAllowancesInSequence, type PoolBalances } from "./capital-allowances";
import { computeCorporationTax } from "./corporation-tax";
import { type DirectorsLoanAccount, loansToParticipatorsByPeriod } from "./loans-to-participators";
import { type LossesBroughtForward, lossesCarriedForward } from "./losses";
import { withTaxAlreadyPaid } from "./tax-already-paid";
import type { CorporationTaxComputation, CorporationTaxInput } from "./types";

export interface EquipmentPurchase {
  date: IsoDate;
  /** Cost (positive); a refund or sale is negative. */
  cost: Pence;
}

/** A period of account (the accounts' period, which may exceed 12 months) with its equipment bought by date. */
export interface PeriodOfAccountTaxInput
  extends Omit<CorporationTaxInput, "capitalExpenditure" | "loansToParticipators"> {
  equipmentPurchases?: readonly EquipmentPurchase[];
  /**
   * The fixed asset register (CAA 2001): when given, each accounting period gets its capital allowances in full,
   * in place of the AIA on `equipmentPurchases`.
   */
  fixedAssets?: readonly CapitalAsset[];
  /** The pools the period before carried forward (s59). */
  poolsBroughtForward?: PoolBalances;
  /** The director's loan account, for the s455 tax of each accounting period (CT600A). */
  directorsLoan?: DirectorsLoanAccount;
  /**
   * Of `exemptDistributions`, those received in the first accounting period: they count towards augmented profits in
   * the accounting period in which they are received (CTA 2010 s18L), the rest in the later one. Missing or null:
   * not known, so shared by days like the profit (the readiness check asks for it). Ignored within 12 months.
   */
  exemptDistributionsInFirstPeriod?: Pence | null;
  /** Corporation tax paid towards this period of account (core/tax/tax-already-paid.ts): CT600 box 595. */
  taxPaid?: Pence;
}

/**
 * The exempt distributions of each accounting period: by receipt when the first period's are given (CTA 2010 s18L),
 * else by days. Given, the first period has them (at most the whole) and any later periods share the rest by days.
 */
function distributionsByPeriod(input: PeriodOfAccountTaxInput, weights: readonly number[]): Pence[] {
  const total = input.exemptDistributions ?? ZERO;
  const first = input.exemptDistributionsInFirstPeriod;
  if (weights.length < 2 || first == null) return allocate(total, weights);
  const received = pence(Math.max(ZERO, Math.min(first, total)));
  return [received, ...allocate(sub(total, received), weights.slice(1))];
}

/**
 * Corporation tax for a period of account of any length: split into accounting periods of at most 12 months
 * (CTA 2009 s10(1)(a)); profit, add-backs and turnover apportioned by days (time basis, CTA 2009 s52); exempt
 * distributions count in the accounting period they were received in (CTA 2010 s18L), by days only while that is not
 * known; capital expenditure falls in the accounting period in which it was incurred (CAA 2001 s5). The parts of
 * each apportioned amount add up to the whole (money `allocate`). Losses brought forward enter the first accounting
 * period and what it carries forward (its own loss included) enters the next; a claim for less than the whole is
 * the most claimed across both (CTA 2010 s45A).
 */
export function corporationTaxForPeriodOfAccount(input: PeriodOfAccountTaxInput): CorporationTaxComputation[] {
  const periods = splitIntoAccountingPeriods(input);
  const weights = periods.map(periodDays);
  const share = (total: Pence | undefined) => allocate(total ?? ZERO, weights);
  const profit = share(input.accountingProfit);
  const entertainment = share(input.addBacks?.entertainment);
  const staffEntertainment = share(input.staffEntertainment);
  const depreciation = share(input.addBacks?.depreciation);
  const notOfATrade = share(input.addBacks?.notOfATrade);
  // Shared by days like depreciation, the other capital item of the accounts' profit.
  const lossOnDisposal = share(input.addBacks?.lossOnDisposal);
  const turnover = share(input.turnover);
  const distributions = distributionsByPeriod(input, weights);
  const interest = share(input.interestReceived);
  const loans = input.directorsLoan ? loansToParticipatorsByPeriod(periods, input.directorsLoan) : [];
  const {
    fixedAssets,
    poolsBroughtForward,
    equipmentPurchases,
    exemptDistributionsInFirstPeriod: _first,
    taxPaid,
    ...rest
  } = input;
  const allowances = fixedAssets ? capitalAllowancesInSequence(periods, fixedAssets, poolsBroughtForward) : [];
  let losses: LossesBroughtForward | undefined = input.lossesBroughtForward;
  const computations = periods.map((p, i) => {
    const c = computeCorporationTax({
      ...rest,
      start: p.start,
      end: p.end,
      staffEntertainment: staffEntertainment[i]!,
      loansToParticipators: loans[i],
      accountingProfit: profit[i]!,
      addBacks: {
        entertainment: entertainment[i]!,
        depreciation: depreciation[i]!,
        notOfATrade: notOfATrade[i]!,
        lossOnDisposal: lossOnDisposal[i]!,
      },
      capitalExpenditure: sum(
        (equipmentPurchases ?? []).filter((e) => e.date >= p.start && e.date <= p.end).map((e) => e.cost),
      ),
      capitalAllowances: allowances[i],
      turnover: turnover[i]!,
      exemptDistributions: distributions[i]!,
      interestReceived: interest[i]!,
      lossesBroughtForward: losses,
      // Only the first of the accounting periods can be the company's first; the next has it before it.
      noEarlierPeriod: i === 0 && input.noEarlierPeriod === true,
    });
    const claim = losses?.claim;
    // The claim is for losses brought forward (s45A): the period's own loss set against its interest (s37(3)(a),
    // box 275) is counted in `used` but takes nothing from it.
    const claimedHere = sub(c.losses.sinceApril2017.used, c.losses.usedAgainstSamePeriod);
    losses = {
      ...lossesCarriedForward(c.losses),
      claim: claim == null ? null : sub(claim, claimedHere),
    };
    return c;
  });
  return withTaxAlreadyPaid(computations, taxPaid ?? ZERO);
}

/** The charge for the whole period of account: the sum of its accounting periods' tax. */
export function totalTax(computations: readonly CorporationTaxComputation[]): Pence {
  return sum(computations.map((c) => c.tax));
}
