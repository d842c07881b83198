import type { CategoryId } from "../categories";
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
  /** Equipment is a fixed asset: its VAT is input VAT, its net cost is capitalised; money in is its sale. */
  kind: "income" | "expense" | "equipment";
  /** Signed as the bank shows it: money in positive. */
  gross: Pence;
  rate: VatRate;
  date: IsoDate;
  /** Its category, where known: interest received stays out of flat-rate turnover. */
  categoryId?: CategoryId | null;
  /**
   * Equipment money in (a sale): whether input VAT was reclaimed on buying the asset sold (`purchaseVatReclaimed`);
   * null or missing when the register cannot say.
   */
  purchaseVatReclaimed?: boolean | null;
}

export interface VatTreatment {
  /** VAT taken out of the line, signed like `gross` (standard scheme, or flat-rate capital goods). */
  vat: Pence;
  /** Which VAT account `vat` moves: output VAT on income and on selling equipment, input VAT on buying. */
  figure: "output" | "input";
  /** Flat rate scheme income: the percentage in basis points that the gross bears; null otherwise. */
  flatRateBasisPoints: number | null;
}

const none = (figure: VatTreatment["figure"]): VatTreatment => ({ vat: ZERO, figure, flatRateBasisPoints: null });

/** Income, and equipment money in (its sale), is output VAT; money out is input VAT. */
const figureOf = (line: VatableLine): VatTreatment["figure"] =>
  line.kind === "income" || (line.kind === "equipment" && line.gross > 0) ? "output" : "input";

/** A supplier or customer not VAT-registered charges none (VATA 1994 s4(1)): such a line is outside the scope. */
const outsideScope = (rate: VatRate) => rate === "outside-scope" || rate === "no-vat";

/**
 * How VAT applies to one line. Not registered on its date: none. Standard scheme: the VAT fraction of its gross
 * (`vatOfGross`), output VAT on income and on selling equipment (a VAT return's box 1, not a reduction of box 4).
 * Flat rate scheme: see `flatRateTreatment`.
 */
export function vatTreatment(line: VatableLine, rules: VatRules): VatTreatment {
  const registration = rules.registration;
  const figure = figureOf(line);
  if (!registration || !isRegisteredOn(registration, line.date)) return none(figure);
  if (rules.flatRateBasisPoints === null) {
    return { vat: vatOfGross(line.gross, line.rate), figure, flatRateBasisPoints: null };
  }
  return flatRateTreatment(line, registration, rules.flatRateBasisPoints);
}

/**
 * The flat rate scheme (VAT Notice 733 §6.2–6.3 and §15):
 * - Income joins the VAT-inclusive flat-rate turnover, zero-rated and exempt income included (rent, commission),
 *   except what is outside the scope and bank or building society interest: after Fanfield Ltd and Thexton Training
 *   Ltd v HMRC [2011] UKFTT 42 (TC00919) HMRC's notice leaves interest out of flat-rate turnover. The design note's
 *   "all business income, including exempt" is wider than the notice here; the notice is followed.
 * - Purchases keep their VAT, except one purchase of capital expenditure goods of £2,000 or more including VAT,
 *   whose VAT is reclaimed outside the scheme (reg 55E).
 * - Selling equipment: where the asset's input VAT was reclaimed, output VAT at the line's own rate is due outside
 *   the flat rate (600 at 20 %: 600/6 = 100); where it was not, the proceeds join flat-rate turnover
 *   (600 × 13.5 % = 81). When the register cannot say which, the VAT is charged outside the scheme: the VAT
 *   fraction (1/6) is above every flat-rate percentage (at most 16.5 %), so the figure never understates what is
 *   owed, and a person who knows the asset's VAT was not reclaimed records the sale on the register.
 */
function flatRateTreatment(line: VatableLine, registration: VatRegistration, basisPoints: number): VatTreatment {
  const figure = figureOf(line);
  const turnover = (): VatTreatment => ({
    vat: ZERO,
    figure,
    flatRateBasisPoints: flatRateBasisPointsOn(registration, basisPoints, line.date),
  });
  if (line.kind === "income") {
    if (outsideScope(line.rate) || line.categoryId === "interest-received") return none(figure);
    return turnover();
  }
  if (line.kind === "equipment" && line.gross > 0) {
    if (outsideScope(line.rate)) return none(figure);
    if (line.purchaseVatReclaimed === false) return turnover();
    return { vat: vatOfGross(line.gross, line.rate), figure, flatRateBasisPoints: null };
  }
  if (line.kind === "equipment" && abs(line.gross) >= FLAT_RATE_CAPITAL_GOODS_THRESHOLD) {
    return { vat: vatOfGross(line.gross, line.rate), figure, flatRateBasisPoints: null };
  }
  return none(figure);
}
