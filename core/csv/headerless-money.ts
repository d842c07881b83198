import { readAmount } from "./amounts";
import { bestReading, chainScores, dateDirection, isAbove, type Money } from "./balance-chain";
import { isCardPayment } from "./card-evidence";
import type { ColumnPlan } from "./column-plan";
import { parseDateParts, toIsoDate } from "./dates";
import { cellAt, conventions, signedAmount } from "./row-amount";
import { joinText } from "./text";
import type { CsvRecord } from "./tokenize";

/** A header-less file's money columns, as headerless.ts found them. */
export interface MoneyColumns {
  /** Columns with money on most rows, in file order. */
  full: number[];
  /** Those written like money (decimals, a sign, £) rather than like reference numbers. */
  priced: number[];
  /** Neighbouring columns that take turns: one side of each row. */
  pairs: [number, number][];
}

type MoneyRoles = Pick<ColumnPlan, "amount" | "debit" | "credit" | "balance">;

/**
 * Every way the money columns could be read with a balance: each priced column as the amount with another as the
 * balance (the first two in file order first, the usual layout), then each pair either way round with a balance.
 */
function withBalance(m: MoneyColumns): MoneyRoles[] {
  const out: MoneyRoles[] = [];
  for (const amount of m.priced) {
    for (const balance of m.priced) if (balance !== amount) out.push({ amount, debit: null, credit: null, balance });
  }
  for (const [x, y] of m.pairs) {
    for (const balance of m.priced.filter((b) => b !== x && b !== y)) {
      out.push({ amount: null, debit: x, credit: y, balance });
      out.push({ amount: null, debit: y, credit: x, balance });
    }
  }
  return out;
}

/**
 * The dated sample rows as read under one plan, ranked by the best reading of their balances (see bestReading):
 * how many follow, then whether the order and the signs agree with the dates and the columns.
 */
function reconciles(sample: readonly CsvRecord[], plan: ColumnPlan): number[] {
  const conv = conventions(sample, plan);
  const rows: (Money & { date: string })[] = [];
  for (const r of sample) {
    const parts = plan.date === null ? null : parseDateParts(cellAt(r.cells, plan.date));
    if (!parts) continue;
    const amount = signedAmount(r.cells, plan, conv);
    if (typeof amount === "string") continue;
    const balance = readAmount(cellAt(r.cells, plan.balance), conv.decimalComma);
    rows.push({ amount, balance, date: toIsoDate(parts, true) ?? toIsoDate(parts, false) ?? "" });
  }
  const context = { direction: dateDirection(rows), firmSigns: conv.explicitSigns, timing: null };
  return bestReading(chainScores(rows), context)?.rank ?? [0];
}

/**
 * Which side of a pair is money out, without a balance to tell: the side holding the card's "payment received" rows
 * is money in; otherwise the side used on more rows is money out (purchases and bills outnumber receipts).
 */
function orient(
  sample: readonly CsvRecord[],
  plan: ColumnPlan,
  [x, y]: [number, number],
): { debit: number; credit: number; sure: boolean } {
  const count = (i: number, payments: boolean) =>
    sample.filter((r) => {
      const v = readAmount(cellAt(r.cells, i), false);
      return !!v && (!payments || isCardPayment(joinText(r.cells, plan.description)));
    }).length;
  const [payX, payY] = [count(x, true), count(y, true)];
  if (payX !== payY) return payX > payY ? { debit: y, credit: x, sure: true } : { debit: x, credit: y, sure: true };
  return count(y, false) > count(x, false)
    ? { debit: y, credit: x, sure: false }
    : { debit: x, credit: y, sure: false };
}

/**
 * The money columns of a header-less file: the plan under which most balances follow from the amounts, else (no
 * balance, or none that follows) a pair as paid out / paid in, else the first priced column as the amount.
 */
export function choosePlan(
  sample: readonly CsvRecord[],
  base: ColumnPlan,
  money: MoneyColumns,
): { plan: ColumnPlan; notes: string[] } {
  let best: ColumnPlan | null = null;
  let bestRank = [0];
  for (const c of withBalance(money)) {
    const plan = { ...base, ...c };
    const rank = reconciles(sample, plan);
    if (isAbove(rank, bestRank)) [best, bestRank] = [plan, rank];
  }
  if (best) return { plan: best, notes: [] };
  const pair = money.pairs[0];
  if (pair) {
    const { debit, credit, sure } = orient(sample, base, pair);
    const balance = money.priced.find((b) => b !== debit && b !== credit) ?? null;
    const plan = { ...base, amount: null, debit, credit, balance };
    const note =
      `This file has no header row: column ${debit + 1} was read as money out and column ${credit + 1} as money in. ` +
      "If that is the wrong way round, choose Change mapping.";
    return { plan, notes: sure ? [] : [note] };
  }
  const amount = money.priced[0] ?? money.full[0] ?? null;
  const balance = money.priced.find((b) => b !== amount) ?? null;
  return { plan: { ...base, amount, balance }, notes: [] };
}
