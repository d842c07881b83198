import { classifyHeader, normaliseHeader, type Role } from "./header-names";

export interface WiseHistoryColumns {
  direction: number;
  source: number;
  sourceFee: number | null;
  target: number;
  /** The counterparty is the target of money going out and the source of money coming in. */
  sourceName: number | null;
  targetName: number | null;
  reference: number | null;
  /** Each side's currency: money out is in the source's, money in in the target's. */
  sourceCurrency: number | null;
  targetCurrency: number | null;
}

/** Column indexes for each role; the reader works from this, never from names. */
export interface ColumnPlan {
  date: number | null;
  /** Used when the date cell is empty (Revolut's completion date on a row still being settled). */
  dateFallback: number | null;
  /** Text columns joined into the description, in order. */
  description: number[];
  amount: number | null;
  debit: number | null;
  credit: number | null;
  balance: number | null;
  /** Debit/credit words that sign an unsigned amount (a CR mark on credits only, D / C, Debit / Credit). */
  flag: number | null;
  /** The amount's currency, to warn when rows are not in sterling. */
  currency: number | null;
  /** Subtracted from the amount (Revolut personal's positive Fee). */
  fee: number | null;
  status: number | null;
  sortCode: number | null;
  accountNumber: number | null;
  accountName: number | null;
  /** Wise's transaction history: unsigned amounts, the Direction column gives the sign. */
  wiseHistory: WiseHistoryColumns | null;
  /** The bank's own transaction type where one of its types is money moved within the account (Monzo's Type). */
  bankType: number | null;
}

export function emptyPlan(): ColumnPlan {
  return {
    date: null,
    dateFallback: null,
    description: [],
    amount: null,
    debit: null,
    credit: null,
    balance: null,
    flag: null,
    currency: null,
    fee: null,
    status: null,
    sortCode: null,
    accountNumber: null,
    accountName: null,
    wiseHistory: null,
    bankType: null,
  };
}

/** The best-ranked column of a role (first in the file on a tie), skipping columns already used. */
function best(roles: readonly { role: Role; rank: number }[], role: Role, used: Set<number>): number | null {
  let index: number | null = null;
  let rank = Number.POSITIVE_INFINITY;
  roles.forEach((r, i) => {
    if (r.role === role && r.rank < rank && !used.has(i)) [index, rank] = [i, r.rank];
  });
  return index;
}

/**
 * Guesses every role from header names alone. Text columns are all joined (Monzo's Name + Description, Starling's
 * Counter Party + Reference, Bankline's five narratives); reference columns join only after them.
 */
export function planFromHeaders(headers: readonly string[]): ColumnPlan {
  const names = headers.map(normaliseHeader);
  const roles = names.map(classifyHeader);
  const used = new Set<number>();
  const take = (role: Role) => {
    const i = best(roles, role, used);
    if (i !== null) used.add(i);
    return i;
  };
  const plan = emptyPlan();
  plan.date = take("date");
  plan.amount = take("amount");
  if (plan.amount === null) {
    plan.debit = take("debit");
    plan.credit = take("credit");
  }
  plan.balance = take("balance");
  plan.status = take("status");
  plan.sortCode = take("sortCode");
  plan.accountNumber = take("accountNumber");
  plan.accountName = take("accountName");
  plan.flag = take("flag"); // confirmed by its values once the rows are seen (see flags.ts)
  plan.currency = take("currency");
  const text = roles.flatMap((r, i) => (r.role === "text" && !used.has(i) ? [i] : []));
  const refs = roles.flatMap((r, i) => (r.role === "reference" && !used.has(i) ? [i] : []));
  plan.description = [...text, ...refs];
  return plan;
}

/** "Column N" names a column by its position when no header has that name (an unnamed or header-less column). */
export function columnPosition(name: string): number | null {
  const m = /^\s*column (\d{1,4})\s*$/i.exec(name);
  return m ? Number(m[1]) - 1 : null;
}

/** Index of a header by name, compared the way headers are normalised; "Column N" otherwise means column N. */
export function findHeader(headers: readonly string[], name: string): number | null {
  const wanted = normaliseHeader(name);
  const i = headers.findIndex((h) => normaliseHeader(h) === wanted);
  if (i !== -1) return i;
  const position = columnPosition(name);
  return position !== null && position >= 0 && position < headers.length ? position : null;
}

/** Columns that take part in the plan (the rest may be checked for a debit/credit indicator). */
export function usedColumns(plan: ColumnPlan): Set<number> {
  const all = [
    plan.date,
    plan.dateFallback,
    plan.amount,
    plan.debit,
    plan.credit,
    plan.balance,
    plan.flag,
    plan.currency,
    plan.fee,
    plan.status,
    plan.sortCode,
    plan.accountNumber,
    plan.accountName,
    ...plan.description,
  ];
  return new Set(all.filter((i): i is number => i !== null));
}
