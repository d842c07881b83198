import { add, atLeastZero, type Pence, pence, sub, sum, ZERO } from "../../money";
import { rat, ratFromPence, ratMul } from "../rational";
import { classifyAdditions, mainTreatment, type Pool, poolOf, type ReliefPart, within } from "./classify";
import {
  AIA_ANNUAL_LIMIT,
  floorPence,
  hybridRate,
  MAIN_POOL_RATES,
  percentShown,
  SMALL_POOL_LIMIT,
  SPECIAL_RATE_POOL_RATES,
  writingDownFraction,
  yearFraction,
} from "./rates";
import type {
  AssetTreatment,
  CapitalAllowancesComputation,
  CapitalAllowancesInput,
  CapitalAsset,
  PoolMovement,
} from "./types";

const costOf = (parts: readonly ReliefPart[], ...treatments: AssetTreatment[]): Pence =>
  sum(parts.filter((p) => treatments.includes(p.treatment)).map((p) => p.cost));

/** The disposal value: the proceeds, never more than the asset cost (s62(1)–(2)). */
const disposalValue = (a: CapitalAsset): Pence => {
  const proceeds = a.disposalProceeds ?? ZERO;
  const cost = a.cost > 0 ? a.cost : ZERO;
  return proceeds < cost ? atLeastZero(proceeds) : cost;
};

interface Disposals {
  pool: Record<Pool, Pence>;
  fullExpensingCharges: Pence;
  specialRateCharges: Pence;
}

/**
 * Where each disposal value goes. An asset that had full expensing gives a balancing charge of its whole disposal
 * value, one that had the 50 % allowance half of it, the rest to the special rate pool (s45U); any other goes to its
 * pool (s61(1)). An asset bought in an earlier period is taken to have had the AIA or the pool, not full expensing.
 */
function placeDisposals(input: CapitalAllowancesInput, parts: readonly ReliefPart[]): Disposals {
  const out: Disposals = { pool: { main: ZERO, special: ZERO }, fullExpensingCharges: ZERO, specialRateCharges: ZERO };
  for (const a of input.assets) {
    if (!within(a.disposedOn, input.start, input.end) || a.boughtOn > input.end) continue;
    const value = disposalValue(a);
    const treatment = mainTreatment(parts, a.id);
    if (treatment === "full-expensing") out.fullExpensingCharges = add(out.fullExpensingCharges, value);
    else if (treatment === "special-rate-first-year") {
      const half = floorPence(ratMul(ratFromPence(value), rat(1, 2)));
      out.specialRateCharges = add(out.specialRateCharges, sub(value, half));
      out.pool.special = add(out.pool.special, half);
    } else {
      const pool = poolOf(a);
      out.pool[pool] = add(out.pool[pool], value);
    }
  }
  return out;
}

interface PoolYear {
  input: CapitalAllowancesInput;
  broughtForward: Pence;
  additions: Pence;
  disposals: Pence;
  firstYearBalance: Pence;
  rates: typeof MAIN_POOL_RATES;
}

/**
 * One pool's year (s55): available expenditure = brought forward + additions − disposal values. Below nil, the
 * difference is a balancing charge (s55(2)); in the final period what is left is a balancing allowance (s55(1), s65);
 * £1,000 a year or less may be written off (s56A); otherwise the writing-down allowance at the day-weighted rate,
 * time-apportioned for a short period (s56). A first-year allowance's balance joins after the allowance (s58(4)).
 */
function poolYear(p: PoolYear): PoolMovement {
  const period = { start: p.input.start, end: p.input.end };
  const ratePercent = percentShown(hybridRate(p.rates, period));
  const available = sub(add(p.broughtForward, p.additions), p.disposals);
  const base = { broughtForward: p.broughtForward, additions: p.additions, disposals: p.disposals, ratePercent };
  const carry = (allowances: Pence, balancingCharge: Pence, allowanceKind: PoolMovement["allowanceKind"]) => {
    const left = available > 0 ? sub(available, allowances) : ZERO;
    const carriedForward = add(left, p.firstYearBalance);
    return {
      ...base,
      allowances,
      balancingCharge,
      firstYearBalance: p.firstYearBalance,
      carriedForward,
      allowanceKind,
    };
  };
  if (available < 0) return carry(ZERO, pence(-available), "none");
  if (available === 0) return carry(ZERO, ZERO, "none");
  if (p.input.finalPeriod) return carry(available, ZERO, "balancing-allowance");
  const smallPoolLimit = floorPence(ratMul(ratFromPence(SMALL_POOL_LIMIT), yearFraction(period)));
  if (available <= smallPoolLimit) return carry(available, ZERO, "small-pool");
  const wda = floorPence(ratMul(ratFromPence(available), writingDownFraction(p.rates, period)));
  return carry(wda, ZERO, "writing-down");
}

/**
 * Capital allowances on plant and machinery for one chargeable period of at most 12 months (CAA 2001 Part 2): the
 * AIA within its limit, full expensing and the first-year allowances, then each pool's writing-down allowance or
 * balancing charge, and what carries to the next period.
 */
export function computeCapitalAllowances(input: CapitalAllowancesInput): CapitalAllowancesComputation {
  const period = { start: input.start, end: input.end };
  const finalPeriod = input.finalPeriod === true;
  const aiaLimit = floorPence(ratMul(ratFromPence(AIA_ANNUAL_LIMIT), yearFraction(period)));
  // A sale the register cannot place is a disposal only, never expenditure (s61(1)).
  const bought = input.assets.filter((a) => !a.saleOnly && within(a.boughtOn, input.start, input.end));
  const { parts, refunds } = classifyAdditions(bought, aiaLimit, finalPeriod);
  const aiaSpend = add(costOf(parts, "annual-investment-allowance"), refunds);
  const aia = aiaSpend > 0 ? aiaSpend : ZERO;
  const fullExpensingSpend = costOf(parts, "full-expensing");
  const srSpend = costOf(parts, "special-rate-first-year");
  const srAllowance = floorPence(ratMul(ratFromPence(srSpend), rat(1, 2)));
  const zeroEmissionCars = costOf(parts, "zero-emission-car");
  const disposals = placeDisposals(input, parts);
  const bf = input.broughtForward ?? { main: ZERO, special: ZERO };
  const mainPool = poolYear({
    input,
    broughtForward: bf.main,
    additions: costOf(parts, "main-pool"),
    disposals: disposals.pool.main,
    firstYearBalance: ZERO,
    rates: MAIN_POOL_RATES,
  });
  const specialRatePool = poolYear({
    input,
    broughtForward: bf.special,
    additions: costOf(parts, "special-rate-pool"),
    disposals: disposals.pool.special,
    firstYearBalance: sub(srSpend, srAllowance),
    rates: SPECIAL_RATE_POOL_RATES,
  });
  const fullExpensing = { allowances: fullExpensingSpend, charges: disposals.fullExpensingCharges };
  const specialRateFirstYear = { allowances: srAllowance, charges: disposals.specialRateCharges };
  return {
    startDate: input.start,
    endDate: input.end,
    annualInvestmentAllowanceLimit: aiaLimit,
    annualInvestmentAllowance: aia,
    fullExpensing,
    specialRateFirstYear,
    zeroEmissionCars,
    mainPool,
    specialRatePool,
    expenditure: {
      firstYear: add(fullExpensingSpend, zeroEmissionCars),
      specialRateFirstYear: srSpend,
      other: add(aia, add(mainPool.additions, specialRatePool.additions)),
    },
    totalAllowances: sum([
      aia,
      fullExpensing.allowances,
      srAllowance,
      zeroEmissionCars,
      mainPool.allowances,
      specialRatePool.allowances,
    ]),
    totalCharges: sum([
      fullExpensing.charges,
      specialRateFirstYear.charges,
      mainPool.balancingCharge,
      specialRatePool.balancingCharge,
    ]),
    carriedForward: { main: mainPool.carriedForward, special: specialRatePool.carriedForward },
    assets: parts.map((p) => ({ id: p.id, treatment: p.treatment, cost: p.cost })),
  };
}

/** Several chargeable periods in order, each starting from the pools the one before carried forward. */
export function capitalAllowancesInSequence(
  periods: readonly { start: string; end: string }[],
  assets: readonly CapitalAsset[],
  broughtForward?: CapitalAllowancesInput["broughtForward"],
): CapitalAllowancesComputation[] {
  const out: CapitalAllowancesComputation[] = [];
  let pools = broughtForward;
  for (const p of periods) {
    const c = computeCapitalAllowances({ ...p, assets, broughtForward: pools });
    out.push(c);
    pools = c.carriedForward;
  }
  return out;
}
