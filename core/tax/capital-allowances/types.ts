import type { IsoDate, Period } from "../../dates";
import type { Pence } from "../../money";

/** What an asset is for capital allowances: plant and machinery, a van (main-rate plant) or a car (CAA 2001 s268A). */
export type AssetKind = "plant" | "van" | "car";

/** One fixed asset of the register, in pence, its cost net of any VAT reclaimed. */
export interface CapitalAsset {
  id: string;
  kind: AssetKind;
  /** New and unused: full expensing and the first-year allowances need it (CAA 2001 s45S(1)(c), s45D(1)). */
  isNew: boolean;
  /** A car's CO2 emissions in g/km (s268C); null when not known, which pools it at the special rate. */
  co2GramsPerKm: number | null;
  /** Special rate plant (integral features, long-life assets: s104A); a car's rate follows its CO2 instead. */
  specialRate?: boolean;
  /** When the expenditure was incurred (s5). */
  boughtOn: IsoDate;
  /** Expenditure; a refund of equipment is a negative cost and reduces the period's additions. */
  cost: Pence;
  disposedOn: IsoDate | null;
  /** Sale proceeds; the disposal value is capped at cost (s62). */
  disposalProceeds: Pence | null;
  /**
   * Only a sale is known (money in on a fixed-asset line the register cannot place): no expenditure of any period,
   * and `cost` is the proceeds, since the cost that would cap the disposal value is not known.
   */
  saleOnly?: boolean;
}

/** Unrelieved expenditure carried from one chargeable period to the next (s59). */
export interface PoolBalances {
  main: Pence;
  special: Pence;
}

export interface CapitalAllowancesInput extends Period {
  assets: readonly CapitalAsset[];
  broughtForward?: PoolBalances;
  /** The trade ceased in this period: no AIA or first-year allowance, and a balancing allowance (s46(2), s65). */
  finalPeriod?: boolean;
}

/** One pool's year (the form's pool columns): brought forward, additions, disposals, allowances, carried forward. */
export interface PoolMovement {
  broughtForward: Pence;
  /** Expenditure that joins the pool without an AIA or first-year allowance. */
  additions: Pence;
  /** Disposal values deducted (proceeds capped at cost). */
  disposals: Pence;
  /** Writing-down allowance (or the small pool write-off, or a balancing allowance). */
  allowances: Pence;
  /** When disposals exceed the pool (s55(2)). */
  balancingCharge: Pence;
  /** A first-year allowance's unrelieved balance, added after the period's allowance (s58(4), (5)). */
  firstYearBalance: Pence;
  carriedForward: Pence;
  /** The writing-down rate for the period, day-weighted across a change of rate; in percent. */
  ratePercent: number;
  /** How the allowance was found. */
  allowanceKind: "writing-down" | "small-pool" | "balancing-allowance" | "none";
}

/** How each asset bought in the period was relieved. */
export type AssetTreatment =
  | "annual-investment-allowance"
  | "full-expensing"
  | "special-rate-first-year"
  | "zero-emission-car"
  | "main-pool"
  | "special-rate-pool";

export interface CapitalAllowancesComputation {
  startDate: IsoDate;
  endDate: IsoDate;
  /** £1,000,000, time-apportioned for a short period (s51A, s51K). */
  annualInvestmentAllowanceLimit: Pence;
  annualInvestmentAllowance: Pence;
  /** 100 % on new main-rate plant (s45S(1)(a)), and its balancing charges on disposal (s45U). */
  fullExpensing: { allowances: Pence; charges: Pence };
  /** 50 % on new special-rate plant (s45S(1)(b)) and the charges on its disposal (s45U). */
  specialRateFirstYear: { allowances: Pence; charges: Pence };
  /** 100 % on new zero-emission cars (s45D). */
  zeroEmissionCars: Pence;
  mainPool: PoolMovement;
  specialRatePool: PoolMovement;
  /** Qualifying expenditure, for boxes 760 (first-year allowances), 773 (50 % special rate) and 775 (other). */
  expenditure: { firstYear: Pence; specialRateFirstYear: Pence; other: Pence };
  /** Every allowance of the period: deducted from trading profits. */
  totalAllowances: Pence;
  /** Every balancing charge of the period: added to trading profits. */
  totalCharges: Pence;
  carriedForward: PoolBalances;
  assets: { id: string; treatment: AssetTreatment; cost: Pence }[];
}
