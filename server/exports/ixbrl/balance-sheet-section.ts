import {
  BALANCE_SHEET_ROWS,
  type BalanceSheetRow,
  CAPITAL_AND_RESERVES_ROWS,
  columnHeading,
  type FilingPackData,
  type StatutoryBalanceSheet,
} from "../../../core/filing/pack";
import { instantContext } from "./contexts";
import type { InlineDocument } from "./inline-document";
import { BALANCE_SHEET_TAGS } from "./tags";
import { el, type XmlElement, type XmlNode } from "./xml";

/**
 * One amount cell. Liabilities are tagged as positive amounts owed and shown in brackets as deductions; a negative
 * figure (net liabilities) is tagged sign="-" and also shown in brackets, the number itself unsigned.
 */
function amountCell(
  doc: InlineDocument,
  row: BalanceSheetRow,
  prefix: "cur" | "pri",
  date: string,
  bs: StatutoryBalanceSheet,
): XmlElement {
  const tag = BALANCE_SHEET_TAGS[row.key];
  const value = bs[row.key];
  const fact = doc.nonFraction(tag.concept, instantContext(prefix, date, tag.member), value);
  const bracketed = row.deduct ? value > 0 : value < 0;
  const shown: XmlNode = bracketed ? ["(", fact, ")"] : fact;
  return el("td", { class: "amount" }, shown);
}

function tableRow(doc: InlineDocument, data: FilingPackData, row: BalanceSheetRow): XmlElement {
  const cells = [amountCell(doc, row, "cur", data.period.end, data.balanceSheet)];
  if (data.prior) cells.push(amountCell(doc, row, "pri", data.prior.date, data.prior.balanceSheet));
  return el("tr", { class: row.kind === "line" ? undefined : row.kind }, el("td", {}, row.label), cells);
}

function headings(data: FilingPackData): XmlElement[] {
  const priorDate = data.prior?.date ?? null;
  const years = [columnHeading(data.period.end, priorDate)];
  if (data.prior) years.push(columnHeading(data.prior.date, data.period.end));
  return [
    el(
      "tr",
      {},
      el("th", {}),
      years.map((y) => el("th", {}, y)),
    ),
    el(
      "tr",
      {},
      el("th", {}),
      years.map(() => el("th", {}, "£")),
    ),
  ];
}

/** Format 1 items A–K (SI 2008/409 Sch 1 Section C) at the balance sheet date, with the prior year beside them. */
export function balanceSheetTable(doc: InlineDocument, data: FilingPackData): XmlElement {
  const span = data.prior ? 3 : 2;
  return el(
    "table",
    { class: "figures" },
    el("thead", {}, headings(data)),
    el(
      "tbody",
      {},
      BALANCE_SHEET_ROWS.map((row) => tableRow(doc, data, row)),
      el("tr", { class: "section" }, el("td", { colspan: span }, "Capital and reserves")),
      CAPITAL_AND_RESERVES_ROWS.map((row) => tableRow(doc, data, row)),
    ),
  );
}
