import type { BalanceTiming, DetectedMapping, HeaderMap, PositiveAmounts } from "../../../core/csv";
import type { FileColumns } from "./upload-types";

/**
 * The columns a person can point at: the spec's six roles (§3), then a column of debit/credit marks that signs an
 * unsigned amount (a card's CR). "" means the role is not used.
 */
export const MAPPING_FIELDS = ["date", "description", "amount", "debit", "credit", "balance", "flag"] as const;
export type MappingField = (typeof MAPPING_FIELDS)[number];

/** The two readings of a file a person can correct; "" keeps what the reader decided from the file itself. */
export interface MappingReadings {
  balanceTiming: BalanceTiming | "";
  positive: PositiveAmounts | "";
}

export type ReadingField = keyof MappingReadings;
/** A reading as chosen: one of its values, never "" (that is "as the file says"). */
export type ReadingValue<K extends ReadingField> = Exclude<MappingReadings[K], "">;

export type ColumnMapping = Record<MappingField, string> & MappingReadings;

export const EMPTY_MAPPING: ColumnMapping = {
  date: "",
  description: "",
  amount: "",
  debit: "",
  credit: "",
  balance: "",
  flag: "",
  balanceTiming: "",
  positive: "",
};

export const FIELD_LABELS: Record<MappingField, string> = {
  date: "Date",
  description: "Description",
  amount: "Amount",
  debit: "Debit",
  credit: "Credit",
  balance: "Balance",
  flag: "Debit/credit flag",
};

export const AMOUNT_SOURCE_HINT = "Map either an Amount column, or both Debit and Credit columns";
export const DEBIT_CREDIT_NOTICE = "Using separate Debit/Credit columns";

// Spec §5 auto-guess. Only these four roles are guessed: a wrong guess of debit or credit would flip signs silently.
const GUESSES: [MappingField, RegExp][] = [
  ["date", /date/i],
  ["description", /desc|detail|narrative/i],
  ["amount", /amount|value/i],
  ["balance", /balance/i],
];

/** Header names a select can offer: blank and repeated names cannot be told apart, so they are left out. */
export function selectableHeaders(headers: readonly string[]): string[] {
  return [...new Set(headers.map((h) => h.trim()).filter((h) => h !== ""))];
}

/**
 * The first header matching each role, in the order date, description, amount, balance. A header already taken
 * is skipped, so "Value Date" becomes the date and not the amount.
 */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = { ...EMPTY_MAPPING };
  const taken = new Set<string>();
  const names = selectableHeaders(headers);
  for (const [field, pattern] of GUESSES) {
    const match = names.find((h) => !taken.has(h) && pattern.test(h));
    if (match === undefined) continue;
    mapping[field] = match;
    taken.add(match);
  }
  return mapping;
}

/** A mapping the parser answered, as the panel's choices; the readings it leaves out stay the file's own. */
export function fromHeaderMap(map: HeaderMap): ColumnMapping {
  const mapping: ColumnMapping = { ...EMPTY_MAPPING };
  for (const field of MAPPING_FIELDS) mapping[field] = map[field]?.trim() ?? "";
  mapping.balanceTiming = map.balanceTiming ?? "";
  mapping.positive = map.positive ?? "";
  return mapping;
}

/**
 * Where the panel starts: the mapping the rows were read with, so changing one column keeps the rest; the spec's
 * auto-guess only when the parser found no usable mapping.
 */
export function initialMapping(columns: FileColumns): ColumnMapping {
  return columns.mapping ? fromHeaderMap(columns.mapping) : guessMapping(columns.detectedHeaders);
}

export interface MappingCheck {
  /** Date, description and an amount source are set: Apply Mapping may be pressed. */
  valid: boolean;
  /** Both Debit and Credit are set, so amounts come from the two columns. */
  usesDebitCredit: boolean;
  /** Neither Amount nor both Debit and Credit: show the hint. */
  needsAmountSource: boolean;
  /** A balance column is mapped, so whether it is printed before or after each row matters. */
  asksBalanceTiming: boolean;
  /** One amount column with no flag to sign it: whether positive means money in or out matters. */
  asksPositive: boolean;
}

export function checkMapping(m: ColumnMapping): MappingCheck {
  const usesDebitCredit = m.debit !== "" && m.credit !== "";
  const hasAmountSource = m.amount !== "" || usesDebitCredit;
  return {
    valid: m.date !== "" && m.description !== "" && hasAmountSource,
    usesDebitCredit,
    needsAmountSource: !hasAmountSource,
    asksBalanceTiming: m.balance !== "",
    asksPositive: m.amount !== "" && !usesDebitCredit && m.flag === "",
  };
}

/** The readings the panel shows: the person's choice, else what the reader decided, else the usual one. */
export function shownReadings(
  m: ColumnMapping,
  detected: DetectedMapping | null,
): { balanceTiming: BalanceTiming; positive: PositiveAmounts } {
  return {
    balanceTiming: m.balanceTiming || detected?.balanceTiming || "after",
    positive: m.positive || detected?.positive || "in",
  };
}

/**
 * The headerMap sent to the parser. With both Debit and Credit mapped, the notice promises the two columns are
 * used, so a mapped Amount is left out rather than competing with them. The flag goes even when "": left out, the
 * reader would look for a flag column the panel showed as None. A reading goes only where it applies and was chosen
 * (or came with the mapping), so the file's own evidence still decides the rest.
 */
export function toHeaderMap(m: ColumnMapping): HeaderMap {
  const { usesDebitCredit, asksBalanceTiming, asksPositive } = checkMapping(m);
  const map: HeaderMap = {};
  for (const field of MAPPING_FIELDS) {
    if (m[field] === "" && field !== "flag") continue;
    if (field === "amount" && usesDebitCredit) continue;
    map[field] = m[field];
  }
  if (asksBalanceTiming && m.balanceTiming !== "") map.balanceTiming = m.balanceTiming;
  if (asksPositive && m.positive !== "") map.positive = m.positive;
  return map;
}
