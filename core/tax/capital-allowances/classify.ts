import type { IsoDate } from "../../dates";
import { type Pence, pence, sub, ZERO } from "../../money";
import { carMainPoolMaxCo2, FULL_EXPENSING_FROM, firstYearCarMaxCo2 } from "./rates";
import type { AssetTreatment, CapitalAsset } from "./types";

/** One part of an asset's cost and how it is relieved (an asset may be split: part AIA, part full expensing). */
export interface ReliefPart {
  id: string;
  treatment: AssetTreatment;
  cost: Pence;
}

export type Pool = "main" | "special";

/** A car's pool is fixed by the CO2 limit of the day it was bought, also when it is sold years later. */
const isSpecialRate = (a: CapitalAsset): boolean =>
  a.kind === "car"
    ? !(a.co2GramsPerKm !== null && a.co2GramsPerKm <= carMainPoolMaxCo2(a.boughtOn))
    : a.specialRate === true;

/** A new car within s45D's limit of the day it was bought (no CO2 at all since 1 April 2021): 100 % in the year. */
const isZeroEmissionCar = (a: CapitalAsset): boolean => {
  if (a.kind !== "car" || !a.isNew || a.co2GramsPerKm === null) return false;
  const limit = firstYearCarMaxCo2(a.boughtOn);
  return limit !== null && a.co2GramsPerKm <= limit;
};

/** The pool an asset's disposal value goes to: the special rate pool for special rate plant and cars above the limit. */
export const poolOf = (a: CapitalAsset): Pool => (isSpecialRate(a) ? "special" : "main");

/**
 * The AIA goes first where it saves most: special rate plant (else 6 %), then used main-rate plant (else pooled),
 * then new main-rate plant (which would get full expensing anyway); earliest first within each.
 */
function aiaOrder(a: CapitalAsset): number {
  if (isSpecialRate(a)) return 0;
  return a.isNew ? 2 : 1;
}

/** After the AIA: full expensing or the 50 % allowance for new plant (s45S), otherwise the pool. */
function beyondAia(a: CapitalAsset, finalPeriod: boolean): AssetTreatment {
  const firstYear = a.isNew && a.boughtOn >= FULL_EXPENSING_FROM && !finalPeriod;
  if (isSpecialRate(a)) return firstYear ? "special-rate-first-year" : "special-rate-pool";
  return firstYear ? "full-expensing" : "main-pool";
}

/** Cars never get the AIA (s38B general exclusion 2) nor full expensing (s46(2) general exclusion 3). */
function carTreatment(a: CapitalAsset, finalPeriod: boolean): AssetTreatment {
  if (isZeroEmissionCar(a) && !finalPeriod) return "zero-emission-car";
  return isSpecialRate(a) ? "special-rate-pool" : "main-pool";
}

const byDate = (a: CapitalAsset, b: CapitalAsset): number =>
  a.boughtOn === b.boughtOn ? a.id.localeCompare(b.id) : a.boughtOn < b.boughtOn ? -1 : 1;

export interface Classified {
  parts: ReliefPart[];
  /** Refunds of plant in the period (negative), which reduce the AIA claimed. */
  refunds: Pence;
}

/**
 * How each asset bought in the period is relieved, the AIA shared out up to its limit. In the period the trade
 * ceases neither the AIA nor a first-year allowance is given (s38B general exclusion 1, s46(2) general exclusion 1).
 */
export function classifyAdditions(bought: readonly CapitalAsset[], aiaLimit: Pence, finalPeriod: boolean): Classified {
  const parts: ReliefPart[] = [];
  let refunds = ZERO;
  let aiaLeft = finalPeriod ? ZERO : aiaLimit;
  const plant = [...bought].filter((a) => a.kind !== "car").sort((a, b) => aiaOrder(a) - aiaOrder(b) || byDate(a, b));
  for (const a of bought.filter((x) => x.kind === "car")) {
    if (a.cost > 0) parts.push({ id: a.id, treatment: carTreatment(a, finalPeriod), cost: a.cost });
  }
  for (const a of plant) {
    if (a.cost <= 0) {
      refunds = pence(refunds + a.cost);
      continue;
    }
    const aia = pence(Math.min(a.cost, aiaLeft));
    aiaLeft = sub(aiaLeft, aia);
    if (aia > 0) parts.push({ id: a.id, treatment: "annual-investment-allowance", cost: aia });
    const rest = sub(a.cost, aia);
    if (rest > 0) parts.push({ id: a.id, treatment: beyondAia(a, finalPeriod), cost: rest });
  }
  return { parts, refunds };
}

/** The treatment that relieved most of an asset's cost, when it was bought in this period. */
export function mainTreatment(parts: readonly ReliefPart[], id: string): AssetTreatment | null {
  const own = parts.filter((p) => p.id === id).sort((a, b) => b.cost - a.cost);
  return own[0]?.treatment ?? null;
}

export const within = (d: IsoDate | null, start: IsoDate, end: IsoDate): boolean =>
  d !== null && d >= start && d <= end;
