import { formatLongUk } from "../../../core/dates";
import {
  type AccountsCopy,
  columnHeading,
  type FilingPackData,
  formatAmount,
  PROFIT_AND_LOSS_ROWS,
  registrationLine,
  type StatutoryProfitAndLoss,
} from "../../../core/filing/pack";
import { amountRow, columnHeadings, heading, MUTED, type Pdf, paragraph } from "./layout";

/** What the page says of its delivery: with the balance sheet and notes, or kept back under CA 2006 s444(1). */
function deliveryNote(copy: AccountsCopy): string {
  return copy.profitAndLossIncluded
    ? "This page is delivered to the Registrar of Companies with the balance sheet and notes (Companies Act 2006 s444)."
    : "This page is not delivered to the Registrar of Companies: the company files its balance sheet and notes only (Companies Act 2006 s444).";
}

/**
 * Page 4: the micro-entity profit and loss account (SI 2008/409 Sch 1 Section C, A–H). A micro-entity may choose
 * not to deliver it to the Registrar (CA 2006 s444(1)), when it is here for the directors and for HMRC; `copy` says
 * which.
 */
export function profitAndLossPage(doc: Pdf, data: FilingPackData, copy: AccountsCopy): void {
  doc.addPage();
  heading(doc, data.company.name, 14);
  paragraph(doc, registrationLine(data), { bold: true });
  heading(doc, `Profit and loss account for the period ended ${formatLongUk(data.period.end)}`, 12.5);
  paragraph(doc, deliveryNote(copy), { color: MUTED, size: 9 });
  // The prior year's lines beside this year's once a prior year is known (a period closed here, or typed).
  const prior = data.prior?.profitAndLoss ?? null;
  const priorDate = prior ? data.prior!.date : null;
  const years = [columnHeading(data.period.end, priorDate)];
  if (prior) years.push(columnHeading(priorDate!, data.period.end));
  columnHeadings(doc, [years, years.map(() => "£")]);
  const columns: StatutoryProfitAndLoss[] = prior ? [data.profitAndLoss, prior] : [data.profitAndLoss];
  for (const row of PROFIT_AND_LOSS_ROWS) {
    const amounts = columns.map((pl) => formatAmount(row.deduct ? -pl[row.key] : pl[row.key]));
    amountRow(doc, row.label, amounts, {
      bold: row.kind === "total",
      ruleAbove: row.kind === "total",
      doubleBelow: row.key === "profitAfterTax",
    });
  }
}
