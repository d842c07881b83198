import { readAmount } from "./amounts";
import { type ColumnPlan, emptyPlan } from "./column-plan";
import { looksLikeDate } from "./dates";
import { type CsvRecord, isBlankRecord } from "./tokenize";

const SAMPLE = 200;

interface ColumnStats {
  filled: number;
  dates: number;
  money: number;
  /** Money cells written like money (decimals, a sign, £), not like a reference number. */
  priced: number;
  textLength: number;
}

const PRICED = /[.,]\d{1,2}\)?\s*(?:CR|DR)?$|^[-+(£−]/i;

/**
 * Roles for a file without a header row (HSBC's TransactionHistory.csv: date, description, quoted signed amount),
 * read from the cells: the date column is the one that holds dates, amount and balance the first two columns that
 * written as money (whole numbers are more likely references), and the description the column with the most text.
 */
export function planFromContent(records: readonly CsvRecord[], firstData: number): { plan: ColumnPlan; width: number } {
  const sample = records.slice(firstData, firstData + SAMPLE).filter((r) => !isBlankRecord(r.cells));
  const width = Math.max(0, ...sample.map((r) => trimmedWidth(r.cells)));
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
  const plan = emptyPlan();
  const rows = Math.max(1, sample.length);
  plan.date = indexWhere(stats, (s) => s.dates >= rows * 0.8);
  // Columns of whole numbers (references, account numbers) parse as money too; priced columns come first.
  const allMoney = stats.flatMap((s, i) => (i !== plan.date && s.money >= rows * 0.8 ? [i] : []));
  const priced = (i: number) => stats[i]!.priced >= stats[i]!.money * 0.5;
  const pricedMoney = allMoney.filter(priced);
  plan.amount = pricedMoney[0] ?? allMoney[0] ?? null;
  plan.balance = pricedMoney[1] ?? null;
  const money = plan.amount === null ? [] : [plan.amount, ...pricedMoney];
  let text = -1;
  stats.forEach((s, i) => {
    if (i !== plan.date && !money.includes(i) && s.textLength > (stats[text]?.textLength ?? 0)) text = i;
  });
  plan.description = text === -1 ? [] : [text];
  return { plan, width };
}

function indexWhere(stats: readonly ColumnStats[], test: (s: ColumnStats) => boolean): number | null {
  const i = stats.findIndex(test);
  return i === -1 ? null : i;
}

function trimmedWidth(cells: readonly string[]): number {
  let n = cells.length;
  while (n > 0 && cells[n - 1]!.trim() === "") n--;
  return n;
}

export const columnName = (i: number) => `Column ${i + 1}`;
