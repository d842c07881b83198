import type { HeaderMap } from "../../../core/csv";

/** The six roles a column can play (spec §3); "" means the role is not mapped. */
export const MAPPING_FIELDS = ["date", "description", "amount", "debit", "credit", "balance"] as const;
export type MappingField = (typeof MAPPING_FIELDS)[number];
export type ColumnMapping = Record<MappingField, string>;

export const EMPTY_MAPPING: ColumnMapping = {
  date: "",
  description: "",
  amount: "",
  debit: "",
  credit: "",
  balance: "",
};

export const FIELD_LABELS: Record<MappingField, string> = {
  date: "Date",
  description: "Description",
  amount: "Amount",
  debit: "Debit",
  credit: "Credit",
  balance: "Balance",
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

export interface MappingCheck {
  /** Date, description and an amount source are set: Apply Mapping may be pressed. */
  valid: boolean;
  /** Both Debit and Credit are set, so amounts come from the two columns. */
  usesDebitCredit: boolean;
  /** Neither Amount nor both Debit and Credit: show the hint. */
  needsAmountSource: boolean;
}

export function checkMapping(m: ColumnMapping): MappingCheck {
  const usesDebitCredit = m.debit !== "" && m.credit !== "";
  const hasAmountSource = m.amount !== "" || usesDebitCredit;
  return {
    valid: m.date !== "" && m.description !== "" && hasAmountSource,
    usesDebitCredit,
    needsAmountSource: !hasAmountSource,
  };
}

/**
 * The headerMap sent to the parser. With both Debit and Credit mapped, the notice promises the two columns are
 * used, so a mapped Amount is left out rather than competing with them.
 */
export function toHeaderMap(m: ColumnMapping): HeaderMap {
  const { usesDebitCredit } = checkMapping(m);
  const map: HeaderMap = {};
  for (const field of MAPPING_FIELDS) {
    if (m[field] === "") continue;
    if (field === "amount" && usesDebitCredit) continue;
    map[field] = m[field];
  }
  return map;
}
