import type { IsoDate } from "../dates";
import { abs, fromPounds, type Pence, ZERO } from "../money";
import {
  flatRateBasisPointsOn,
  isRegisteredOn,
  percentToBasisPoints,
  type VatRate,
  type VatRegistration,
  vatOfGross,
} from "../vat";

/**
 * On the flat rate scheme input VAT is reclaimed only on one purchase of capital expenditure goods costing £2,000 or
 * more including VAT (VAT Notice 733, capital expenditure goods; VAT Regulations 1995 reg 55E): here, one equipment
 * line of at least £2,000, paid or refunded.
 */
export const FLAT_RATE_CAPITAL_GOODS_THRESHOLD = fromPounds(2_000);

/** The VAT rules of one period: the registration, and its flat-rate percentage as exact basis points. */
export interface VatRules {
  registration: VatRegistration | null;
  flatRateBasisPoints: number | null;
}

/** Refuses a registration the engine cannot apply, in words (the server checks the same before saving). */
export function vatRulesFor(registration: VatRegistration | null | undefined): VatRules {
  if (!registration?.registered) return { registration: null, flatRateBasisPoints: null };
  if (registration.scheme !== "flat-rate") return { registration, flatRateBasisPoints: null };
  const bp = registration.flatRatePercent === null ? null : percentToBasisPoints(registration.flatRatePercent);
  if (bp === null) {
    throw new RangeError(
      `the flat rate scheme needs a percentage of 0–100 with at most two decimals, got ${registration.flatRatePercent}`,
    );
  }
  return { registration, flatRateBasisPoints: bp };
}

/** A line of the books that VAT may touch: a bank line, a year-end adjustment or the reversal of an opening item. */
export interface VatableLine {
  /** Equipment is a fixed asset: its VAT is input VAT, its net cost is capitalised. */
  kind: "income" | "expense" | "equipment";
  /** Signed as the bank shows it: money in positive. */
  gross: Pence;
  rate: VatRate;
  date: IsoDate;
}

export interface VatTreatment {
  /** VAT taken out of the line, signed like `gross` (standard scheme, or flat-rate capital goods). */
  vat: Pence;
  /** Flat rate scheme income: the percentage in basis points that the gross bears; null otherwise. */
  flatRateBasisPoints: number | null;
}

const NONE: VatTreatment = { vat: ZERO, flatRateBasisPoints: null };

/**
 * How VAT applies to one line. Not registered on its date: none. Standard scheme: the VAT fraction of its gross
 * (`vatOfGross`). Flat rate scheme: income that is not outside the scope joins the VAT-inclusive flat-rate turnover
 * (VAT Notice 733: all business income, zero-rated and exempt included); expenses keep their VAT; equipment of
 * £2,000 or more including VAT has its VAT reclaimed as on the standard scheme.
 */
export function vatTreatment(line: VatableLine, rules: VatRules): VatTreatment {
  const registration = rules.registration;
  if (!registration || !isRegisteredOn(registration, line.date)) return NONE;
  if (rules.flatRateBasisPoints === null) return { vat: vatOfGross(line.gross, line.rate), flatRateBasisPoints: null };
  if (line.kind === "income") {
    // A supplier not VAT-registered charges none (VATA 1994 s4(1)): such a line is treated as outside the scope.
    if (line.rate === "outside-scope" || line.rate === "no-vat") return NONE;
    return {
      vat: ZERO,
      flatRateBasisPoints: flatRateBasisPointsOn(registration, rules.flatRateBasisPoints, line.date),
    };
  }
  if (line.kind === "equipment" && abs(line.gross) >= FLAT_RATE_CAPITAL_GOODS_THRESHOLD) {
    return { vat: vatOfGross(line.gross, line.rate), flatRateBasisPoints: null };
  }
  return NONE;
}
