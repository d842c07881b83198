import { type Pence, toDecimalString } from "../../money";
import { e, type XmlElement } from "./xml-writer";

/**
 * HMRC's CT amounts are decimals with two places ("1234.00"); whole-pound boxes must end ".00" and none may be
 * negative (CTwholePoundStructure, CTpoundPenceStructure). The boxes come from core/tax already rounded, so a
 * fraction of a pound or a negative here is a bug upstream, not something to round away.
 */
export function poundsAndPence(p: Pence): string {
  if (!Number.isSafeInteger(p) || p < 0) throw new RangeError(`An HMRC amount cannot be ${p} pence`);
  return toDecimalString(p);
}

export function wholePounds(p: Pence): string {
  if (p % 100 !== 0) throw new RangeError(`A whole-pound box cannot hold ${p} pence`);
  return poundsAndPence(p);
}

/** A rate in percent with two decimals ("19.00", "26.50"), from its hundredths so no binary fraction shows. */
export function ratePercent(rate: number): string {
  const hundredths = Math.round(rate * 100);
  return `${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;
}

/** An element holding whole pounds, or nothing when the box is blank. */
export const poundsEl = (name: string, p: Pence | null | undefined): XmlElement | null =>
  p === null || p === undefined ? null : e(name, wholePounds(p));

/** Whole pounds, written only when above zero (the schema's non-zero types, and boxes HMRC wants blank at 0). */
export const positivePoundsEl = (name: string, p: Pence | null | undefined): XmlElement | null =>
  p ? poundsEl(name, p) : null;

export const penceEl = (name: string, p: Pence | null | undefined): XmlElement | null =>
  p === null || p === undefined ? null : e(name, poundsAndPence(p));

export const positivePenceEl = (name: string, p: Pence | null | undefined): XmlElement | null =>
  p ? penceEl(name, p) : null;

/** A "yes" tick, or nothing (CT_YesType has no "no"). */
export const yesEl = (name: string, yes: boolean | undefined): XmlElement | null => (yes ? e(name, "yes") : null);

/** A group element, or nothing when none of its children is present. */
export function groupEl(name: string, ...children: (XmlElement | null)[]): XmlElement | null {
  const present = children.filter((c): c is XmlElement => c !== null);
  return present.length === 0 ? null : e(name, present);
}
