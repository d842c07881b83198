import { formatGBP, type Pence, pence } from "../money";
import { bestReading, chainScores, dateDirection, firstUnreconciled, unreconciledWarning } from "./balance-chain";
import { proveSigns, type SignProof } from "./balance-signs";
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
export const AMBIGUOUS_BALANCE_SIGNS =
  "The amounts in this file have no sign, and its balances fit them read more than one way (the dates do not show " +
  "which way the file runs), so they do not prove which rows are money in; every row was read one way. Check the " +
  "detected columns.";

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
  const direction = dateDirection(input);
  const asPrinted = signAsPrinted(input, e, direction);
  if (!unsignedWithBalances(input, e)) return asPrinted;
  const proof = proveSigns(input, { direction, timing: e.timing });
  if (proof === null) return asPrinted;
  if (proof === "ambiguous") return { ...asPrinted, warnings: [...asPrinted.warnings, AMBIGUOUS_BALANCE_SIGNS] };
  // Where the balances prove what reading every row one way gave (a file of money in only), that reading stands.
  const oneWay = asPrinted.positive === "out" ? -1 : 1;
  if (proof.signs.every((s) => s === null || s === 0 || s === oneWay)) return asPrinted;
  return signedByBalances(input, e, proof, oneWay);
}

/**
 * One amount column whose every amount is printed without a sign, beside a balance, and nothing else saying which
 * way the money went: the balances prove each row's sign (balance-signs.ts).
 */
function unsignedWithBalances(input: readonly ParsedRow[], e: SignEvidence): boolean {
  if (e.explicitSigns || e.positive !== null) return false;
  return input.some((r) => r.balance !== null) && input.some((r) => r.amount > 0) && input.every((r) => r.amount >= 0);
}

/** Every amount read one way, as printed or reversed (see signAndOrder). */
function signAsPrinted(input: ParsedRow[], e: SignEvidence, direction: -1 | 0 | 1): SignOutcome {
  const warnings: string[] = [];
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
  rows = oldestFirst(rows, reading ? reading.newestFirst : direction < 0, hasBalance, warnings);
  return {
    rows,
    warnings,
    timing: hasBalance ? timing : null,
    positive: e.explicitSigns ? null : flip ? "out" : "in",
  };
}

/**
 * Unsigned amounts signed by the balances (`proof`); a row they do not prove keeps the sign every row would have
 * had without the proof (`unproven`), with a warning naming it. A card's evidence (its layout, a payment proven to
 * be money in) still turns the file round, its balance then counting what is owed.
 */
function signedByBalances(input: ParsedRow[], e: SignEvidence, proof: SignProof, unproven: 1 | -1): SignOutcome {
  const signed = input.map((r, i) => withSign(r, proof.signs[i] ?? 1));
  const card = e.cardIssuer || negativeCardPayment(signed);
  const warnings = card ? [CARD_SIGN_WARNING, BALANCE_OWED_WARNING] : [];
  const notes: string[] = [];
  const { reading } = proof;
  const rows = input.map((r, i) => {
    const proven = proof.signs[i] ?? null;
    if (proven === null) notes.push(unprovenWarning(r, proof.edge.has(i) ? reading.timing : null, unproven));
    const row = proven === null ? withSign(r, unproven) : withSign(r, card ? -proven : proven);
    return adjusted(row, false, card, reading.timing);
  });
  return {
    rows: oldestFirst(rows, reading.newestFirst, true, warnings),
    warnings: [...warnings, ...notes],
    timing: reading.timing,
    positive: null,
  };
}

function withSign(r: ParsedRow, sign: number): ParsedRow {
  return sign < 0 && r.amount !== 0 ? { ...r, amount: pence(-r.amount) } : r;
}

/**
 * "Line 2: the amount £100.00 has no sign and no balance before it is in the file, so the balances do not show
 * whether it is money in or out; read as money out. Check this row." `edge`: the row at the end of the file that no
 * balance encloses, named by the balance's timing.
 */
function unprovenWarning(r: ParsedRow, edge: BalanceTiming | null, sign: 1 | -1): string {
  const why =
    edge === null
      ? "the balances around it do not follow from it one way only"
      : `no balance ${edge === "after" ? "before" : "after"} it is in the file`;
  return (
    `Line ${r.line}: the amount ${formatGBP(r.amount as Pence)} has no sign and ${why}, so the balances do not ` +
    `show whether it is money in or out; read as money ${sign < 0 ? "out" : "in"}. Check this row.`
  );
}

/** Rows oldest first (a newest-first file reversed, then any row a bank printed out of order sorted in), checked. */
function oldestFirst(input: ParsedRow[], newestFirst: boolean, hasBalance: boolean, warnings: string[]): ParsedRow[] {
  let rows = newestFirst ? [...input].reverse() : input;
  if (!isSortedByDate(rows)) rows = [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const miss = hasBalance ? firstUnreconciled(rows) : null;
  if (miss) warnings.push(unreconciledWarning(rows[miss.index]!.line, rows[miss.index]!.balance!, miss));
  return rows;
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
