import { type Pence, pence } from "../money";
import { bareAmountsAreDebits, indicatorSign, readAmount, usesDecimalComma } from "./amounts";
import type { ColumnPlan, WiseHistoryColumns } from "./column-plan";
import { blankFlagSign, columnCells } from "./flags";
import { quoteCell } from "./text";
import { type CsvRecord, isBlankRecord } from "./tokenize";

/**
 * A row's signed amount in pence, from whichever columns the layout uses: one signed amount (with an optional fee,
 * debit/credit indicator or CR-only marks), separate debit and credit columns, or Wise's direction column.
 */

const SAMPLE = 1000;
/** Per-file facts decided once from a sample of rows, before any row is read. */
export interface FileConventions {
  decimalComma: boolean;
  bareDebits: boolean;
  /** The sign of a row whose flag cell is blank (see flags.ts). */
  blankFlag: -1 | 0 | 1;
  /**
   * The file states each row's direction itself (paid out / paid in columns, a flag column, CR / DR marks, Wise's
   * Direction), so no sign is inferred from balances or card evidence.
   */
  explicitSigns: boolean;
}

/** The first data rows, without blank lines: what a file's conventions are decided from. */
export function conventionSample(rows: readonly CsvRecord[]): CsvRecord[] {
  return rows.slice(0, SAMPLE).filter((r) => !isBlankRecord(r.cells));
}

export function conventions(rows: readonly CsvRecord[], plan: ColumnPlan): FileConventions {
  const sample = conventionSample(rows);
  const column = (i: number | null) => columnCells(sample, i);
  const amounts = column(plan.amount);
  const moneyCells = [...amounts, ...column(plan.debit), ...column(plan.credit), ...column(plan.balance)];
  const bareDebits = bareAmountsAreDebits(amounts);
  const marked = amounts.some((c) => /(?:CR|DR)\.?\s*$/i.test(c));
  return {
    decimalComma: usesDecimalComma(moneyCells),
    bareDebits,
    blankFlag: plan.flag === null ? 0 : blankFlagSign(column(plan.flag)),
    explicitSigns: plan.amount === null || plan.flag !== null || bareDebits || marked,
  };
}

/** Pence, or the reason the row has no usable amount (a string, so the hot path allocates no wrapper). */
export type Amount = Pence | string;

/** A trimmed cell; "" when the column is unset or the row is short. Module-level: the reader calls it per cell. */
export function cellAt(cells: readonly string[], i: number | null): string {
  return i === null ? "" : (cells[i] ?? "").trim();
}

export function signedAmount(cells: readonly string[], plan: ColumnPlan, conv: FileConventions): Amount {
  if (plan.amount !== null) {
    const text = cellAt(cells, plan.amount);
    let value = readAmount(text, conv.decimalComma);
    if (value === null) return text === "" ? "no amount" : `invalid amount "${quoteCell(text)}"`;
    if (plan.fee !== null) value = pence(value - Math.abs(readAmount(cellAt(cells, plan.fee), conv.decimalComma) ?? 0));
    const sign = plan.flag === null ? 0 : indicatorSign(cellAt(cells, plan.flag)) || conv.blankFlag;
    if (sign !== 0) value = pence(sign * Math.abs(value));
    else if (conv.bareDebits && !/CR\.?$/i.test(text)) value = pence(-value);
    return value;
  }
  const debitText = cellAt(cells, plan.debit);
  const creditText = cellAt(cells, plan.credit);
  if (debitText === "" && creditText === "") return "no amount";
  const debit = debitText === "" ? 0 : readAmount(debitText, conv.decimalComma);
  const credit = creditText === "" ? 0 : readAmount(creditText, conv.decimalComma);
  if (debit === null) return `invalid amount "${quoteCell(debitText)}"`;
  if (credit === null) return `invalid amount "${quoteCell(creditText)}"`;
  return pence(Math.abs(credit) - Math.abs(debit));
}

/** Wise history: IN adds the target amount; OUT takes the source amount plus its fee; NEUTRAL moves between own balances. */
export function wiseAmount(cells: readonly string[], w: WiseHistoryColumns, conv: FileConventions): Amount {
  const read = (i: number | null) => readAmount(cellAt(cells, i), conv.decimalComma);
  const direction = cellAt(cells, w.direction).toUpperCase();
  if (direction === "IN") {
    const v = read(w.target);
    return v === null ? `invalid amount "${quoteCell(cellAt(cells, w.target))}"` : pence(Math.abs(v));
  }
  if (direction === "OUT") {
    const v = read(w.source);
    if (v === null) return `invalid amount "${quoteCell(cellAt(cells, w.source))}"`;
    return pence(-(Math.abs(v) + Math.abs(read(w.sourceFee) ?? 0)));
  }
  return `skipped ${direction || "undirected"} transfer between own balances`;
}

/** Both sides of a split row filled with non-zero amounts: read as their difference, but worth a warning. */
export function bothSidesFilled(cells: readonly string[], plan: ColumnPlan, conv: FileConventions): boolean {
  if (plan.amount !== null || plan.debit === null || plan.credit === null) return false;
  const debit = cellAt(cells, plan.debit);
  const credit = cellAt(cells, plan.credit);
  if (debit === "" || credit === "") return false;
  return !!readAmount(debit, conv.decimalComma) && !!readAmount(credit, conv.decimalComma);
}
