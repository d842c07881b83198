import { type CategoryId, isCategoryId } from "../../categories";
import { fromDecimalString, type Pence } from "../../money";
import type { LabelledExample } from "../types";
import { AGENCY_REVOLUT } from "./evaluation/agency-revolut";
import { ASSORTED_BANKS } from "./evaluation/assorted-banks";
import { BUILDER_LLOYDS } from "./evaluation/builder-lloyds";
import { CAFE_METRO } from "./evaluation/cafe-metro";
import { CLINIC_MONZO } from "./evaluation/clinic-monzo";
import { CONTRACTOR_HSBC } from "./evaluation/contractor-hsbc";
import { HOLDOUT } from "./evaluation/holdout";
import { PLUMBER_TIDE } from "./evaluation/plumber-tide";
import type { EvalRow } from "./evaluation/row";
import { SHOP_WISE_STARLING } from "./evaluation/shop-wise-starling";

/**
 * The cold evaluation set: lines written by hand, independently of the training templates — other banks' styles
 * (Tide, Revolut, Metro, Wise, Monzo, HSBC, Co-op…), other payee names, and the hard cases real statements have
 * (people's names with no reference, insurers paying a clinic, a supermarket that is a cafe's cost of sales).
 * NEVER used to train the model.
 */
const ROWS: readonly EvalRow[] = [
  ...PLUMBER_TIDE,
  ...AGENCY_REVOLUT,
  ...CAFE_METRO,
  ...CONTRACTOR_HSBC,
  ...SHOP_WISE_STARLING,
  ...BUILDER_LLOYDS,
  ...CLINIC_MONZO,
  ...ASSORTED_BANKS,
];

function toExample([categoryId, amount, description]: EvalRow): LabelledExample {
  const value: Pence | null = fromDecimalString(amount);
  if (value === null || !isCategoryId(categoryId)) throw new Error(`bad evaluation row: ${description}`);
  return { description, amount: value, categoryId: categoryId as CategoryId };
}

export const EVALUATION_SET: readonly LabelledExample[] = ROWS.map(toExample);

/** Written after tuning, measured once (see evaluation/holdout.ts); also never used for training. */
export const HOLDOUT_SET: readonly LabelledExample[] = HOLDOUT.map(toExample);
