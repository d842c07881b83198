import type { IsoDate } from "../../../core/dates";
import type { CorporationTaxComputation } from "../../../core/tax";
import { type ComputationsOptions, renderComputationsIxbrl } from "./computations-ixbrl";

/** What the computations of a period are made of: the filing pack's company, period and tax computations. */
export interface ComputationsSource {
  company: { name: string; registrationNumber: string | null; principalActivity?: string | null };
  period: { start: IsoDate; end: IsoDate };
  corporationTax: readonly CorporationTaxComputation[];
}

/** The tax computations of one accounting period: the document HMRC's return attaches first. */
export interface ComputationsDocument {
  /** The accounting period the return covers (CT600 boxes 30 and 35). */
  period: { start: IsoDate; end: IsoDate };
  xhtml: string;
}

/** The trade is named by the principal activity the accounts state; the company's name when there is none. */
const tradeName = (data: ComputationsSource) => data.company.principalActivity?.trim() || data.company.name;

/**
 * One computations document per accounting period of the period of account (two when it exceeds 12 months, CTA
 * 2009 s10), each giving the whole period of account and its own period covered.
 */
export function renderHmrcComputations(
  data: ComputationsSource,
  utr: string,
  options: ComputationsOptions = {},
): ComputationsDocument[] {
  const crn = data.company.registrationNumber;
  if (!crn) throw new RangeError("iXBRL computations need the company registration number (the context identifier)");
  const company = { name: data.company.name, registrationNumber: crn, utr, trade: tradeName(data) };
  const periodOfAccount = { start: data.period.start, end: data.period.end };
  return data.corporationTax.map((computation) => ({
    period: { start: computation.startDate, end: computation.endDate },
    xhtml: renderComputationsIxbrl({ company, periodOfAccount, computation }, options),
  }));
}
