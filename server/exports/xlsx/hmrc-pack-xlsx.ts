import { formatLongUk } from "../../../core/dates";
import { DORMANT_CORPORATION_TAX_RULE, taxPeriodName } from "../../../core/filing";
import { DORMANT_RETURN_NOTE, type FilingPackData, registrationLine } from "../../../core/filing/pack";
import { type CorporationTaxComputation, CT600_FORM_NAME, CT600A_FORM_NAME } from "../../../core/tax";
import { ct600BoxRows } from "./ct600-box-rows";
import { type Ct600ReturnDetails, NO_RETURN_DETAILS } from "./ct600-page-one-rows";
import { CT600A_NOTES, ct600aRows } from "./ct600a-rows";
import { lossMemorandumRows } from "./loss-memorandum-rows";
import {
  FINANCIAL_YEAR_HEADERS,
  financialYearRows,
  profitToTaxableRows,
  s455Rows,
  taxTotalRows,
} from "./tax-computation-rows";
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

/** The box numbering the sheets follow, said on each so filing software's boxes can be matched one by one. */
export const CT600_VERSION = CT600_FORM_NAME;

const DRAFT_NOTE =
  "Draft figures to copy into HMRC-recognised filing software box by box; the return also needs iXBRL accounts and computations.";

const periodText = (c: CorporationTaxComputation) => `${formatLongUk(c.startDate)} to ${formatLongUk(c.endDate)}`;

function boxesSheet(sheet: Worksheet, data: FilingPackData, c: CorporationTaxComputation, details: Ct600ReturnDetails) {
  titleRows(sheet, [
    data.company.name,
    `${CT600_VERSION} draft, accounting period ${periodText(c)}`,
    `Box numbers follow the ${CT600_VERSION}. A blank value is a box to leave blank.`,
    DRAFT_NOTE,
    ...(data.status.dormant ? [DORMANT_RETURN_NOTE] : []),
  ]);
  headerRow(sheet, ["Box", "Description", "Value"]);
  appendRows(sheet, ct600BoxRows(data, c, details));
  columnWidths(sheet, [8, 96, 26]);
}

function ct600aSheet(sheet: Worksheet, data: FilingPackData, c: CorporationTaxComputation, utr: string | null) {
  titleRows(sheet, [
    data.company.name,
    `${CT600A_FORM_NAME} draft: loans to participators by close companies, ${periodText(c)}`,
    ...CT600A_NOTES,
  ]);
  headerRow(sheet, ["Box", "Description", "Value"]);
  appendRows(sheet, ct600aRows(data, c, c.ct600.ct600a!, utr));
  columnWidths(sheet, [8, 96, 26]);
}

function computationSheet(sheet: Worksheet, data: FilingPackData): void {
  titleRows(sheet, [data.company.name, registrationLine(data), "Corporation tax computation (pounds and pence)"]);
  for (const c of data.corporationTax) {
    appendRows(sheet, profitToTaxableRows(c));
    appendRows(sheet, [[]]);
    appendRows(sheet, [[...FINANCIAL_YEAR_HEADERS].map((h): Cell => ({ bold: h }))]);
    appendRows(sheet, financialYearRows(c));
    appendRows(sheet, [[]]);
    appendRows(sheet, [...taxTotalRows(c), ...s455Rows(c)]);
    appendRows(sheet, [[]]);
    appendRows(sheet, lossMemorandumRows(c));
    appendRows(sheet, [[]]);
  }
  columnWidths(sheet, [62, 14, 14, 8, 16, 18, 16, 16, 40, 8, 18, 16, 16]);
}

/** The tax payments and the return's due date; for a dormant company, one line saying none is due (core/filing). */
function corporationTaxRows(
  d: FilingPackData["deadlines"],
  row: (what: string, x: FilingPackData["deadlines"]["accounts"]) => Cell[],
): Cell[][] {
  if (d.dormantNote)
    return [["Corporation tax and CT600", null, `${d.dormantNote} (${DORMANT_CORPORATION_TAX_RULE})`, null]];
  const payments =
    d.corporationTaxPayments.length > 1
      ? d.corporationTaxPayments.map((p) => row(`Corporation tax payment due, ${taxPeriodName(p)}`, p))
      : [row("Corporation tax payment due", d.corporationTaxPayment)];
  return [...payments, row("CT600 Company Tax Return due", d.ct600)];
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
  appendRows(sheet, [...corporationTaxRows(d, row), row("Accounts due at Companies House", d.accounts)]);
  columnWidths(sheet, [40, 14, 90, 16]);
}

/**
 * The HMRC CT600 draft: the boxes of each accounting period's return with its CT600A when a loan to a participator
 * is outstanding, the computation, and the deadlines.
 */
export function renderHmrcPackXlsx(
  data: FilingPackData,
  details: Ct600ReturnDetails = NO_RETURN_DETAILS,
): Promise<Buffer> {
  const workbook = newWorkbook(`${data.company.name} — CT600 draft`, data.generatedOn);
  const many = data.corporationTax.length > 1;
  data.corporationTax.forEach((c, i) => {
    const suffix = many ? ` (AP ${i + 1})` : "";
    boxesSheet(workbook.addWorksheet(`CT600 boxes${suffix}`), data, c, details);
    if (c.ct600.ct600a) ct600aSheet(workbook.addWorksheet(`CT600A${suffix}`), data, c, details.utr);
  });
  if (data.corporationTax.length === 0) {
    titleRows(workbook.addWorksheet("CT600 boxes"), [data.company.name, "No corporation tax computation."]);
  }
  computationSheet(workbook.addWorksheet("Tax computation"), data);
  deadlinesSheet(workbook.addWorksheet("Deadlines"), data);
  return workbookToBuffer(workbook);
}
