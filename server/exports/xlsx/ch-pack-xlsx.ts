import { formatLongUk } from "../../../core/dates";
import {
  type AccountsCopy,
  accountsNotes,
  accountsStatements,
  approvalSentence,
  BALANCE_SHEET_ROWS,
  type BalanceSheetRow,
  CAPITAL_AND_RESERVES_ROWS,
  coverSubtitle,
  type FilingPackData,
  PROFIT_AND_LOSS_ROWS,
  REGISTRAR_COPY,
  registrationLine,
} from "../../../core/filing/pack";
import {
  appendRows,
  type Cell,
  columnWidths,
  headerRow,
  newWorkbook,
  titleRows,
  type Worksheet,
  workbookToBuffer,
} from "./workbook";

function titles(data: FilingPackData, what: string): string[] {
  return [data.company.name, registrationLine(data), what];
}

function balanceSheetRow(data: FilingPackData, row: BalanceSheetRow): Cell[] {
  const label = row.kind === "line" ? row.label : { bold: row.label };
  const bold = row.kind !== "line";
  const prior = data.prior ? { pounds: data.prior.balanceSheet[row.key], bold } : null;
  return [row.letter, label, { pounds: data.balanceSheet[row.key], bold }, prior];
}

/** Format 1 items A–K in whole pounds; liabilities as positive amounts owed, as the CH form takes them. */
function balanceSheetSheet(sheet: Worksheet, data: FilingPackData): void {
  titleRows(sheet, titles(data, `Balance sheet as at ${formatLongUk(data.period.end)} (whole pounds)`));
  const prior = data.prior ? `Prior: ${formatLongUk(data.prior.date)}` : "Prior (no comparatives: first year)";
  headerRow(sheet, ["Format item", "Item", `Current: ${formatLongUk(data.period.end)}`, prior]);
  appendRows(
    sheet,
    BALANCE_SHEET_ROWS.map((row) => balanceSheetRow(data, row)),
  );
  appendRows(sheet, [[null, { bold: "Capital and reserves" }]]);
  appendRows(
    sheet,
    CAPITAL_AND_RESERVES_ROWS.map((row) => balanceSheetRow(data, row)),
  );
  appendRows(sheet, [
    [],
    [null, "Creditors, provisions and accruals are amounts owed (positive); they are subtracted in the totals."],
    ...data.remarks.map((remark): Cell[] => [null, remark]),
  ]);
  columnWidths(sheet, [12, 58, 24, 24]);
}

function notesSheet(sheet: Worksheet, data: FilingPackData): void {
  titleRows(
    sheet,
    titles(data, `Notes to the financial statements for the period ended ${formatLongUk(data.period.end)}`),
  );
  headerRow(sheet, ["Note", "Title", "Text", "Authority"]);
  accountsNotes(data).forEach((note, i) => {
    appendRows(
      sheet,
      note.paragraphs.map((text, p): Cell[] => [
        p === 0 ? { number: i + 1 } : null,
        p === 0 ? note.title : null,
        text,
        note.authority,
      ]),
    );
  });
  appendRows(sheet, [[], [null, "Average number of employees", { number: data.company.averageEmployees }]]);
  columnWidths(sheet, [8, 40, 110, 28]);
}

function statementsSheet(sheet: Worksheet, data: FilingPackData, copy: AccountsCopy): void {
  titleRows(sheet, titles(data, coverSubtitle(data)));
  headerRow(sheet, ["Statement (above the director's signature on the balance sheet)", "Authority"]);
  appendRows(
    sheet,
    accountsStatements(data, copy).map((s): Cell[] => [s.text, s.authority]),
  );
  if (data.approval) {
    appendRows(sheet, [
      [approvalSentence(data.approval), "CA 2006 s414(1)–(2), s444(6)"],
      [],
      [{ bold: "Director signing on behalf of the board" }, data.approval.directorName],
      [{ bold: "Date of approval" }, { date: data.approval.date }],
    ]);
  }
  columnWidths(sheet, [150, 30]);
}

/** Whether this copy delivers the P&L to the Registrar (CA 2006 s444(1)), as the PDF's page says. */
function deliveryNote(copy: AccountsCopy): string {
  return copy.profitAndLossIncluded
    ? "Delivered to the Registrar of Companies with the balance sheet and notes (Companies Act 2006 s444)."
    : "Not delivered to the Registrar of Companies (Companies Act 2006 s444).";
}

function profitAndLossSheet(sheet: Worksheet, data: FilingPackData, copy: AccountsCopy): void {
  titleRows(sheet, [
    ...titles(data, `Profit and loss account for the period ended ${formatLongUk(data.period.end)} (whole pounds)`),
    deliveryNote(copy),
  ]);
  const prior = data.prior?.profitAndLoss ?? null;
  headerRow(sheet, prior ? ["Item", "Current", `Prior: ${formatLongUk(data.prior!.date)}`] : ["Item", "Current"]);
  appendRows(
    sheet,
    PROFIT_AND_LOSS_ROWS.map((row): Cell[] => {
      const bold = row.kind === "total";
      const cells: Cell[] = [bold ? { bold: row.label } : row.label, { pounds: data.profitAndLoss[row.key], bold }];
      return prior ? [...cells, { pounds: prior[row.key], bold }] : cells;
    }),
  );
  appendRows(sheet, [[], ["Costs and tax are shown as positive amounts; they are subtracted in the profit lines."]]);
  columnWidths(sheet, prior ? [58, 20, 24] : [58, 20]);
}

/**
 * The Companies House pack as a workbook people can check: the same figures and statements as the PDF, as numbers;
 * `copy` says whether the P&L is delivered (by default the Registrar's copy without it, CA 2006 s444(1)).
 */
export function renderChPackXlsx(data: FilingPackData, copy: AccountsCopy = REGISTRAR_COPY): Promise<Buffer> {
  const workbook = newWorkbook(`${data.company.name} — Companies House pack`, data.generatedOn);
  balanceSheetSheet(workbook.addWorksheet("Balance sheet"), data);
  notesSheet(workbook.addWorksheet("Notes"), data);
  statementsSheet(workbook.addWorksheet("Statements"), data, copy);
  profitAndLossSheet(workbook.addWorksheet("Profit and loss"), data, copy);
  return workbookToBuffer(workbook);
}
