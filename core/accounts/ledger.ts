import { type Category, type CategoryId, getCategory } from "../categories";
import type { Period } from "../dates";
import { type Pence, sum } from "../money";
import type { AccountsTransaction } from "./types";

/**
 * Where a bank transaction's other side goes. Every transaction debits or credits cash by its amount and posts the
 * same amount, with the opposite effect, to exactly one of these, which is why the balance sheet balances by
 * construction: profit and loss (through the reserve), or one balance-sheet account.
 */
export type BalanceSheetTarget =
  | "equipment"
  | "directors-loan"
  | "corporation-tax"
  | "vat"
  | "loans"
  | "dividends"
  | "share-capital"
  | "transfers"
  | "uncategorised";

export type PostingTarget = { kind: "income" | "expense"; category: Category } | { kind: BalanceSheetTarget };

const BALANCE_SHEET_CATEGORIES: Partial<Record<CategoryId, BalanceSheetTarget>> = {
  equipment: "equipment",
  "motor-vehicles": "equipment",
  "directors-loan": "directors-loan",
  "corporation-tax": "corporation-tax",
  vat: "vat",
  loans: "loans",
  dividends: "dividends",
  "share-capital": "share-capital",
  transfers: "transfers",
};

/** An unknown or missing category is uncategorised: it goes to suspense, never silently to profit. */
export function postingTarget(categoryId: string | null): PostingTarget {
  const category = categoryId ? getCategory(categoryId) : undefined;
  if (!category) return { kind: "uncategorised" };
  if (category.kind === "income" || category.kind === "expense") return { kind: category.kind, category };
  return { kind: BALANCE_SHEET_CATEGORIES[category.id] ?? "uncategorised" };
}

export function inPeriod(t: { date: string }, period: Period): boolean {
  return t.date >= period.start && t.date <= period.end;
}

/** The period's transactions grouped by where they post; amounts keep the bank's sign. */
export interface Ledger {
  transactions: AccountsTransaction[];
  byTarget: Map<BalanceSheetTarget, AccountsTransaction[]>;
  byCategory: Map<CategoryId, AccountsTransaction[]>;
  outsidePeriod: number;
  /**
   * Lines dated after the period end: no part of its figures, but a director's loan repaid within nine months of
   * the end relieves s455 tax (CTA 2010 s458), so the rule reads them.
   */
  later: AccountsTransaction[];
}

export function buildLedger(all: readonly AccountsTransaction[], period: Period): Ledger {
  const transactions = all.filter((t) => inPeriod(t, period));
  const byTarget = new Map<BalanceSheetTarget, AccountsTransaction[]>();
  const byCategory = new Map<CategoryId, AccountsTransaction[]>();
  for (const t of transactions) {
    const target = postingTarget(t.categoryId);
    if (target.kind === "income" || target.kind === "expense") push(byCategory, target.category.id, t);
    else push(byTarget, target.kind, t);
  }
  const later = all.filter((t) => t.date > period.end);
  return { transactions, byTarget, byCategory, outsidePeriod: all.length - transactions.length, later };
}

function push<K>(map: Map<K, AccountsTransaction[]>, key: K, t: AccountsTransaction): void {
  const list = map.get(key);
  if (list) list.push(t);
  else map.set(key, [t]);
}

/** The signed bank total of a group (money in positive). */
export function bankTotal(ts: readonly AccountsTransaction[] | undefined): Pence {
  return sum((ts ?? []).map((t) => t.amount));
}

export function targetTotal(ledger: Ledger, target: BalanceSheetTarget): Pence {
  return bankTotal(ledger.byTarget.get(target));
}

export function ids(ts: readonly AccountsTransaction[] | undefined): string[] {
  return (ts ?? []).map((t) => t.id);
}
