import { addMonths, type IsoDate } from "../dates";

export type VatScheme = "standard" | "flat-rate";

/** A company's VAT registration, as its settings give it. */
export interface VatRegistration {
  registered: boolean;
  scheme: VatScheme;
  /** The flat-rate percentage HMRC gave the business (e.g. 14.5; 16.5 for a limited cost trader); flat rate only. */
  flatRatePercent: number | null;
  /** The date of registration: only supplies on or after it carry VAT. Null: registered throughout. */
  registeredFrom: IsoDate | null;
}

/**
 * A percentage with at most two decimals as an exact whole number of basis points (14.5 → 1,450), read from the
 * number's shortest decimal text so no binary fraction creeps in; null when it is not such a percentage of 0–100.
 */
export function percentToBasisPoints(percent: number): number | null {
  if (!Number.isFinite(percent)) return null;
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(percent));
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return bp <= 10_000 ? bp : null;
}

/**
 * The first day after the first year of VAT registration: its first anniversary (VAT Notice 733 §4.5; VAT
 * Regulations 1995 reg 55JB). A 29 February registration has its anniversary on 28 February.
 */
export function firstAnniversary(registeredFrom: IsoDate): IsoDate {
  return addMonths(registeredFrom, 12);
}

/**
 * The flat-rate percentage, in basis points, for a supply on `date`: the business's percentage, one percentage point
 * less from the registration date to the day before its first anniversary (VAT Notice 733 §4.5: registered on
 * 1 December 2005 at 10 %, it uses 9 % to 30 November 2006).
 */
export function flatRateBasisPointsOn(registration: VatRegistration, basisPoints: number, date: IsoDate): number {
  const from = registration.registeredFrom;
  const firstYear = from !== null && date >= from && date < firstAnniversary(from);
  return firstYear ? Math.max(0, basisPoints - 100) : basisPoints;
}

/** Whether a supply on `date` falls within the registration (on or after the registration date). */
export function isRegisteredOn(registration: VatRegistration | null | undefined, date: IsoDate): boolean {
  if (!registration?.registered) return false;
  return registration.registeredFrom === null || date >= registration.registeredFrom;
}
