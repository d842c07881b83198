import ExcelJS from "exceljs";

export async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

export function sheet(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const found = workbook.getWorksheet(name);
  if (!found) throw new Error(`no sheet "${name}" (have: ${workbook.worksheets.map((w) => w.name).join(", ")})`);
  return found;
}

/** The first row whose cell in `column` equals `value`. */
export function rowWhere(ws: ExcelJS.Worksheet, column: number, value: unknown): ExcelJS.Row {
  for (let r = 1; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    if (row.getCell(column).value === value) return row;
  }
  throw new Error(`no row with ${String(value)} in column ${column} of ${ws.name}`);
}
