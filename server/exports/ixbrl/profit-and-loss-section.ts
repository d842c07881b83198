import { formatLongUk } from "../../../core/dates";
import {
  columnHeading,
  type FilingPackData,
  PROFIT_AND_LOSS_ROWS,
  type ProfitAndLossRow,
  type StatutoryProfitAndLoss,
} from "../../../core/filing/pack";
import type { Context } from "./contexts";
import type { InlineDocument } from "./inline-document";
import { PROFIT_AND_LOSS_TAGS } from "./tags";
import { el, type XmlElement, type XmlNode } from "./xml";

/** One year's column: its figures and the duration context they are tagged in. */
export interface ProfitAndLossColumn {
  pl: StatutoryProfitAndLoss;
  context: Context;
  heading: string;
}

/** Costs are tagged as positive amounts and shown in brackets; a negative figure is tagged sign="-". */
function cell(doc: InlineDocument, row: ProfitAndLossRow, column: ProfitAndLossColumn): XmlElement {
  const value = column.pl[row.key];
  const fact = doc.nonFraction(PROFIT_AND_LOSS_TAGS[row.key], column.context, value);
  const bracketed = row.deduct ? value > 0 : value < 0;
  const shown: XmlNode = bracketed ? ["(", fact, ")"] : fact;
  return el("td", { class: "amount" }, shown);
}

/** The columns: this year, and the prior year's once its profit and loss is known (closed here, or typed). */
export function profitAndLossColumns(
  data: FilingPackData,
  current: Context,
  prior: Context | null,
): ProfitAndLossColumn[] {
  const priorDate = data.prior?.profitAndLoss ? data.prior.date : null;
  const columns = [{ pl: data.profitAndLoss, context: current, heading: columnHeading(data.period.end, priorDate) }];
  if (data.prior?.profitAndLoss && prior) {
    columns.push({
      pl: data.prior.profitAndLoss,
      context: prior,
      heading: columnHeading(data.prior.date, data.period.end),
    });
  }
  return columns;
}

/** The micro-entity profit and loss account (SI 2008/409 Sch 1 Section C, A–H), every figure tagged. */
export function profitAndLossTable(doc: InlineDocument, columns: ProfitAndLossColumn[]): XmlElement {
  const head = [
    el(
      "tr",
      {},
      el("th", {}),
      columns.map((c) => el("th", {}, c.heading)),
    ),
    el(
      "tr",
      {},
      el("th", {}),
      columns.map(() => el("th", {}, "£")),
    ),
  ];
  const rows = PROFIT_AND_LOSS_ROWS.map((row) =>
    el(
      "tr",
      { class: row.kind === "total" ? "total" : undefined },
      el("td", {}, row.label),
      columns.map((c) => cell(doc, row, c)),
    ),
  );
  return el("table", { class: "figures" }, el("thead", {}, head), el("tbody", {}, rows));
}

export function profitAndLossTitle(data: FilingPackData): string {
  return `Profit and loss account for the period ended ${formatLongUk(data.period.end)}`;
}
