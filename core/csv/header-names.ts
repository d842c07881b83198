/**
 * What a header cell means. Real UK exports use many names for each role (see docs of the bank formats); the exact
 * lists come first, then the spec's keyword guess (date / desc, detail, narrative / amount, value / balance) as the
 * fallback for layouts nobody listed.
 */

export type Role =
  | "date"
  | "text" // a description part: joined with the other text columns
  | "reference" // a secondary description part (Starling, Revolut, Wise)
  | "amount"
  | "debit"
  | "credit"
  | "balance"
  | "status"
  | "sortCode"
  | "accountNumber"
  | "accountName"
  | "flag" // debit/credit words beside an unsigned amount (Tesco Bank-style "Debit/Credit Flag")
  | "currency" // the currency of the amount column (Revolut, Wise, Monzo)
  | "other" // known, but not used (type, category, time …)
  | "unknown";

/** Lower case, no quotes, BOM, apostrophe marker or trailing colon, single spaces: "  Paid In: " → "paid in". */
export function normaliseHeader(cell: string): string {
  return cell
    .replace(/^\uFEFF/, "")
    .trim()
    .replace(/^['"]+|['"]+$/g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*:$/, "")
    .trim()
    .toLowerCase();
}

// Best first: the index is the rank used when a file has several candidates for one role.
const DATE_NAMES = [
  "transaction date",
  "date",
  "posting date",
  "posted date",
  "post date",
  "booking date",
  "date completed (utc)",
  "completed date",
  "date completed",
  "finished on",
  "trans date",
  "txn date",
  "entry date",
  "value date",
  "created on",
  "date started (utc)",
  "started date",
  "created",
];
const AMOUNT_NAMES = [
  "amount",
  "value",
  "amount (gbp)",
  "amount gbp",
  "amount in gbp",
  "amount (£)",
  "amount £",
  "gbp amount",
  "transaction amount",
  "net amount",
  "debit/credit",
  "total amount",
  "paid amount",
  "amt",
];
const DEBIT_NAMES = [
  "debit amount",
  "debit",
  "debits",
  "paid out",
  "money out",
  "amount out",
  "out",
  "withdrawals",
  "withdrawal",
  "payments out",
  "payments",
  "spent",
  "outflow",
  "dr",
];
const CREDIT_NAMES = [
  "credit amount",
  "credit",
  "credits",
  "paid in",
  "money in",
  "amount in",
  "in",
  "deposits",
  "deposit",
  "payments in",
  "received",
  "inflow",
  "cr",
];
const BALANCE_NAMES = [
  "balance",
  "running balance",
  "balance (gbp)",
  "balance gbp",
  "balance in gbp",
  "account balance",
];
const TEXT_NAMES = [
  "description",
  "transaction description",
  "memo",
  "details",
  "transaction details",
  "narrative",
  "merchant/description",
  "merchant",
  "merchant name",
  "name",
  "counter party",
  "counterparty",
  "counterparty name",
  "payee",
  "payee name",
  "particulars",
  "transaction information",
  "payment details",
  "transactions",
];
const REFERENCE_NAMES = ["reference", "customer reference", "payment reference", "your reference", "ref"];
const STATUS_NAMES = ["state", "status", "transaction status"];
const SORT_CODE_NAMES = ["sort code", "sortcode"];
const ACCOUNT_NUMBER_NAMES = [
  "account number",
  "account no",
  "account no.",
  "account #",
  "account",
  "sort & account no.",
];
const ACCOUNT_NAME_NAMES = ["account name", "account alias", "account short name"];
const FLAG_NAMES = [
  "debit/credit flag",
  "credit/debit flag",
  "debit/credit indicator",
  "credit/debit indicator",
  "dr/cr",
  "cr/dr",
  "d/c",
  "c/d",
  "direction",
];
// The amount's own currency; "local currency" and "orig currency" are what a merchant charged abroad.
const CURRENCY_NAMES = ["currency", "payment currency", "account currency", "balance currency"];
const OTHER_NAMES = [
  "type",
  "transaction type",
  "category",
  "subcategory",
  "spending category",
  "notes",
  "note",
  "time",
  "transaction id",
  "id",
  "number",
  "emoji",
  "address",
  "fee",
  "local amount",
  "local currency",
];

const EXACT = new Map<string, { role: Role; rank: number }>();
const register = (names: readonly string[], role: Role) => {
  names.forEach((name, rank) => {
    if (!EXACT.has(name)) EXACT.set(name, { role, rank });
  });
};
register(DATE_NAMES, "date");
register(AMOUNT_NAMES, "amount");
register(DEBIT_NAMES, "debit");
register(CREDIT_NAMES, "credit");
register(BALANCE_NAMES, "balance");
register(TEXT_NAMES, "text");
register(REFERENCE_NAMES, "reference");
register(STATUS_NAMES, "status");
register(SORT_CODE_NAMES, "sortCode");
register(ACCOUNT_NUMBER_NAMES, "accountNumber");
register(ACCOUNT_NAME_NAMES, "accountName");
register(FLAG_NAMES, "flag");
register(CURRENCY_NAMES, "currency");
register(OTHER_NAMES, "other");

const FALLBACK_RANK = 100;

/** A money column that names sterling after its name: "Debit (GBP)", "Money in (£)", "Paid out GBP". */
const STERLING_SUFFIX = /\s*(?:\((?:gbp|£)\)|gbp|£)$/;
const MONEY_ROLES: ReadonlySet<Role> = new Set(["amount", "debit", "credit", "balance"]);

/** Role and rank (lower is better) of one normalised header name. */
export function classifyHeader(name: string): { role: Role; rank: number } {
  const exact = EXACT.get(name);
  if (exact) return exact;
  const sterling = STERLING_SUFFIX.exec(name);
  if (sterling) {
    const stem = EXACT.get(name.slice(0, sterling.index));
    if (stem && MONEY_ROLES.has(stem.role)) return { role: stem.role, rank: stem.rank + 1 };
  }
  if (/^narrative\s*#?\s*\d+$/.test(name)) return { role: "text", rank: 5 }; // Bankline's Narrative #1..#5
  if (/^amount \([a-z]{3}\)$/.test(name)) return { role: "amount", rank: 2 }; // Starling's "Amount (EUR)"
  if (/^balance \([a-z]{3}\)$/.test(name)) return { role: "balance", rank: 2 };
  // The spec's keyword guess, in its order.
  if (name.includes("date")) return { role: "date", rank: FALLBACK_RANK + (/start|creat/.test(name) ? 10 : 0) };
  if (/desc|detail|narrative/.test(name)) return { role: "text", rank: FALLBACK_RANK };
  if (/amount|value/.test(name) && !/local|orig|fee|exchange|source|target/.test(name)) {
    return { role: "amount", rank: FALLBACK_RANK };
  }
  if (name.includes("balance")) return { role: "balance", rank: FALLBACK_RANK };
  return { role: "unknown", rank: FALLBACK_RANK };
}
