import {
  BANK_CODES,
  CUT_MARKERS,
  HEAD_PHRASES,
  LEAD_PHRASES,
  MONTHS,
  NOISE_WORDS,
  PLACES,
  REFERENCE_NOISE,
  TRAILING_NOISE,
} from "./narrative-words";

/** What the pipeline reads out of one bank narrative. All strings are lower case. */
export interface ParsedNarrative {
  /** The payee without codes, dates, card numbers, references and places: "tesco stores". May be "". */
  payee: string;
  /** Bank transaction codes seen anywhere ("dd", "fpi"): a hint of the payment channel for the model. */
  codes: readonly string[];
  /** Words (no digits) of the reference and of other comma segments: "rent", "inv". */
  extras: readonly string[];
  /** Every token, digits included (runs of 3+ as zeros, see digitShape), for built-in rules and HMRC references. */
  tokens: readonly string[];
  /** payee | codes | extras: narratives with the same key look the same to the model. */
  modelKey: string;
}

const MAX_PAYEE_TOKENS = 5;
const TOKEN = /[a-z0-9&']+|,/g;
const NON_ASCII = /[^ -~\t\n\r]/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** "1,150.00" is an amount, not two comma segments. */
const THOUSANDS = /(\d),(\d{3})/g;
const LETTERS_THEN_DIGITS = /^([a-z]{2,})(\d{3,})$/;

/** Lower case, accents folded ("Caffè" → "caffe"), thousands separators removed. */
function prepare(text: string): string {
  const lower = text.toLowerCase();
  const folded = NON_ASCII.test(lower) ? lower.normalize("NFD").replace(COMBINING_MARKS, "") : lower;
  return folded.includes(",") ? folded.replace(THOUSANDS, "$1$2") : folded;
}

/** Tokens and "," separators; apostrophes vanish ("sainsbury's" → "sainsburys"), "e.on" stays one brand. */
function lex(prepared: string): string[] {
  const out: string[] = [];
  for (const raw of prepared.match(TOKEN) ?? []) {
    const t = raw.includes("'") ? raw.replaceAll("'", "") : raw;
    if (t === "" || t === "&") continue;
    if (t === "on" && out[out.length - 1] === "e") out[out.length - 1] = "eon";
    else out.push(t);
  }
  return out;
}

const isDigitCode = (code: number) => code >= 48 && code <= 57;
const isAlnumCode = (code: number) => isDigitCode(code) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** A word with digits that is number-like (see isNumberLike) or holds three digits in a row. */
function isReferenceWord(text: string, start: number, end: number): boolean {
  let digits = 0;
  let run = 0;
  let longest = 0;
  for (let i = start; i < end; i++) {
    if (isDigitCode(text.charCodeAt(i))) {
      digits++;
      run++;
      if (run > longest) longest = run;
    } else run = 0;
  }
  const length = end - start;
  return digits > 0 && (longest >= 3 || digits === length || (digits >= 2 && digits * 3 >= length));
}

/**
 * Dates, references, store and card numbers become zeros of the same shape: any word that is number-like (see
 * isNumberLike) or holds three digits in a row. Such words are never part of a payee and only their shape matters
 * (an HMRC reference, a VAT number), so narratives that differ only there parse alike and one cached parse serves a
 * whole statement. Brands with a digit ("O2", "JET2", "1ST") are untouched. One pass, no regular expressions: it
 * runs on every line.
 */
export function digitShape(text: string): string {
  let out = "";
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    if (!isAlnumCode(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < text.length && isAlnumCode(text.charCodeAt(i))) i++;
    if (isReferenceWord(text, start, i)) {
      out += text.slice(copied, start) + text.slice(start, i).replace(ANY_DIGIT, "0");
      copied = i;
    }
  }
  return copied === 0 ? text : out + text.slice(copied);
}

const ANY_DIGIT = /\d/g;

/** Lower-case word tokens of any text (rule patterns use this too, so both sides tokenise alike). */
export function tokenize(text: string): string[] {
  return lex(prepare(digitShape(text))).filter((t) => t !== ",");
}

function digitCount(t: string): number {
  let digits = 0;
  for (let i = 0; i < t.length; i++) {
    const code = t.charCodeAt(i);
    if (code >= 48 && code <= 57) digits++;
  }
  return digits;
}

/**
 * Card numbers, store numbers and references: pure numbers, or tokens at least a third digits with two digits or
 * more ("ab12c3", "12mar24"). Brands with a digit survive: "o2", "jet2", "1password", "parcel2go".
 */
function isNumberLike(t: string): boolean {
  const digits = digitCount(t);
  return digits > 0 && (digits === t.length || (digits >= 2 && digits * 3 >= t.length));
}

const hasDigit = (t: string | undefined) => t !== undefined && digitCount(t) > 0;

/** Drops numbers, dates ("12 mar", "12mar24", "on 12 mar") and card markers ("cd 1234"); keeps "o2", "1st". */
function dropDatesAndNumbers(tokens: readonly string[]): string[] {
  const drop = tokens.map(isNumberLike);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (MONTHS.has(t) && (hasDigit(tokens[i - 1]) || hasDigit(tokens[i + 1]))) drop[i] = true;
  }
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    if ((t === "on" || t === "cd" || t === "card") && next !== undefined && (drop[i + 1] || hasDigit(next)))
      drop[i] = true;
    if (t === "cd" && hasDigit(tokens[i - 1])) drop[i] = true;
  }
  return tokens.filter((_, i) => !drop[i]);
}

function startsWith(tokens: readonly string[], phrase: readonly string[], at = 0): boolean {
  return phrase.every((p, k) => tokens[at + k] === p);
}

function afterLeadPhrase(tokens: string[]): string[] {
  for (const phrase of LEAD_PHRASES) {
    for (let i = 0; i + phrase.length < tokens.length; i++) {
      if (startsWith(tokens, phrase, i)) return tokens.slice(i + phrase.length);
    }
  }
  return tokens;
}

/** Removes "card payment to", "direct debit", "from"… from the start, repeatedly, never the last token. */
function dropHead(tokens: string[]): string[] {
  let rest = afterLeadPhrase(tokens);
  for (let changed = true; changed; ) {
    changed = false;
    for (const phrase of HEAD_PHRASES) {
      if (phrase.length < rest.length && startsWith(rest, phrase)) {
        rest = rest.slice(phrase.length);
        changed = true;
        break;
      }
    }
  }
  return rest;
}

/**
 * Splits a segment into payee and reference. Santander writes "ref <ref> from <payee>", others "<payee> ref <ref>";
 * "bank giro credit ref <payee>" has the payee after "ref".
 */
function splitReference(tokens: string[]): { payee: string[]; reference: string[] } {
  if (tokens[0] === "ref" || tokens[0] === "reference") {
    const from = tokens.findIndex((t, i) => i > 0 && (t === "from" || t === "to"));
    if (from > 0) return { payee: tokens.slice(from + 1), reference: tokens.slice(1, from) };
    return { payee: tokens.slice(1), reference: [] };
  }
  const cut = tokens.findIndex(
    (t, i) => i > 0 && CUT_MARKERS.has(t) && (t !== "with" || tokens[i + 1] === "reference"),
  );
  if (cut < 0) return { payee: tokens, reference: [] };
  return { payee: tokens.slice(0, cut), reference: tokens.slice(cut + 1) };
}

/** Drops noise and repeats anywhere, then country codes, places and months from the end (never the only token). */
function cleanPayee(tokens: readonly string[]): string[] {
  const kept = [...new Set(tokens)].filter((t) => !NOISE_WORDS.has(t));
  while (kept.length > 1) {
    const last = kept[kept.length - 1]!;
    if (!TRAILING_NOISE.has(last) && !PLACES.has(last) && !MONTHS.has(last)) break;
    kept.pop();
  }
  return kept.slice(0, MAX_PAYEE_TOKENS);
}

/** Words worth keeping from references: no digits, no codes, months, places or noise. */
function referenceWords(tokens: readonly string[]): string[] {
  return tokens.filter(
    (t) =>
      t.length >= 3 &&
      !hasDigit(t) &&
      !BANK_CODES.has(t) &&
      !MONTHS.has(t) &&
      !PLACES.has(t) &&
      !NOISE_WORDS.has(t) &&
      !REFERENCE_NOISE.has(t),
  );
}

/** Rule tokens keep digits; "ads1234567" splits into "ads" + "1234567" (Google Ads appends an id). */
function ruleTokens(lexed: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of lexed) {
    if (t === ",") continue;
    const m = digitCount(t) >= 3 ? LETTERS_THEN_DIGITS.exec(t) : null;
    if (m) out.push(m[1]!, m[2]!);
    else out.push(t);
  }
  return out;
}

/** Comma-separated segments with the bank codes taken out (and collected). */
function segmentsOf(lexed: readonly string[], codes: Set<string>): string[][] {
  const segments: string[][] = [[]];
  for (const t of lexed) {
    if (t === ",") segments.push([]);
    else if (BANK_CODES.has(t)) codes.add(t);
    else segments[segments.length - 1]!.push(t);
  }
  return segments;
}

function parseUncached(description: string): ParsedNarrative {
  const lexed = lex(prepare(description));
  const codes = new Set<string>();
  const extras: string[] = [];
  let payee: string[] = [];
  for (const segment of segmentsOf(lexed, codes)) {
    const split = splitReference(dropHead(dropDatesAndNumbers(segment)));
    const cleaned = cleanPayee(split.payee);
    if (payee.length === 0 && cleaned.length > 0) payee = cleaned;
    else extras.push(...referenceWords(split.payee));
    extras.push(...referenceWords(split.reference));
  }
  const normalised = payee.join(" ");
  const codeList = [...codes];
  const modelKey = `${normalised}|${codeList.join(" ")}|${extras.join(" ")}`;
  return { payee: normalised, codes: codeList, extras, tokens: ruleTokens(lexed), modelKey };
}

/** Enough for a statement's distinct narratives; small enough that the cache never becomes a garbage-collection cost. */
const CACHE_LIMIT = 20_000;
const cache = new Map<string, ParsedNarrative>();

/** Memoised by digit shape: statements repeat narratives with new dates and references all the time. */
export function parseNarrative(description: string): ParsedNarrative {
  const shape = digitShape(description);
  const hit = cache.get(shape);
  if (hit) return hit;
  const parsed = parseUncached(shape);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(shape, parsed);
  return parsed;
}

/** "CARD PAYMENT TO TESCO STORES 3297 ON 12 MAR GB" → "tesco stores". */
export function normalisePayee(description: string): string {
  return parseNarrative(description).payee;
}

/** "northwind trading" → "Northwind Trading", for reasons people read. */
export function displayPayee(payee: string): string {
  return payee.replace(/\b([a-z])/g, (m) => m.toUpperCase());
}
