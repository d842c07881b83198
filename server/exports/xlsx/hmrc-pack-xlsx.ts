import { formatLongUk } from "../../../core/dates";
import { type FilingPackData, registrationLine } from "../../../core/filing/pack";
import { formatWholePounds } from "../../../core/money";
import { ct600BoxRows } from "./ct600-box-rows";
import { FINANCIAL_YEAR_HEADERS, financialYearRows, profitToTaxableRows, taxTotalRows } from "./tax-computation-rows";
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

const DRAFT_NOTE =
  "Draft figures to copy into HMRC-recognised filing software; the return also needs iXBRL accounts and computations.";

function s455Warning(data: FilingPackData): string[] {
  const outstanding = data.directorsLoan.advancesOutstanding;
  if (outstanding <= 0) return [];
  return [
    `The director's loan account was overdrawn by ${formatWholePounds(outstanding)} at ${formatLongUk(data.period.end)}: ` +
      "s455 tax (CTA 2010 s455, box 480, supplementary page CT600A) may be due unless it is repaid within 9 months; it is not included here.",
  ];
}

function boxesSheet(sheet: Worksheet, data: FilingPackData, index: number): void {
  const c = data.corporationTax[index]!;
  const ap = `${formatLongUk(c.startDate)} to ${formatLongUk(c.endDate)}`;
  titleRows(sheet, [
    data.company.name,
    `CT600 (2026) draft, accounting period ${ap}`,
    DRAFT_NOTE,
    ...s455Warning(data),
  ]);
  headerRow(sheet, ["Box", "Description", "Value"]);
  appendRows(sheet, ct600BoxRows(data, c));
  columnWidths(sheet, [8, 72, 26]);
}

function computationSheet(sheet: Worksheet, data: FilingPackData): void {
  titleRows(sheet, [data.company.name, registrationLine(data), "Corporation tax computation (pounds and pence)"]);
  for (const c of data.corporationTax) {
    appendRows(sheet, profitToTaxableRows(c));
    appendRows(sheet, [[]]);
    appendRows(sheet, [[...FINANCIAL_YEAR_HEADERS].map((h): Cell => ({ bold: h }))]);
    appendRows(sheet, financialYearRows(c));
    appendRows(sheet, [[]]);
    appendRows(sheet, taxTotalRows(c));
    appendRows(sheet, [[]]);
  }
  columnWidths(sheet, [62, 14, 14, 8, 16, 18, 16, 16, 40, 8, 18, 16, 16]);
}

function deadlinesSheet(sheet: Worksheet, data: FilingPackData): void {
  const d = data.deadlines;
  titleRows(sheet, [data.company.name, `Deadlines for the period ended ${formatLongUk(data.period.end)}`]);
  headerRow(sheet, ["What", "Due date", "Rule", "Days left (from the date of this pack)"]);
  const row = (what: string, x: typeof d.accounts): Cell[] => [
    what,
    { date: x.dueDate },
    x.rule,
    { number: x.daysLeft },
  ];
  appendRows(sheet, [
    row("Corporation tax payment due", d.corporationTaxPayment),
    row("CT600 Company Tax Return due", d.ct600),
    row("Accounts due at Companies House", d.accounts),
  ]);
  columnWidths(sheet, [40, 14, 90, 16]);
}

/** The HMRC CT600 draft: the boxes with values, the computation, and the deadlines. */
export function renderHmrcPackXlsx(data: FilingPackData): Promise<Buffer> {
  const workbook = newWorkbook(`${data.company.name} — CT600 draft`, data.generatedOn);
  const many = data.corporationTax.length > 1;
  data.corporationTax.forEach((_, i) => {
    boxesSheet(workbook.addWorksheet(many ? `CT600 boxes (AP ${i + 1})` : "CT600 boxes"), data, i);
  });
  if (data.corporationTax.length === 0) {
    titleRows(workbook.addWorksheet("CT600 boxes"), [data.company.name, "No corporation tax computation."]);
  }
  computationSheet(workbook.addWorksheet("Tax computation"), data);
  deadlinesSheet(workbook.addWorksheet("Deadlines"), data);
  return workbookToBuffer(workbook);
}
