import { type Pence, toWholePounds } from "../../../core/money";
import type { Cell } from "./workbook";

/** One line of a CT600 sheet: the box number, what the form calls it, and its value (null: leave the box blank). */
export type BoxRow = [box: number | string, description: string, value: Cell];

/** Whole-pound boxes: core gives them rounded down, in pence. */
export const wholePounds = (p: Pence | null): Cell => (p === null ? null : { pounds: toWholePounds(p) });
export const poundsAndPence = (p: Pence | null): Cell => (p === null ? null : { pence: p });

export function boxCells(rows: readonly BoxRow[]): Cell[][] {
  return rows.map(([box, description, value]) => [typeof box === "number" ? { number: box } : box, description, value]);
}
