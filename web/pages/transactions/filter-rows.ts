import { transactionNeedsReview } from "../../../core/categorise/pipeline";
import type { TransactionDto } from "../../../core/contracts";
import type { Transaction } from "../../../core/domain";
import type { ScreenTotals } from "../../../core/first-screen";
import { type Pence, parseMoney } from "../../../core/money";
import { domainOf } from "../../api/transactions";

/** A transaction with what filtering, totals and the table read, worked out once per row (not per keystroke). */
export interface IndexedRow {
  tx: TransactionDto;
  /** The row in core's terms, which core's decisions (review, reconciliation) read. */
  domain: Transaction;
  /** The date part only (spec §5: date filters compare the date part). */
  date: string;
  /** The description in lower case, so search is one `includes` per row. */
  search: string;
  amount: Pence;
  balance: Pence | null;
  /** Low confidence, the default stage, or no category at all. */
  needsReview: boolean;
}

/** The Filters popover and the search box, as typed (strings), so the inputs stay controlled. */
export interface Filters {
  searchText: string;
  dateFrom: string;
  dateTo: string;
  amountMin: string;
  amountMax: string;
  /** A category id, ALL, or UNCATEGORIZED. */
  categoryId: string;
  /** A bank account id or ALL. */
  bankAccountId: string;
  needsReview: boolean;
}

export const ALL = "all";
export const UNCATEGORIZED = "uncategorized";

export const EMPTY_FILTERS: Filters = {
  searchText: "",
  dateFrom: "",
  dateTo: "",
  amountMin: "",
  amountMax: "",
  categoryId: ALL,
  bankAccountId: ALL,
  needsReview: false,
};

/** Count, money in, money out and net, in pence: the summary cards (core's ScreenTotals shape). */
export type Summary = ScreenTotals;

// Refetches keep unchanged rows as the same objects (structural sharing), so their derived data is reused.
const indexed = new WeakMap<TransactionDto, IndexedRow>();

export function indexRow(tx: TransactionDto): IndexedRow {
  const cached = indexed.get(tx);
  if (cached) return cached;
  const domain = domainOf(tx);
  const row: IndexedRow = {
    tx,
    domain,
    date: domain.date,
    search: tx.description.toLowerCase(),
    amount: domain.amount,
    balance: domain.balance,
    needsReview: transactionNeedsReview(domain),
  };
  indexed.set(tx, row);
  return row;
}

export function indexRows(rows: readonly TransactionDto[]): IndexedRow[] {
  return rows.map(indexRow);
}

/** An amount box's value in pence; empty or unreadable input sets no limit. */
export function amountLimit(text: string): Pence | null {
  return text.trim() === "" ? null : parseMoney(text);
}

type Test = (row: IndexedRow) => boolean;

/** Only the filters that are set become tests, so an empty filter costs nothing per row. */
function compile(f: Filters): Test[] {
  const tests: Test[] = [];
  const text = f.searchText.trim().toLowerCase();
  if (text) tests.push((r) => r.search.includes(text));
  if (f.dateFrom) tests.push((r) => r.date >= f.dateFrom);
  if (f.dateTo) tests.push((r) => r.date <= f.dateTo);
  const min = amountLimit(f.amountMin);
  if (min !== null) tests.push((r) => r.amount >= min);
  const max = amountLimit(f.amountMax);
  if (max !== null) tests.push((r) => r.amount <= max);
  if (f.categoryId === UNCATEGORIZED) tests.push((r) => r.tx.categoryId === null);
  else if (f.categoryId !== ALL) tests.push((r) => r.tx.categoryId === f.categoryId);
  if (f.bankAccountId !== ALL) tests.push((r) => r.tx.bankAccountId === f.bankAccountId);
  if (f.needsReview) tests.push((r) => r.needsReview);
  return tests;
}

/** The rows that pass every filter, in list order, and their totals in exact pence, in one pass. */
export function filterRows(rows: readonly IndexedRow[], filters: Filters): { rows: IndexedRow[]; summary: Summary } {
  const tests = compile(filters);
  const kept: IndexedRow[] = [];
  let inflow = 0;
  let outflow = 0;
  for (const row of rows) {
    if (!tests.every((t) => t(row))) continue;
    kept.push(row);
    if (row.amount > 0) inflow += row.amount;
    else outflow += row.amount;
  }
  const summary = {
    count: kept.length,
    inflow: inflow as Pence,
    outflow: outflow as Pence,
    net: (inflow + outflow) as Pence,
  };
  return { rows: kept, summary };
}

/** How many popover filters are set (the search box shows its own text). */
export function activeFilterCount(f: Filters): number {
  const set = [
    f.dateFrom !== "",
    f.dateTo !== "",
    amountLimit(f.amountMin) !== null,
    amountLimit(f.amountMax) !== null,
    f.categoryId !== ALL,
    f.bankAccountId !== ALL,
    f.needsReview,
  ];
  return set.filter(Boolean).length;
}

export function hasAnyFilter(f: Filters): boolean {
  return f.searchText.trim() !== "" || activeFilterCount(f) > 0;
}
