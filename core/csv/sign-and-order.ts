import { pence } from "../money";
import { bestReading, chainScores, dateDirection, firstUnreconciled, unreconciledWarning } from "./balance-chain";
import { negativeCardPayment } from "./card-evidence";
import type { BalanceTiming, ParsedRow, PositiveAmounts } from "./types";

export const CARD_SIGN_WARNING =
  "Amounts in this file are shown as card charges; signs were reversed so money out is negative";
export const BALANCE_OWED_WARNING =
  "The balance column counts what is owed, as card statements do; balances are shown negative, as money owed";
export const CARD_SIGN_QUESTION =
  "This looks like a card statement, but its amounts were read as printed (negative = money out). If purchases " +
  "show as money in, choose Change mapping and set positive amounts to money out.";
export const ALL_POSITIVE_QUESTION =
  "Every amount in this file is positive, so every row reads as money in. If they are money out (a card " +
  "statement prints purchases this way), choose Change mapping and set positive amounts to money out.";

/** What decides the signs besides the balances. */
export interface SignEvidence {
  /** Paid out / paid in columns, a flag column or CR / DR marks give each row's direction. */
  explicitSigns: boolean;
  /** A person's choices; null to decide from the file. */
  positive: PositiveAmounts | null;
  timing: BalanceTiming | null;
  /** A card issuer's published layout (Amex). */
  cardIssuer: boolean;
  /** "Card" in the account, or a card scheme column (see card-evidence.ts). */
  cardHinted: boolean;
}

export interface SignOutcome {
  rows: ParsedRow[];
  warnings: string[];
  /** Null without a balance column. */
  timing: BalanceTiming | null;
  /** How a single amount column was read; null when the file states each row's direction. */
  positive: PositiveAmounts | null;
}

/**
 * Decides the signs, the row order and the balance's timing, then returns rows oldest first with the balance after
 * each row. The balance column decides where it runs; otherwise a card's evidence (its layout, a payment printed
 * negative, "card" in the account with mostly positive amounts) reverses the signs, and weaker evidence asks. A
 * newest-first file is reversed (not re-sorted) so same-day rows keep the order that makes the balances run; a final
 * stable sort by date catches rows a bank printed out of order. Balances that still do not follow are named.
 */
export function signAndOrder(input: ParsedRow[], e: SignEvidence): SignOutcome {
  const warnings: string[] = [];
  const direction = dateDirection(input);
  const firmSigns = e.explicitSigns || e.positive !== null;
  const reading = bestReading(chainScores(input), { direction, firmSigns, timing: e.timing })?.reading ?? null;
  const hasBalance = input.some((r) => r.balance !== null);
  const timing = reading?.timing ?? e.timing ?? "after";
  const strongCard = e.cardIssuer || negativeCardPayment(input);
  let flip: boolean;
  if (e.explicitSigns) flip = false;
  else if (e.positive !== null) flip = e.positive === "out";
  else if (reading) flip = strongCard || reading.opposed;
  else {
    const positives = input.filter((r) => r.amount > 0).length;
    flip = strongCard || (e.cardHinted && positives > input.length / 2);
    if (!flip && e.cardHinted) warnings.push(CARD_SIGN_QUESTION);
    else if (!flip && input.length > 1 && positives === input.length) warnings.push(ALL_POSITIVE_QUESTION);
  }
  const owed = reading !== null && flip !== reading.opposed;
  if (flip && e.positive === null) warnings.unshift(CARD_SIGN_WARNING);
  if (owed) warnings.push(BALANCE_OWED_WARNING);
  let rows = input;
  if (flip || owed || timing === "before") rows = input.map((r) => adjusted(r, flip, owed, timing));
  if (reading ? reading.newestFirst : direction < 0) rows = [...rows].reverse();
  if (!isSortedByDate(rows)) rows = [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const miss = hasBalance ? firstUnreconciled(rows) : null;
  if (miss) warnings.push(unreconciledWarning(rows[miss.index]!.line, rows[miss.index]!.balance!, miss));
  return {
    rows,
    warnings,
    timing: hasBalance ? timing : null,
    positive: e.explicitSigns ? null : flip ? "out" : "in",
  };
}

/** The row with its amount's sign reversed, a balance owed made negative, and a balance before it moved after it. */
function adjusted(r: ParsedRow, flip: boolean, owed: boolean, timing: BalanceTiming): ParsedRow {
  const amount = flip ? pence(-r.amount) : r.amount;
  let balance = r.balance;
  if (balance !== null) {
    if (owed) balance = pence(-balance);
    if (timing === "before") balance = pence(balance + amount);
  }
  return { ...r, amount, balance };
}

function isSortedByDate(rows: readonly ParsedRow[]): boolean {
  for (let i = 1; i < rows.length; i++) if (rows[i - 1]!.date > rows[i]!.date) return false;
  return true;
}
