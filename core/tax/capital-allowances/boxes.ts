import { atLeastZero, type Pence } from "../../money";
import { wholePoundsDown } from "../rounding";
import type { CapitalAllowancesComputation } from "./types";

/**
 * The CT600's capital allowance boxes, whole pounds rounded down, blank (null) when nil, as HMRC's CT600 guide
 * places them: charges and allowances included in the trading profits (688–730) and qualifying expenditure
 * (760–775). Each pair is the allowance box then the balancing charge box.
 */
export interface CapitalAllowanceCt600Boxes {
  /** Full expensing: allowances, balancing charges. */
  box688: Pence | null;
  box689: Pence | null;
  /** Annual investment allowance. */
  box690: Pence | null;
  /** The 50 % special rate first-year allowance: allowances, balancing charges. */
  box693: Pence | null;
  box694: Pence | null;
  /** Special rate pool: allowances, balancing charges. */
  box695: Pence | null;
  box700: Pence | null;
  /** Main pool: allowances, balancing charges. */
  box705: Pence | null;
  box710: Pence | null;
  /** Zero-emission cars (100 % first-year allowance): allowances, balancing charges. */
  box726: Pence | null;
  box727: Pence | null;
  /** Machinery and plant on which a first-year allowance is claimed (full expensing, zero-emission cars). */
  box760: Pence | null;
  /** Machinery and plant on which the 50 % special rate allowance is claimed. */
  box773: Pence | null;
  /** Other machinery and plant: the AIA's and the pools' additions. */
  box775: Pence | null;
}

const whole = (p: Pence): Pence | null => {
  const w = wholePoundsDown(atLeastZero(p));
  return w > 0 ? w : null;
};

/**
 * The boxes of a computation; without one (the AIA alone was given, as spending) only 690 and 775 are filled.
 */
export function capitalAllowanceBoxes(
  c: CapitalAllowancesComputation | null,
  aiaOnly: { allowance: Pence; spend: Pence },
): CapitalAllowanceCt600Boxes {
  if (!c) {
    return {
      box688: null,
      box689: null,
      box690: whole(aiaOnly.allowance),
      box693: null,
      box694: null,
      box695: null,
      box700: null,
      box705: null,
      box710: null,
      box726: null,
      box727: null,
      box760: null,
      box773: null,
      box775: whole(aiaOnly.spend),
    };
  }
  return {
    box688: whole(c.fullExpensing.allowances),
    box689: whole(c.fullExpensing.charges),
    box690: whole(c.annualInvestmentAllowance),
    box693: whole(c.specialRateFirstYear.allowances),
    box694: whole(c.specialRateFirstYear.charges),
    box695: whole(c.specialRatePool.allowances),
    box700: whole(c.specialRatePool.balancingCharge),
    box705: whole(c.mainPool.allowances),
    box710: whole(c.mainPool.balancingCharge),
    box726: whole(c.zeroEmissionCars),
    // A zero-emission car's disposal value goes to the main pool (s45D leaves it a main pool car): no charge here.
    box727: null,
    box760: whole(c.expenditure.firstYear),
    box773: whole(c.expenditure.specialRateFirstYear),
    box775: whole(c.expenditure.other),
  };
}
