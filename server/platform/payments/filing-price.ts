import { formatGBP, type Pence } from "../../../core/money";

/** The one price of a filing pack (spec: £99, one-time). Everything that charges or shows the price reads these. */
export const FILING_PRICE_PENCE = 9900 as Pence;
export const FILING_CURRENCY = "gbp";

/** "£99" — whole pounds, as the product's wording writes the price. */
export const FILING_PRICE_TEXT = formatGBP(FILING_PRICE_PENCE).replace(/\.00$/, "");
