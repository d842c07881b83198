import { readAmount } from "./amounts";
import { withBankType } from "./bank-types";
import type { ColumnPlan, WiseHistoryColumns } from "./column-plan";
import { type DateParts, decideDateOrder, isValidDate, parseDateParts, toIsoDate } from "./dates";
import { isBalanceLine, isFooterLine } from "./footer";
import { normaliseHeader } from "./header-names";
import {
  type Amount,
  bothSidesFilled,
  cellAt,
  conventions,
  type FileConventions,
  signedAmount,
  wiseAmount,
} from "./row-amount";
import { cleanText, joinText, quoteCell, quoteRow } from "./text";
import { type CsvRecord, isBlankRecord } from "./tokenize";
import type { ParsedRow } from "./types";

const SKIPPED_STATES = new Set([
  "pending",
  "reverted",
  "declined",
  "cancelled",
  "canceled",
  "failed",
  "refunded",
  "rejected",
]);

function description(cells: readonly string[], plan: ColumnPlan): string {
  const w = plan.wiseHistory;
  if (!w) return joinText(cells, plan.description);
  const out = (cells[w.direction] ?? "").trim().toUpperCase() === "OUT";
  const party = out ? w.targetName : w.sourceName;
  return joinText(
    cells,
    [party, w.reference].filter((i): i is number => i !== null),
  );
}

/** The date cell, or the fallback column when it is empty. */
function dateCell(cells: readonly string[], plan: ColumnPlan): string {
  const main = plan.date === null ? "" : (cells[plan.date] ?? "");
  if (main.trim() !== "" || plan.dateFallback === null) return main;
  return cells[plan.dateFallback] ?? "";
}

/** Without the leading apostrophe that marks text in spreadsheet exports ("'600008-49127454"). */
const unmarked = (cell: string) => (cell.charCodeAt(0) === 39 ? cell.replace(/^'+/, "") : cell);

/** Why a row without a readable date was skipped. */
function undatedReason(cells: readonly string[], text: string, header: string | null): string {
  if (header !== null && headerKey(cells) === header) return "skipped repeated header";
  if (isFooterLine(cells)) return `skipped footer line "${quoteRow(cells)}"`;
  if (text.trim() === "") return `skipped row without a date "${quoteRow(cells)}"`;
  return `invalid date "${quoteCell(text)}"`;
}

/** Why a dated row is not a transaction, or its amount in pence. */
function rowAmount(cells: readonly string[], plan: ColumnPlan, conv: FileConventions, text: string): Amount {
  if (plan.status !== null) {
    const status = cleanText(cells[plan.status] ?? "").toLowerCase();
    if (SKIPPED_STATES.has(status))
      return `skipped ${status} transaction "${text ? quoteCell(text) : quoteRow(cells)}"`;
  }
  if (isBalanceLine(text)) return `skipped balance line "${quoteCell(text)}"`;
  const amount = plan.wiseHistory ? wiseAmount(cells, plan.wiseHistory, conv) : signedAmount(cells, plan, conv);
  // A zero row may be an "Opening Balance" line whose words sit outside the mapped description columns.
  if (amount === 0) {
    const words = cells.find((c) => isBalanceLine(cleanText(c)));
    if (words !== undefined) return `skipped balance line "${quoteCell(words)}"`;
  }
  return amount;
}

/** A Wise history row's currency: the source's for money out, the target's for money in (see wiseAmount). */
function wiseCurrency(w: WiseHistoryColumns, amount: number): number | null {
  return amount < 0 ? w.sourceCurrency : w.targetCurrency;
}

function countCurrency(counts: Map<string, number>, cell: string): void {
  const code = cell.toUpperCase();
  if (code !== "" && code !== "GBP") counts.set(code, (counts.get(code) ?? 0) + 1);
}

/** Records one at a time: next() gives a record's cells, and recordLine its line (see RecordReader). */
export interface RecordSource {
  next(): string[] | null;
  readonly recordLine: number;
}

export interface ReadOutcome {
  /** In file order. */
  rows: ParsedRow[];
  /** Sorted by line; file-level notes first. */
  warnings: string[];
  /** Distinct values of the account number column, to warn when one file mixes accounts. */
  accounts: string[];
  /** Rows read per currency other than sterling, from the currency column. */
  currencies: Map<string, number>;
  /** What the sample showed of the file's conventions. */
  conv: FileConventions;
}

/** Header cells compared loosely, to spot a header repeated mid-file (NatWest exports one block per account). */
export function headerKey(cells: readonly string[]): string {
  return cells
    .map(normaliseHeader)
    .filter((c) => c !== "")
    .join("|");
}

/**
 * Reads the data records (after the header) into rows, streaming: each record is read, turned into a row or a
 * warning, and dropped. Day/month order needs every date first, so dates are finished in a second pass over the rows.
 * `sample` (the first data records) decides the file's conventions before any row is read.
 */
export function readRows(
  source: RecordSource,
  sample: readonly CsvRecord[],
  plan: ColumnPlan,
  header: string | null,
): ReadOutcome {
  const notes: [number, string][] = [];
  const conv = conventions(sample, plan);
  const rows: ParsedRow[] = [];
  const parts: DateParts[] = [];
  const accounts = new Set<string>();
  const currencies = new Map<string, number>();
  const rawDates = new Map<number, string>();
  for (let cells = source.next(); cells !== null; cells = source.next()) {
    const line = source.recordLine;
    if (isBlankRecord(cells)) continue;
    const dateText = dateCell(cells, plan);
    const date = parseDateParts(dateText);
    if (!date) {
      notes.push([line, undatedReason(cells, dateText, header)]);
      continue;
    }
    const text = withBankType(description(cells, plan), cells, plan);
    const amount = rowAmount(cells, plan, conv, text);
    if (typeof amount === "string") {
      notes.push([line, amount]);
      continue;
    }
    const balanceText = cellAt(cells, plan.balance);
    const balance = balanceText === "" ? null : readAmount(balanceText, conv.decimalComma);
    if (balanceText !== "" && balance === null) notes.push([line, `invalid balance "${quoteCell(balanceText)}"`]);
    if (text === "") notes.push([line, "no description"]);
    if (bothSidesFilled(cells, plan, conv))
      notes.push([line, "both debit and credit filled in; used credit minus debit"]);
    if (plan.accountNumber !== null) accounts.add(unmarked(cellAt(cells, plan.accountNumber)));
    if (plan.currency !== null) countCurrency(currencies, cellAt(cells, plan.currency));
    else if (plan.wiseHistory) countCurrency(currencies, cellAt(cells, wiseCurrency(plan.wiseHistory, amount)));
    // Keep the written date only where the final order might reject it, to quote it in the warning.
    if (!isValidDate(date, true) || !isValidDate(date, false)) rawDates.set(rows.length, dateText.trim());
    rows.push({ date: "", description: text, amount, balance, line });
    parts.push(date);
  }
  const order = decideDateOrder(parts);
  const dated: ParsedRow[] = [];
  rows.forEach((row, k) => {
    const date = toIsoDate(parts[k]!, order.dayFirst);
    if (date === null) notes.push([row.line, `invalid date "${quoteCell(rawDates.get(k) ?? "")}"`]);
    else {
      row.date = date;
      dated.push(row);
    }
  });
  notes.sort((a, b) => a[0] - b[0]);
  const warnings = notes.map(([line, text]) => `Line ${line}: ${text}`);
  if (order.note) warnings.unshift(order.note);
  accounts.delete("");
  return { rows: dated, warnings, accounts: [...accounts], currencies, conv };
}
