import type ExcelJS from "exceljs";
import type { PoundsJson } from "../../../core/money";
import type { Ct600Boxes } from "../../../core/tax";

/** A CT600 sheet as box number → the value in its "Value" column (undefined: the box is blank). */
export function sheetBoxes(ws: ExcelJS.Worksheet): Map<number, unknown> {
  const boxes = new Map<number, unknown>();
  ws.eachRow((row) => {
    const box = row.getCell(1).value;
    if (typeof box === "number") boxes.set(box, row.getCell(3).value ?? undefined);
  });
  return boxes;
}

/** The box numbers of a sheet in the order it lists them. */
export function sheetBoxOrder(ws: ExcelJS.Worksheet): number[] {
  const order: number[] = [];
  ws.eachRow((row) => {
    const box = row.getCell(1).value;
    if (typeof box === "number") order.push(box);
  });
  return order;
}

/**
 * What the sheet should show for each box of the API's `ct600` (GET /api/reports/corporation-tax, money in pounds):
 * the same number, "X" for a tick, undefined for a blank box.
 */
export function expectedSheetBoxes(ct600: PoundsJson<Ct600Boxes>): Map<number, unknown> {
  const expected = new Map<number, unknown>();
  for (const [key, value] of Object.entries(ct600)) {
    const box = /^box(\d+)$/.exec(key)?.[1];
    if (!box) continue;
    expected.set(Number(box), value === true ? "X" : value === null ? undefined : value);
  }
  for (const r of ct600.rows) {
    expected.set(r.profitBox, r.profit);
    expected.set(r.rateBox, r.ratePercent);
    expected.set(r.taxBox, r.tax);
  }
  return expected;
}

/** Every box of the API's computation, as the sheet shows it (a blank box may be left off the sheet). */
export function boxesMissingOrDifferent(ws: ExcelJS.Worksheet, ct600: PoundsJson<Ct600Boxes>): string[] {
  const shown = sheetBoxes(ws);
  const problems: string[] = [];
  for (const [box, want] of expectedSheetBoxes(ct600)) {
    const got = shown.get(box);
    if (got !== want) problems.push(`box ${box}: sheet ${String(got)}, API ${String(want)}`);
  }
  return problems;
}
