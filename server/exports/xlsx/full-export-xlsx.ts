import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { formatLongUk } from "../../../core/dates";
import type { FilingPackData } from "../../../core/filing/pack";
import {
  balanceSheetRows,
  categoryRows,
  corporationTaxRows,
  type ExportTransactionRow,
  profitAndLossRows,
} from "./full-export-sheets";
import { CONFIDENCE_FORMAT } from "./money-format";
import { appendRows, type Cell, columnWidths, fillRow, headerRow, titleRows, type Worksheet } from "./workbook";

export type { ExportTransactionRow } from "./full-export-sheets";

const TRANSACTION_HEADERS = [
  "Date",
  "Description",
  "Amount",
  "Balance",
  "Category",
  "Confidence",
  "Reason",
  "Stage",
  "Bank account",
];

function transactionCells(t: ExportTransactionRow): Cell[] {
  return [
    { date: t.date },
    t.description,
    { pence: t.amount },
    t.balance === null ? null : { pence: t.balance },
    t.category ?? "Uncategorized",
    t.confidence === null ? null : { number: t.confidence, format: CONFIDENCE_FORMAT },
    t.reason,
    t.stage,
    t.bankAccount,
  ];
}

/** 50,000 rows stream out one by one, so memory stays flat; each row goes to the file as soon as it is written. */
function transactionsSheet(sheet: Worksheet, rows: readonly ExportTransactionRow[]): void {
  columnWidths(sheet, [12, 60, 14, 14, 26, 11, 48, 10, 24]);
  headerRow(sheet, TRANSACTION_HEADERS, false);
  for (const t of rows) {
    const row = sheet.addRow([]);
    fillRow(row, transactionCells(t));
    row.commit();
  }
}

function smallSheet(
  sheet: Worksheet,
  title: string[],
  headers: string[] | null,
  rows: Cell[][],
  widths: number[],
): void {
  columnWidths(sheet, widths);
  titleRows(sheet, title);
  if (headers) headerRow(sheet, headers, false);
  appendRows(sheet, rows);
}

export interface FullExportInput {
  companyName: string;
  generatedOn: string;
  /** The current period's accounts; null when there is no period yet (no transactions, no period set). */
  pack: FilingPackData | null;
  transactions: readonly ExportTransactionRow[];
}

type SheetSpec = [name: string, title: string[], headers: string[] | null, rows: Cell[][], widths: number[]];

const NO_PERIOD: Cell[][] = [
  ["No accounting period yet: upload a bank statement or set the period on the Company page."],
];

function reportSheets(input: FullExportInput): SheetSpec[] {
  const { pack } = input;
  const name = input.companyName;
  const period = pack ? `for the period ${formatLongUk(pack.period.start)} to ${formatLongUk(pack.period.end)}` : "";
  const asAt = pack ? `Balance Sheet as at ${formatLongUk(pack.period.end)}` : "Balance Sheet";
  const taxWidths = [62, 14, 14, 8, 16, 18, 16, 16, 40, 8, 18, 16, 16];
  return [
    [
      "Profit & Loss",
      [name, `Profit & Loss ${period}`],
      null,
      pack ? profitAndLossRows(pack.accounts) : NO_PERIOD,
      [56, 14, 18],
    ],
    ["Balance Sheet", [name, asAt], null, pack ? balanceSheetRows(pack.accounts) : NO_PERIOD, [64, 18]],
    [
      "Corporation Tax",
      [name, `Corporation Tax ${period}`],
      null,
      pack ? corporationTaxRows(pack.accounts) : NO_PERIOD,
      taxWidths,
    ],
  ];
}

/**
 * The Categories sheet adds up the Transactions sheet, every saved transaction of every year, not the period the
 * reports cover: its title says which dates it spans, and that the Profit & Loss sheet covers its period only.
 */
function categoriesTitle(input: FullExportInput): string[] {
  const dates = input.transactions.map((t) => t.date).sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  const lines = [
    first && last
      ? `Categories of every saved transaction, ${formatLongUk(first)} to ${formatLongUk(last)}`
      : "Categories of every saved transaction (none saved yet)",
  ];
  if (input.pack) {
    lines.push(
      `All years' transactions: the Profit & Loss covers ${formatLongUk(input.pack.period.start)} to ${formatLongUk(input.pack.period.end)} only.`,
    );
  }
  return lines;
}

/**
 * The user's own data as one workbook: every saved transaction, the categories, and the period's profit and loss,
 * balance sheet and corporation tax. Amounts are numbers with a £ format; every text is formula-safe.
 */
export async function renderFullExportXlsx(input: FullExportInput): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = "Microfile";
  workbook.created = new Date(`${input.generatedOn}T00:00:00Z`);
  const transactionSheet = workbook.addWorksheet("Transactions", { views: [{ state: "frozen", ySplit: 1 }] });
  transactionsSheet(transactionSheet, input.transactions);
  transactionSheet.commit();
  const categories: SheetSpec = [
    "Categories",
    [input.companyName, ...categoriesTitle(input)],
    ["Category", "Kind", "Statutory line", "Transactions", "Total"],
    categoryRows(input.transactions),
    [28, 14, 44, 14, 16],
  ];
  for (const [name, title, headers, rows, widths] of [categories, ...reportSheets(input)]) {
    const sheet = workbook.addWorksheet(name);
    smallSheet(sheet, title, headers, rows, widths);
    sheet.commit();
  }
  await workbook.commit();
  return Buffer.concat(chunks);
}
