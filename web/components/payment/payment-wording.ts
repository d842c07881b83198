import { formatGBP, formatWholePounds, type Pence } from "../../../core/money";

/** The spec's price (part 2 §9), used until the server's config has been read. */
export const DEFAULT_FILING_PRICE_PENCE = 9900;

/** "£99" for whole pounds, "£99.50" otherwise. */
export function priceText(pence: number): string {
  const p = Math.trunc(pence) as Pence;
  return p % 100 === 0 ? formatWholePounds(p) : formatGBP(p);
}

/** The dialog's sentence (spec part 2, Payment dialog): beta offers the first filing free. */
export function paymentWording(betaMode: boolean, pricePence: number): string {
  const price = priceText(pricePence);
  return betaMode
    ? `Your first filing is free! Additional filings require a one-time payment of ${price}.`
    : `To download your filing packs, a one-time payment of ${price} is required.`;
}

/** What a payment unlocks, as the dialog lists it. */
export const INCLUDED_ITEMS = [
  "Companies House PDF pack",
  "Companies House XLSX pack",
  "HMRC CT600 draft XLSX",
  "Unlimited downloads for this filing period",
] as const;

export const CHECKOUT_FAILED_FALLBACK = "Payment failed";
