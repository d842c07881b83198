import ExcelJS from "exceljs";
import { safeText } from "./cell-safety";
import { DATE_FORMAT, POUNDS_AND_PENCE_FORMAT, WHOLE_POUNDS_FORMAT } from "./money-format";

export type Worksheet = ExcelJS.Worksheet;

/**
 * A typed cell. Text always goes through safeText (formula injection); amounts stay numbers with a £ format; dates
 * are real dates.
 */
export type Cell =
  | string
  | null
  | { bold: string }
  | { pounds: number; bold?: boolean }
  | { pence: number; bold?: boolean }
  | { number: number; format?: string }
  | { date: string };

/**
 * Shared, frozen style objects: ExcelJS remembers the style id of a style object it has seen, so cells that share
 * one object cost one lookup instead of a serialisation each (what keeps a 50,000-row export fast).
 */
const STYLES = new Map<string, Partial<ExcelJS.Style>>();

function sharedStyle(numFmt: string | undefined, bold: boolean): Partial<ExcelJS.Style> {
  const key = `${numFmt ?? ""}|${bold}`;
  let style = STYLES.get(key);
  if (!style) {
    style = Object.freeze({ ...(numFmt ? { numFmt } : {}), ...(bold ? { font: { bold: true } } : {}) });
    STYLES.set(key, style);
  }
  return style;
}

function cellContent(cell: Exclude<Cell, null>): [ExcelJS.CellValue, string | undefined, boolean] {
  if (typeof cell === "string") return [safeText(cell), undefined, false];
  if ("bold" in cell && typeof cell.bold === "string") return [safeText(cell.bold), undefined, true];
  if ("pounds" in cell) return [cell.pounds, WHOLE_POUNDS_FORMAT, cell.bold === true];
  if ("pence" in cell) return [cell.pence / 100, POUNDS_AND_PENCE_FORMAT, cell.bold === true];
  if ("date" in cell) return [new Date(`${cell.date}T00:00:00Z`), DATE_FORMAT, false];
  return [cell.number, cell.format, false];
}

/** Writes one typed cell into an ExcelJS cell. */
export function applyCell(target: ExcelJS.Cell, cell: Cell): void {
  if (cell === null) return;
  const [value, numFmt, bold] = cellContent(cell);
  target.value = value;
  target.style = sharedStyle(numFmt, bold);
}

/** Fills a row's cells from the first column. */
export function fillRow(row: ExcelJS.Row, cells: readonly Cell[]): void {
  for (let i = 0; i < cells.length; i++) applyCell(row.getCell(i + 1), cells[i] ?? null);
}

/** Appends rows under what is there. */
export function appendRows(sheet: Worksheet, rows: readonly (readonly Cell[])[]): void {
  for (const cells of rows) fillRow(sheet.addRow([]), cells);
}

/**
 * A bold, shaded header row; the sheet scrolls under it. A streaming sheet takes its views when it is created, so
 * it passes `freeze: false`.
 */
export function headerRow(sheet: Worksheet, titles: readonly string[], freeze = true): void {
  const row = sheet.addRow([]);
  titles.forEach((title, i) => {
    const cell = row.getCell(i + 1);
    cell.value = safeText(title);
    cell.font = { bold: true };
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE4ECF1" } };
  });
  if (freeze) sheet.views = [{ state: "frozen", ySplit: row.number }];
}

export function columnWidths(sheet: Worksheet, widths: readonly number[]): void {
  widths.forEach((width, i) => {
    sheet.getColumn(i + 1).width = width;
  });
}

/** Title lines above a table: the first bold and larger. */
export function titleRows(sheet: Worksheet, lines: readonly string[]): void {
  lines.forEach((line, i) => {
    const cell = sheet.addRow([]).getCell(1);
    cell.value = safeText(line);
    cell.font = i === 0 ? { bold: true, size: 14 } : { bold: i === 1 };
  });
  sheet.addRow([]);
}

/** A workbook stamped with the pack's date, so the same data gives the same file. */
export function newWorkbook(title: string, generatedOn: string): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Microfile";
  workbook.title = title;
  workbook.created = new Date(`${generatedOn}T00:00:00Z`);
  workbook.modified = workbook.created;
  return workbook;
}

export async function workbookToBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
