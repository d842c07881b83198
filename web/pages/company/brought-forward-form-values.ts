import type { CompanyBody, CompanyDto } from "../../../core/contracts";
import type { FormErrors } from "./company-form-values";

/**
 * The trading losses brought forward into the company's first year in Microfile, as typed (whole pounds), and the
 * claim for the current period (CTA 2010 s45A: less than the whole may be claimed; blank claims what covers the
 * profits); and the written-down values of the capital allowance pools brought forward into that first year (CAA 2001
 * s59). Later years bring forward what the closed year carried (uk-accounting-rules §10).
 */
export interface BroughtForwardFormValues {
  sinceApril2017: string;
  before2017: string;
  claim: string;
  /** Main pool and special rate pool brought forward, whole pounds. */
  mainPool: string;
  specialPool: string;
}

const text = (n: number | null | undefined) => (n === null || n === undefined || n === 0 ? "" : String(n));

export function broughtForwardFormFromCompany(c: CompanyDto): BroughtForwardFormValues {
  return {
    sinceApril2017: text(c.tradingLossesBroughtForward),
    before2017: text(c.tradingLossesBroughtForwardBefore2017),
    claim: c.tradingLossesClaim === null || c.tradingLossesClaim === undefined ? "" : String(c.tradingLossesClaim),
    mainPool: text(c.capitalAllowancesMainPoolBroughtForward),
    specialPool: text(c.capitalAllowancesSpecialRatePoolBroughtForward),
  };
}

function wholePounds(raw: string, key: string, errors: FormErrors): number | null {
  const t = raw.trim().replace(/^£/, "").replace(/,/g, "");
  if (t === "") return null;
  if (!/^\d+$/.test(t) || Number(t) > 1e11) {
    errors[key] = "Enter whole pounds, e.g. 5000.";
    return null;
  }
  return Number(t);
}

type BroughtForwardBody = Pick<
  CompanyBody,
  | "tradingLossesBroughtForward"
  | "tradingLossesBroughtForwardBefore2017"
  | "tradingLossesClaim"
  | "capitalAllowancesMainPoolBroughtForward"
  | "capitalAllowancesSpecialRatePoolBroughtForward"
>;

export function broughtForwardBodyFromForm(values: BroughtForwardFormValues, errors: FormErrors): BroughtForwardBody {
  return {
    tradingLossesBroughtForward: wholePounds(values.sinceApril2017, "broughtForward.sinceApril2017", errors) ?? 0,
    tradingLossesBroughtForwardBefore2017: wholePounds(values.before2017, "broughtForward.before2017", errors) ?? 0,
    tradingLossesClaim: wholePounds(values.claim, "broughtForward.claim", errors),
    capitalAllowancesMainPoolBroughtForward: wholePounds(values.mainPool, "broughtForward.mainPool", errors) ?? 0,
    capitalAllowancesSpecialRatePoolBroughtForward:
      wholePounds(values.specialPool, "broughtForward.specialPool", errors) ?? 0,
  };
}
