import {
  accountingPeriodLength,
  addDays,
  daysInPeriod,
  type IsoDate,
  maxIsoDate,
  minIsoDate,
  type Period,
} from "../../dates";
import { fromPounds, type Pence } from "../../money";
import { type Rational, rat, ratAdd, ratMul, ratZero } from "../rational";

/** Annual investment allowance: £1,000,000 a year from 1 January 2019, made permanent from 1 April 2023 (s51A(5)). */
export const AIA_ANNUAL_LIMIT = fromPounds(1_000_000);
/** A pool of £1,000 a year or less may be written off (s56A). */
export const SMALL_POOL_LIMIT = fromPounds(1_000);
/** Full expensing and the 50 % special rate allowance: expenditure on or after 1 April 2023 (s45S(1)). */
export const FULL_EXPENSING_FROM: IsoDate = "2023-04-01";
/** 100 % first-year allowance on new zero-emission cars, for corporation tax until 31 March 2027 (s45D(1)). */
export const ZERO_EMISSION_CARS_UNTIL: IsoDate = "2027-03-31";

/** A limit that applies to expenditure from its date (HMRC CA23535, CA23153). */
interface LimitFrom {
  from: IsoDate;
  gramsPerKm: number;
}

/**
 * A car above the limit of the day it was bought goes to the special rate pool, one at or below it to the main pool
 * (s104AA(4)): 160 g/km, 130 from 1 April 2013, 110 from 1 April 2018, 50 from 1 April 2021 (HMRC CA23535).
 */
const CAR_MAIN_POOL_LIMITS: readonly LimitFrom[] = [
  { from: "2009-04-01", gramsPerKm: 160 },
  { from: "2013-04-01", gramsPerKm: 130 },
  { from: "2018-04-01", gramsPerKm: 110 },
  { from: "2021-04-01", gramsPerKm: 50 },
];

/**
 * s45D's 100 % first-year allowance on a new car at or below the limit of the day it was bought: 110 g/km, 95 from
 * 1 April 2013, 75 from 1 April 2015, 50 from 1 April 2018, and from 1 April 2021 only a car with no CO2 at all
 * (HMRC CA23153); none after ZERO_EMISSION_CARS_UNTIL.
 */
const LOW_EMISSION_CAR_LIMITS: readonly LimitFrom[] = [
  { from: "2008-04-01", gramsPerKm: 110 },
  { from: "2013-04-01", gramsPerKm: 95 },
  { from: "2015-04-01", gramsPerKm: 75 },
  { from: "2018-04-01", gramsPerKm: 50 },
  { from: "2021-04-01", gramsPerKm: 0 },
];

const limitOn = (limits: readonly LimitFrom[], date: IsoDate): number | null =>
  [...limits].reverse().find((l) => date >= l.from)?.gramsPerKm ?? null;

/** The most CO2 a car bought on `boughtOn` may emit and still join the main pool (s104AA(4)). */
export function carMainPoolMaxCo2(boughtOn: IsoDate): number {
  return limitOn(CAR_MAIN_POOL_LIMITS, boughtOn) ?? CAR_MAIN_POOL_LIMITS[0]!.gramsPerKm;
}

/** The most CO2 a new car bought on `boughtOn` may emit and get s45D's first-year allowance; null: none then. */
export function firstYearCarMaxCo2(boughtOn: IsoDate): number | null {
  return boughtOn > ZERO_EMISSION_CARS_UNTIL ? null : limitOn(LOW_EMISSION_CAR_LIMITS, boughtOn);
}

interface RateFrom {
  from: IsoDate;
  percent: number;
}

/**
 * Writing-down rates by date. Main pool 18 % (s56(1), FA 2012 s45), 14 % from 1 April 2026 for corporation tax
 * (Finance Act 2026, as announced at Budget 2025); special rate pool 8 %, 6 % from 1 April 2019 (s104D, FA 2019
 * s32). A chargeable period spanning a change uses the rates weighted by its days on each side (the hybrid rate).
 */
export const MAIN_POOL_RATES: readonly RateFrom[] = [
  { from: "2012-04-01", percent: 18 },
  { from: "2026-04-01", percent: 14 },
];
export const SPECIAL_RATE_POOL_RATES: readonly RateFrom[] = [
  { from: "2012-04-01", percent: 8 },
  { from: "2019-04-01", percent: 6 },
];

/** Each rate's days inside the period, times the rate; a date before the first entry takes the first rate. */
function percentDays(rates: readonly RateFrom[], period: Period): Rational {
  let total = ratZero;
  rates.forEach((r, i) => {
    const next = rates[i + 1];
    const from = i === 0 ? period.start : maxIsoDate(period.start, r.from);
    const lastDay = next ? minIsoDate(period.end, dayBefore(next.from)) : period.end;
    if (lastDay < from) return;
    total = ratAdd(total, rat(r.percent * daysInPeriod(from, lastDay)));
  });
  return total;
}

const dayBefore = (d: IsoDate): IsoDate => addDays(d, -1);

/** The period's rate in percent, day-weighted (the hybrid rate), e.g. 18 % for 90 days and 14 % for 275 = 14.99 %. */
export function hybridRate(rates: readonly RateFrom[], period: Period): Rational {
  return ratMul(percentDays(rates, period), rat(1, daysInPeriod(period.start, period.end)));
}

/**
 * The fraction of a year's allowance the period gets: 1 for a 12-month period, days/365 for a shorter one (s56(3)
 * for writing-down allowances, s56A(3) for the small pool limit, s51K for the AIA).
 */
export function yearFraction(period: Period): Rational {
  return accountingPeriodLength(period) === "twelve-months" ? rat(1) : rat(daysInPeriod(period.start, period.end), 365);
}

/** The writing-down allowance as a fraction of the pool: hybrid rate / 100 × the year fraction. */
export function writingDownFraction(rates: readonly RateFrom[], period: Period): Rational {
  return ratMul(ratMul(hybridRate(rates, period), rat(1, 100)), yearFraction(period));
}

/** An exact amount of pence rounded down: an allowance claimed is never more than the one due. */
export function floorPence(r: Rational): Pence {
  const q = r.n / r.d;
  return Number(r.n < 0n && q * r.d !== r.n ? q - 1n : q) as Pence;
}

/** The percent to show, to two decimals (a hybrid rate is seldom whole). */
export const percentShown = (r: Rational): number => Math.round((Number(r.n) / Number(r.d)) * 100) / 100;
