import { mulDiv, type Pence, ZERO } from "../money";

/**
 * The VAT liability of a supply (VATA 1994): standard rated (s2, 20 %), reduced rate (s29A and Sch 7A, 5 %), zero
 * rated (s30 and Sch 8), exempt (s31 and Sch 9), or outside the scope of VAT (not a supply made in the course of
 * business: wages, taxes, dividends, loans, transfers). "no-vat" is a purchase from a supplier who is not
 * VAT-registered: it charges no VAT (only a taxable person charges VAT, VATA 1994 s4(1)), so the accounts treat it
 * like a line outside the scope: no VAT in it, nothing to reclaim.
 */
export const VAT_RATES = ["standard", "reduced", "zero", "exempt", "outside-scope", "no-vat"] as const;

export type VatRate = (typeof VAT_RATES)[number];

export function isVatRate(value: unknown): value is VatRate {
  return typeof value === "string" && (VAT_RATES as readonly string[]).includes(value);
}

/** The percentage charged: 20 (VATA 1994 s2(1)), 5 (s29A), or 0 for zero-rated, exempt, outside-scope and no-VAT lines. */
export function vatRatePercent(rate: VatRate): number {
  if (rate === "standard") return 20;
  if (rate === "reduced") return 5;
  return 0;
}

/**
 * The VAT inside a VAT-inclusive amount: gross × rate / (100 + rate), the VAT fraction (1/6 at 20 %, 1/21 at 5 %).
 * A bank line is a VAT-inclusive total, so its VAT is worked out once on the whole line and rounded to the nearest
 * penny, halves away from zero: VAT Notice 700 §16.6 lets a trader who works out VAT from VAT-inclusive prices
 * round each calculation up or down to the nearest penny but not always down. A refund (negative gross) gives the
 * same VAT with the sign reversed.
 */
export function vatOfGross(gross: Pence, rate: VatRate): Pence {
  const percent = vatRatePercent(rate);
  return percent === 0 ? ZERO : mulDiv(gross, percent, 100 + percent);
}

/**
 * What each VAT rate is called (VATA 1994: s2 standard, s29A reduced, Sch 8 zero, Sch 9 exempt), the one wording
 * the app uses wherever a rate is named: the Transactions table's VAT rate column, and the year-end adjustments'
 * and opening items' forms and lists.
 */
export const VAT_RATE_LABELS: Readonly<Record<VatRate, string>> = {
  standard: "Standard 20%",
  reduced: "Reduced 5%",
  zero: "Zero 0%",
  exempt: "Exempt",
  "outside-scope": "Outside the scope",
  "no-vat": "No VAT charged: supplier not VAT-registered",
};
