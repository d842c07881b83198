import { CATEGORIES, type CategoryId, type MicroLine } from "../categories";
import type { BalanceSheetLineKey } from "./balance-sheet-types";
import type { Accounts } from "./build-accounts";
import { type BalanceSheetTarget, ids, type Ledger } from "./ledger";

/**
 * A report line a person can open to see the transactions behind it: a P&L category, a P&L section, a micro-entity
 * P&L line (A–F; E is the equipment being depreciated), or a balance sheet line (D and J are "prepayments" and
 * "accruals"). `explainLine` adds the year-end adjustments and opening items behind it.
 */
export type DrillDownKey =
  | `income:${CategoryId}`
  | `expense:${CategoryId}`
  | "income"
  | "expenses"
  | "micro:A"
  | "micro:B"
  | "micro:C"
  | "micro:D"
  | "micro:E"
  | "micro:F"
  | "cash"
  | "fixed-assets"
  | "dividends"
  | "share-capital"
  | "profit-and-loss-account"
  | "prepayments"
  | "accruals"
  | BalanceSheetLineKey;

/** The micro-entity P&L lines a drill-down key opens (E is equipment, not a category line). */
export const MICRO_LINES: Partial<Record<DrillDownKey, MicroLine>> = {
  "micro:A": "A Turnover",
  "micro:B": "B Other income",
  "micro:C": "C Cost of raw materials and consumables",
  "micro:D": "D Staff costs",
  "micro:F": "F Other charges",
};

/** Balance sheet lines made of this period's transactions. */
const PERIOD_LINES = [
  "directors-loan",
  "corporation-tax",
  "vat",
  "loans",
  "uncategorised",
  "unmatched-transfers",
  "bank-overdraft",
] as const satisfies readonly BalanceSheetLineKey[];

/** Balance sheet lines moved by year-end adjustments and opening items (and s455 by the loan's lines after the year). */
const ADJUSTED_LINES = [
  "trade-debtors",
  "trade-creditors",
  "s455-tax",
  "s455-recoverable",
] as const satisfies readonly BalanceSheetLineKey[];

/**
 * The balance sheet lines (of core's line lists) a person opens from the Balance Sheet: those made of this period's
 * transactions, and those moved by year-end adjustments and opening items, which the explanation shows (debtors
 * among them). The others (stocks, other current assets, other creditors brought forward) are figures carried in,
 * with nothing to list.
 */
export const DRILLABLE_SHEET_LINES: ReadonlySet<BalanceSheetLineKey> = new Set<BalanceSheetLineKey>([
  ...PERIOD_LINES,
  "debtors",
  ...ADJUSTED_LINES,
]);

/** Whether a balance sheet line opens its drill-down: the Balance Sheet tab's chevron, and a line the server opens. */
export function isDrillableSheetLine(key: string): key is BalanceSheetLineKey {
  return DRILLABLE_SHEET_LINES.has(key as BalanceSheetLineKey);
}

const categoryKeys = (kind: "income" | "expense"): DrillDownKey[] =>
  CATEGORIES.filter((c) => c.kind === kind).map((c) => `${kind}:${c.id}` as DrillDownKey);

/**
 * Every report line the drill-down and its explanation open (GET /api/reports/drilldown and /explain): the P&L
 * categories and sections, A–F, the balance sheet's own lines, every drillable line above (a test holds them in),
 * and the lines carried in (stocks, other current assets and creditors), which only the explanation's adjustments
 * move. In the order the API's description lists them.
 */
export const DRILL_DOWN_KEYS: readonly DrillDownKey[] = [
  ...categoryKeys("income"),
  ...categoryKeys("expense"),
  "income",
  "expenses",
  "micro:A",
  "micro:B",
  "micro:C",
  "micro:D",
  "micro:E",
  "micro:F",
  "cash",
  "fixed-assets",
  "dividends",
  "share-capital",
  "profit-and-loss-account",
  "stocks",
  "debtors",
  "other-current-assets",
  "other-creditors",
  ...PERIOD_LINES,
  "prepayments",
  "accruals",
  ...ADJUSTED_LINES,
];

const TARGET_OF_LINE: Partial<Record<DrillDownKey, BalanceSheetTarget>> = {
  "fixed-assets": "equipment",
  "micro:E": "equipment",
  "directors-loan": "directors-loan",
  "corporation-tax": "corporation-tax",
  "corporation-tax-earlier": "corporation-tax",
  vat: "vat",
  "vat-earlier": "vat",
  loans: "loans",
  dividends: "dividends",
  "share-capital": "share-capital",
  uncategorised: "uncategorised",
  "unmatched-transfers": "transfers",
};

function categoryIds(ledger: Ledger, pick: (c: (typeof CATEGORIES)[number]) => boolean): string[] {
  return CATEGORIES.filter(pick).flatMap((c) => ids(ledger.byCategory.get(c.id)));
}

/** What besides the ledger decides a line's transactions: VAT-bearing lines and s455 repayments. */
export interface DrillDownContext {
  /** Transactions whose VAT (or flat-rate turnover) is part of the VAT account. */
  vatTransactionIds: ReadonlySet<string>;
  /** Director's loan repayments after the period end counted against s455. */
  s455RepaymentIds: readonly string[];
}

/**
 * The ids of the period's transactions behind a line. Lines made only of brought-forward figures or adjustments
 * (stocks, opening debtors, other creditors, trade debtors and creditors, D and J) have none.
 */
export function transactionIdsForLine(ledger: Ledger, key: DrillDownKey, context?: DrillDownContext): string[] {
  const [prefix, id] = key.split(":");
  if (prefix === "income" && id) return ids(ledger.byCategory.get(id as CategoryId));
  if (prefix === "expense" && id) return ids(ledger.byCategory.get(id as CategoryId));
  if (key === "income") return categoryIds(ledger, (c) => c.kind === "income");
  if (key === "expenses") return categoryIds(ledger, (c) => c.kind === "expense");
  if (key === "profit-and-loss-account") {
    return [
      ...categoryIds(ledger, (c) => c.kind === "income" || c.kind === "expense"),
      ...ids(ledger.byTarget.get("dividends")),
    ];
  }
  const line = MICRO_LINES[key];
  if (line) return categoryIds(ledger, (c) => c.line === line);
  if (key === "cash" || key === "bank-overdraft") return ids(ledger.transactions);
  if (key === "vat" && context) {
    return ledger.transactions
      .filter((t) => t.categoryId === "vat" || context.vatTransactionIds.has(t.id))
      .map((t) => t.id);
  }
  if (key === "s455-tax" || key === "s455-recoverable") {
    return [...ids(ledger.byTarget.get("directors-loan")), ...(context?.s455RepaymentIds ?? [])];
  }
  if (key === "paye-nic") return ids(ledger.byCategory.get("paye-ni"));
  const target = TARGET_OF_LINE[key];
  return target ? ids(ledger.byTarget.get(target)) : [];
}

/** The transaction ids behind a report line (see `DrillDownKey`). */
export function drillDown(accounts: Accounts, key: DrillDownKey): string[] {
  const s = accounts.vat.sources;
  const vatTransactionIds = new Set([
    ...s.outputVat.transactionIds,
    ...s.inputVat.transactionIds,
    ...s.flatRateVat.transactionIds,
  ]);
  return transactionIdsForLine(accounts.ledger, key, {
    vatTransactionIds,
    s455RepaymentIds: accounts.s455?.repaymentIds ?? [],
  });
}
