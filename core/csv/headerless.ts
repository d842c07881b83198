import { readAmount } from "./amounts";
import { isCardSchemeColumn } from "./card-evidence";
import { type ColumnPlan, emptyPlan } from "./column-plan";
import { looksLikeDate } from "./dates";
import { columnCells } from "./flags";
import { choosePlan, type MoneyColumns } from "./headerless-money";
import { type CsvRecord, isBlankRecord, trimmedWidth } from "./tokenize";

const SAMPLE = 200;

export interface ColumnStats {
  filled: number;
  dates: number;
  money: number;
  /** Money cells written like money (decimals, a sign, £), not like a reference number. */
  priced: number;
  textLength: number;
}

const PRICED = /[.,]\d{1,2}\)?\s*(?:CR|DR)?$|^[-+(£−]/i;

function columnStats(sample: readonly CsvRecord[], width: number): ColumnStats[] {
  const stats: ColumnStats[] = Array.from({ length: width }, () => ({
    filled: 0,
    dates: 0,
    money: 0,
    priced: 0,
    textLength: 0,
  }));
  for (const r of sample) {
    r.cells.forEach((cell, i) => {
      const s = stats[i];
      const c = cell.trim();
      if (!s || c === "") return;
      s.filled++;
      if (looksLikeDate(c)) s.dates++;
      else if (readAmount(c, false) !== null || readAmount(c, true) !== null) {
        s.money++;
        if (PRICED.test(c)) s.priced++;
      } else s.textLength += c.length;
    });
  }
  return stats;
}

/**
 * Money columns by how they are filled: `full` ones (a cell on most rows: an amount or a balance), of which `priced`
 * are written like money, and neighbouring `pairs` that take turns (paid out / paid in, or a card's credit / debit),
 * which a full-only reading would miss or take for an amount.
 */
function moneyColumns(stats: readonly ColumnStats[], sample: readonly CsvRecord[], date: number | null): MoneyColumns {
  const rows = Math.max(1, sample.length);
  const priced = (i: number) => stats[i]!.priced >= stats[i]!.money * 0.5;
  const full = stats.flatMap((s, i) => (i !== date && s.money >= rows * 0.8 ? [i] : []));
  const moneyOnly = (i: number) =>
    i !== date && stats[i]!.money > 0 && stats[i]!.money === stats[i]!.filled && priced(i);
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < stats.length; i++) {
    if (moneyOnly(i) && moneyOnly(i + 1) && takeTurns(sample, i, i + 1, rows)) pairs.push([i, i + 1]);
  }
  return { full, priced: full.filter(priced), pairs };
}

/** Two columns that between them fill most rows, and are rarely both non-zero on one row. */
function takeTurns(sample: readonly CsvRecord[], a: number, b: number, rows: number): boolean {
  let either = 0;
  let both = 0;
  let onlyA = 0;
  let onlyB = 0;
  for (const r of sample) {
    const x = nonZero(r.cells[a]);
    const y = nonZero(r.cells[b]);
    if ((r.cells[a] ?? "").trim() !== "" || (r.cells[b] ?? "").trim() !== "") either++;
    if (x && y) both++;
    else if (x) onlyA++;
    else if (y) onlyB++;
  }
  return onlyA > 0 && onlyB > 0 && either >= rows * 0.8 && both <= rows * 0.1;
}

function nonZero(cell: string | undefined): boolean {
  const c = (cell ?? "").trim();
  if (c === "") return false;
  const value = readAmount(c, false) ?? readAmount(c, true);
  return value !== null && value !== 0;
}

/**
 * Roles for a file without a header row (HSBC's TransactionHistory.csv: date, description, quoted signed amount;
 * older exports: date, type, description, paid out, paid in, balance), read from the cells: the date column is the
 * one that holds dates, the description the column with the most text, and the money columns the plan under which
 * the running balance follows from the amounts (see headerless-money.ts). `notes` says what was guessed.
 */
export function planFromContent(
  records: readonly CsvRecord[],
  firstData: number,
): { plan: ColumnPlan; width: number; notes: string[] } {
  const sample = records.slice(firstData, firstData + SAMPLE).filter((r) => !isBlankRecord(r.cells));
  const width = Math.max(0, ...sample.map((r) => trimmedWidth(r.cells)));
  const stats = columnStats(sample, width);
  const plan = emptyPlan();
  const rows = Math.max(1, sample.length);
  const dateAt = stats.findIndex((s) => s.dates >= rows * 0.8);
  plan.date = dateAt === -1 ? null : dateAt;
  const money = moneyColumns(stats, sample, plan.date);
  const moneyAt = new Set([...money.full, ...money.pairs.flat()]);
  const isText = (i: number) => i !== plan.date && !moneyAt.has(i) && (stats[i]?.textLength ?? 0) > 0;
  let text = -1;
  stats.forEach((s, i) => {
    if (isText(i) && s.textLength > (stats[text]?.textLength ?? 0)) text = i;
  });
  plan.description = text === -1 ? [] : textBlock(sample, text, isText);
  const chosen = choosePlan(sample, plan, money);
  return { plan: chosen.plan, width, notes: chosen.notes };
}

/**
 * The description column with its neighbouring text columns (a type such as "Transfer from" before a name, as in
 * Nationwide's layout), stopping at a column that says the same on every row or names the card scheme (Barclaycard's
 * "Visa", the cardholder), which describe the account rather than the transaction.
 */
function textBlock(sample: readonly CsvRecord[], best: number, isText: (i: number) => boolean): number[] {
  const joins = (i: number) => isText(i) && !sameOnEveryRow(sample, i) && !isCardSchemeColumn(columnCells(sample, i));
  let first = best;
  let last = best;
  while (joins(first - 1)) first--;
  while (joins(last + 1)) last++;
  return Array.from({ length: last - first + 1 }, (_, k) => first + k);
}

function sameOnEveryRow(sample: readonly CsvRecord[], i: number): boolean {
  const values = new Set(
    columnCells(sample, i)
      .filter((c) => c !== "")
      .map((c) => c.toLowerCase()),
  );
  return sample.length > 1 && values.size <= 1;
}

export const columnName = (i: number) => `Column ${i + 1}`;
