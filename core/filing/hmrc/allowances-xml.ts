import { groupEl, positivePoundsEl } from "./amounts";
import type { AllowanceAndCharge, Ct600ReturnBoxes } from "./return-boxes";
import type { XmlElement } from "./xml-writer";

/** A pair of boxes as the schema's ChargeAndAllowance: the balancing charge first, then the allowance. */
const pair = (name: string, p: AllowanceAndCharge | undefined): XmlElement | null =>
  groupEl(name, positivePoundsEl("BalancingCharges", p?.charges), positivePoundsEl("CapitalAllowances", p?.allowances));

/** Boxes 688–730: charges and allowances included in the trading profits, in schema order. */
export function allowancesAndCharges(b: Ct600ReturnBoxes): XmlElement | null {
  const a = b.allowances ?? {};
  return groupEl(
    "AllowancesAndCharges",
    pair("FullExpensing", a.fullExpensing),
    positivePoundsEl("AIACapitalAllowancesInc", a.box690),
    pair("MachineryAndPlantSpecialRateAllowance", a.specialRateAllowance),
    pair("MachineryAndPlantSpecialRatePool", a.specialRatePool),
    pair("MachineryAndPlantMainPool", a.mainPool),
    positivePoundsEl("StructuresAndBuildingsCapitalAllowances", a.box711),
    pair("ZeroEmissionsCars", a.zeroEmissionCars),
    pair("Others", a.others),
  );
}

/** Boxes 760–775: qualifying expenditure. */
export function qualifyingExpenditure(b: Ct600ReturnBoxes): XmlElement | null {
  const a = b.allowances ?? {};
  return groupEl(
    "QualifyingExpenditure",
    positivePoundsEl("MachineryAndPlantExpenditure", a.box760),
    positivePoundsEl("MachineryAndPlantLongLife", a.box770),
    positivePoundsEl("MachineryAndPlantSpecialRateAllowance", a.box773),
    positivePoundsEl("OtherMachineryAndPlant", a.box775),
  );
}

/** Box 780: a trading loss arising in the period. */
export const lossesArising = (b: Ct600ReturnBoxes): XmlElement | null =>
  groupEl(
    "LossesDeficitsAndExcess",
    groupEl("AmountArising", groupEl("LossesOfTradesUK", positivePoundsEl("Arising", b.box780))),
  );
