import { formatLongUk } from "../../../core/dates";
import {
  type AccountsCopy,
  accountsStatements,
  approvalSentence,
  BALANCE_SHEET_ROWS,
  type BalanceSheetRow,
  CAPITAL_AND_RESERVES_ROWS,
  columnHeading,
  type FilingPackData,
  formatAmount,
  registrationLine,
  type StatutoryBalanceSheet,
} from "../../../core/filing/pack";
import {
  amountRow,
  columnHeadings,
  heading,
  horizontalRule,
  type Pdf,
  paragraph,
  signatureBlock,
  subheading,
} from "./layout";

function amounts(data: FilingPackData, row: BalanceSheetRow): string[] {
  const shown = (bs: StatutoryBalanceSheet) => formatAmount(row.deduct ? -bs[row.key] : bs[row.key]);
  const cells = [shown(data.balanceSheet)];
  if (data.prior) cells.push(shown(data.prior.balanceSheet));
  return cells;
}

function rows(doc: Pdf, data: FilingPackData, list: readonly BalanceSheetRow[]): void {
  for (const row of list) {
    amountRow(doc, row.label, amounts(data, row), {
      bold: row.kind !== "line",
      ruleAbove: row.kind !== "line",
      doubleBelow: row.kind === "total",
    });
  }
}

function headings(doc: Pdf, data: FilingPackData): void {
  const priorDate = data.prior?.date ?? null;
  const years = [columnHeading(data.period.end, priorDate)];
  if (data.prior) years.push(columnHeading(data.prior.date, data.period.end));
  columnHeadings(doc, [years, years.map(() => "£")]);
}

/**
 * Page 2: the micro-entity balance sheet (Format 1, SI 2008/409 Sch 1 Section C) with the prior year beside it,
 * then the s475 audit-exemption statements and the s414(3)(a) micro-entity statement above the s414 signature.
 */
export function balanceSheetPage(doc: Pdf, data: FilingPackData, copy: AccountsCopy): void {
  doc.addPage();
  heading(doc, data.company.name, 14);
  paragraph(doc, registrationLine(data), { bold: true });
  heading(doc, `Balance sheet as at ${formatLongUk(data.period.end)}`, 12.5);
  headings(doc, data);
  rows(doc, data, BALANCE_SHEET_ROWS);
  doc.moveDown(0.4);
  subheading(doc, "Capital and reserves");
  rows(doc, data, CAPITAL_AND_RESERVES_ROWS);
  doc.moveDown(0.6);
  horizontalRule(doc);
  // The Registrar's copy without the P&L adds the s444 election; a dormant company claims s480 in place of s477.
  for (const statement of accountsStatements(data, copy)) paragraph(doc, statement.text);
  if (data.approval) {
    paragraph(doc, approvalSentence(data.approval));
    signatureBlock(doc, data.approval.directorName, `Director — ${formatLongUk(data.approval.date)}`);
  }
}
