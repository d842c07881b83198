import type { ColumnPlan } from "./column-plan";
import { usedColumns } from "./column-plan";
import { columnCells } from "./flags";
import type { CsvRecord } from "./tokenize";
import type { DetectedAccount } from "./types";

/**
 * Signs of a card account that are not in the amounts: "card" in the account's name or the lines above the header
 * ("Platinum Credit Card", "Barclaycard"), or a column naming the card scheme on every row (Visa, Mastercard).
 * Bank exports also have card columns (Revolut's "Card number", Wise's "Card Last Four Digits"), so column names
 * alone are not taken as a sign.
 */
const CARD_WORDS = /\bcard\b|credit ?card|barclaycard|mastercard/i;
const SCHEMES = new Set(["visa", "mastercard", "master card", "amex", "american express", "maestro", "visa debit"]);

/** Every value names a card scheme ("Visa", "Mastercard"). */
export function isCardSchemeColumn(cells: readonly string[]): boolean {
  const values = cells.filter((c) => c !== "");
  return values.length > 0 && values.every((v) => SCHEMES.has(v.toLowerCase()));
}

function schemeColumn(sample: readonly CsvRecord[], plan: ColumnPlan): boolean {
  const used = usedColumns(plan);
  const width = Math.max(0, ...sample.map((r) => r.cells.length));
  for (let i = 0; i < width; i++) if (!used.has(i) && isCardSchemeColumn(columnCells(sample, i))) return true;
  return false;
}

export function cardHinted(
  preamble: readonly CsvRecord[],
  account: DetectedAccount | null,
  sample: readonly CsvRecord[],
  plan: ColumnPlan,
): boolean {
  if (account?.name && CARD_WORDS.test(account.name)) return true;
  if (preamble.some((r) => r.cells.some((c) => CARD_WORDS.test(c)))) return true;
  return schemeColumn(sample, plan);
}

/**
 * The card issuer's own words, at the start of the line: "PAYMENT RECEIVED - THANK YOU", "PAYMENT, THANK YOU",
 * "DIRECT DEBIT PAYMENT - THANK YOU", "THANK YOU FOR YOUR PAYMENT". A current account's line names its payee first
 * ("J SMITH PLUMBING PAYMENT THANK YOU", "REFUND OF PAYMENT RECEIVED IN ERROR"): read as a card's, it reversed
 * every sign of the file.
 */
const CARD_PAYMENT =
  /^(?:(?:direct debit|dd|online|mobile|bank|faster|bacs) )?payment (?:received(?: thank you)?|thank you)\b|^thank you for your payment\b/;

/** A card statement's line for a payment made to the card (see CARD_PAYMENT), whatever its punctuation. */
export function isCardPayment(description: string): boolean {
  const words = description
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  return CARD_PAYMENT.test(words);
}

/** Like the file's other conventions, decided from its first rows: a card is paid off every month. */
const PAYMENT_SAMPLE = 2000;

/**
 * A payment to the card printed negative: only a card statement prints the money it received as a negative amount,
 * so its purchases are the positive ones.
 */
export function negativeCardPayment(rows: readonly { amount: number; description: string }[]): boolean {
  const n = Math.min(rows.length, PAYMENT_SAMPLE);
  for (let i = 0; i < n; i++) {
    const r = rows[i]!;
    if (r.amount < 0 && isCardPayment(r.description)) return true;
  }
  return false;
}
