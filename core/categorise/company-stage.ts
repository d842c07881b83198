import type { CategoryId } from "../categories";
import type { Pence } from "../money";
import type { CompanyFacts } from "./company-facts";
import { type Direction, directionOf, type TxnToCategorise } from "./types";

export interface FactMatch {
  categoryId: CategoryId;
  confidence: number;
  reason: string;
  /** Only a director's name, no word of what the money is for: the person's own history for the payee comes first. */
  weak?: boolean;
}

interface DirectorNames {
  name: string;
  surname: string;
  first: string;
}

/** The facts made ready for one call: names split, references reduced to letters and digits. */
export interface PreparedFacts {
  directors: readonly DirectorNames[];
  shareCapital: Pence | null;
  /** The VAT number's nine digits as a payment may quote them (spaced or not), never inside a longer number. */
  vatNumber: RegExp | null;
  payeKeys: readonly string[];
  /** The id of the earliest receipt in the call, when it equals the called-up share capital. */
  firstCapitalReceiptId: string | null;
}

const words = (text: string) =>
  text
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
const compact = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");

const PAY_WORDS = new Set(["SALARY", "SAL", "WAGES", "WAGE", "PAY", "NETPAY", "PAYROLL"]);
const DIVIDEND_WORDS = new Set(["DIVIDEND", "DIVIDENDS", "DIV", "DIVI"]);
const CAPITAL_WORDS = new Set(["CAPITAL", "SHARES", "SHARE", "SUBSCRIPTION", "SUBSCRIPTIONS"]);
const LOAN_WORDS = new Set(["LOAN", "EXPENSES", "EXPS", "EXPENSE", "DRAWINGS", "DLA", "REIMBURSEMENT"]);

function directorNames(name: string): DirectorNames | null {
  const parts = words(name).filter((w) => !["MR", "MRS", "MS", "MISS", "DR"].includes(w));
  if (parts.length === 0) return null;
  return { name: name.trim(), surname: parts[parts.length - 1]!, first: parts.length > 1 ? parts[0]! : "" };
}

/**
 * Nine digits as a bank line quotes them, perhaps spaced ("123 4567 89"), with no digit right before or after: a
 * longer run that merely contains them is another number (a 10-digit UTR, "1234567890A00108" for corporation tax).
 */
function quotedDigits(digits: string): RegExp {
  return new RegExp(`(?<!\\d)${digits.split("").join("[ -]?")}(?:[ -]?\\d{3})?(?!\\d)`);
}

/**
 * The VAT registration number's nine digits ("GB123456789" → "123456789"; a branch's 12 digits keep their first nine,
 * which are what a payment quotes) and the PAYE reference in both the forms a payment may quote it.
 */
export function prepareFacts(facts: CompanyFacts | undefined, txns: readonly TxnToCategorise[]): PreparedFacts | null {
  if (!facts) return null;
  const vat = facts.vatNumber ? compact(facts.vatNumber).replace(/^GB/, "") : "";
  const paye = facts.payeReference ? compact(facts.payeReference) : "";
  const shareCapital = facts.shareCapital ?? null;
  return {
    directors: facts.directors.map(directorNames).filter((d): d is DirectorNames => d !== null),
    shareCapital,
    vatNumber: /^\d{9}/.test(vat) ? quotedDigits(vat.slice(0, 9)) : null,
    payeKeys: paye.length >= 6 ? [paye] : [],
    firstCapitalReceiptId: shareCapital ? firstReceiptOf(txns, shareCapital) : null,
  };
}

/** The company's first receipt (by date, then order) when it is exactly the share capital. */
function firstReceiptOf(txns: readonly TxnToCategorise[], shareCapital: Pence): string | null {
  let first: TxnToCategorise | null = null;
  for (const t of txns) {
    if (t.amount <= 0) continue;
    if (!first || (t.date !== undefined && first.date !== undefined && t.date < first.date)) first = t;
  }
  return first && first.amount === shareCapital ? first.id : null;
}

/** The director a line names: surname with the first name or its initial, or the whole name run together. */
function namedDirector(directors: readonly DirectorNames[], tokens: readonly string[]): DirectorNames | null {
  for (const d of directors) {
    const at = tokens.indexOf(d.surname);
    if (at < 0) continue;
    if (!d.first) return d;
    const near = [tokens[at - 1], tokens[at + 1], tokens[at - 2]];
    if (near.some((w) => w === d.first || w === d.first[0])) return d;
  }
  return null;
}

const has = (tokens: readonly string[], set: ReadonlySet<string>) => tokens.some((w) => set.has(w));

function byDirector(d: DirectorNames, tokens: readonly string[], direction: Direction): FactMatch | null {
  const who = d.name;
  if (direction === "out") {
    if (has(tokens, DIVIDEND_WORDS)) return fact("dividends", 0.97, `A dividend paid to ${who}, a director`);
    if (has(tokens, PAY_WORDS) || tokens.join(" ").includes("NET PAY")) {
      return fact("directors-salaries", 0.95, `Pay to ${who}, one of the company's directors`);
    }
    if (has(tokens, LOAN_WORDS)) {
      return fact("directors-loan", 0.9, `Paid to ${who}, a director, for expenses or a loan`);
    }
    return null;
  }
  if (has(tokens, CAPITAL_WORDS)) return fact("share-capital", 0.95, `${who}, a director, paying for shares`);
  // Money in names no direction of the loan: it lends to the company, or repays what the director borrowed from it.
  if (has(tokens, LOAN_WORDS)) {
    return fact("directors-loan", 0.9, `${who}, a director, paying into their loan account (a loan or a repayment)`);
  }
  return null;
}

const fact = (categoryId: CategoryId, confidence: number, reason: string): FactMatch => ({
  categoryId,
  confidence,
  reason,
});

function byHmrcReference(f: PreparedFacts, description: string): FactMatch | null {
  // Most companies have given neither reference: then no line needs flattening (this runs on every line).
  if (!f.vatNumber && f.payeKeys.length === 0) return null;
  if (f.vatNumber?.test(description)) {
    return fact("vat", 0.97, "Quotes the company's VAT registration number: a VAT payment or repayment");
  }
  const flat = compact(description);
  for (const key of f.payeKeys) {
    if (flat.includes(key)) return fact("paye-ni", 0.97, "Quotes the company's PAYE reference: PAYE and NI to HMRC");
  }
  return null;
}

/**
 * The company's own facts as evidence: a director named with pay words is Directors' Salaries, with a dividend
 * Dividends; a director paying in for shares, or the company's first receipt equal to its called-up share capital,
 * is Share Capital; HMRC payments quoting the company's VAT number or PAYE reference are VAT or PAYE.
 */
export function matchCompanyFacts(f: PreparedFacts, t: TxnToCategorise): FactMatch | null {
  if (t.id === f.firstCapitalReceiptId) {
    return fact("share-capital", 0.9, "The company's first receipt, equal to its called-up share capital");
  }
  const byReference = byHmrcReference(f, t.description);
  if (byReference) return byReference;
  if (f.directors.length === 0) return null;
  const tokens = words(t.description);
  const director = namedDirector(f.directors, tokens);
  if (!director) return null;
  const direction = directionOf(t.amount);
  const found = byDirector(director, tokens, direction);
  if (found) return found;
  if (direction === "in" && f.shareCapital !== null && t.amount <= f.shareCapital) {
    return fact("share-capital", 0.85, `${director.name}, a director, paying in no more than the share capital`);
  }
  return namedOnly(director, direction);
}

/** Under the review threshold: the person confirms what a bare name cannot say. */
const NAMED_ONLY_CONFIDENCE = 0.55;

/**
 * A director named with no word of pay, dividend, shares or loan ("TRANSFER TO A LOVELACE"). Money a director takes
 * out or puts in that is neither salary nor dividend is their loan account (categories.md), never a move between
 * the company's own accounts, and money they pay in is not a sale: either guess would leave an overdrawn loan, and
 * its s455 tax, out of the accounts. A director's loan, then, for the person to review.
 */
function namedOnly(d: DirectorNames, direction: Direction): FactMatch {
  const reason =
    direction === "out"
      ? `Paid to ${d.name}, a director, with no word of salary or dividend: a director's loan, please review`
      : `${d.name}, a director, paying in with no word of shares: a loan to the company, please review`;
  return { ...fact("directors-loan", NAMED_ONLY_CONFIDENCE, reason), weak: true };
}
