import { AGENCY_REVOLUT } from "./agency-revolut";
import { BAKERY_METRO } from "./bakery-metro";
import { expandCompany, type HeldOutCompany, type HeldOutLine } from "./book";
import { BUILDER_LLOYDS } from "./builder-lloyds";
import { CAFE_BARCLAYS } from "./cafe-barclays";
import { CLINIC_SANTANDER } from "./clinic-santander";
import { CONSULTANCY_NATWEST } from "./consultancy-natwest";
import { CONTRACTOR_MONZO } from "./contractor-monzo";
import { ELECTRICIAN_METTLE } from "./electrician-mettle";
import { SHOP_HSBC } from "./shop-hsbc";
import { STUDIO_STARLING } from "./studio-starling";

export type { HeldOutCompany, HeldOutLine } from "./book";

/**
 * The held-out evaluation: a year of bank lines of companies of different trades, each in its own bank's layout
 * (docs of the bank formats), with the company's facts (directors, share capital, VAT and PAYE references) and each
 * line's true category and VAT rate. Written apart from the training templates and the built-in rules and NEVER
 * used to train or to write a rule: only measured.
 */
export const HELDOUT_COMPANIES: readonly HeldOutCompany[] = [
  STUDIO_STARLING,
  BUILDER_LLOYDS,
  CAFE_BARCLAYS,
  CONTRACTOR_MONZO,
  SHOP_HSBC,
  CONSULTANCY_NATWEST,
  CLINIC_SANTANDER,
  ELECTRICIAN_METTLE,
  AGENCY_REVOLUT,
  BAKERY_METRO,
];

const expanded = new Map<HeldOutCompany, HeldOutLine[]>();

/** A company's year of lines, in date order (expanded once). */
export function heldOutLines(company: HeldOutCompany): readonly HeldOutLine[] {
  let lines = expanded.get(company);
  if (!lines) {
    lines = expandCompany(company);
    expanded.set(company, lines);
  }
  return lines;
}
