import type { Pence } from "../money";
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
import { followsNeighbours, type Joined, joinedReadings, moneyColumns } from "./split-amounts";
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

/** One way of reading a row whose amount a thousands separator split (see split-amounts.ts). */
interface Alternative {
  description: string;
  amount: Pence;
  balance: Pence | null;
  /** The joined amount, "-1,234.56". */
  joined: string;
}

/**
 * A row one field too long in a comma-separated file: the readings that join a money column's two halves into an
 * amount (or balance) with a thousands group and read as a row. The first is used; with several, or with a balance
 * to check, the neighbours' balances decide or confirm once every row is read (see confirmSplitRows).
 */
function splitReadings(
  raw: string[],
  plan: ColumnPlan,
  conv: FileConventions,
  width: number | null,
): { cells: string[]; alternatives: Alternative[] } {
  const joins: Joined[] = width === null || conv.decimalComma ? [] : joinedReadings(raw, width, moneyColumns(plan));
  const alternatives: Alternative[] = [];
  let cells: string[] | null = null;
  for (const j of joins) {
    const text = withBankType(description(j.cells, plan), j.cells, plan);
    const amount = rowAmount(j.cells, plan, conv, text);
    const balanceText = cellAt(j.cells, plan.balance);
    const balance = balanceText === "" ? null : readAmount(balanceText, conv.decimalComma);
    if (typeof amount === "string" || (balanceText !== "" && balance === null)) continue;
    cells ??= j.cells;
    alternatives.push({ description: text, amount, balance, joined: j.text });
  }
  return { cells: cells ?? raw, alternatives };
}

/**
 * Split rows checked against the balances of the rows beside them in the file: of several readings, the one they
 * confirm; a single reading they contradict, or several they cannot tell apart, is named in a warning.
 */
function confirmSplitRows(rows: ParsedRow[], split: Map<number, Alternative[]>, notes: [number, string][]): void {
  for (const [k, alternatives] of split) {
    const row = rows[k]!;
    const fits = alternatives.map((a) => followsNeighbours(rows[k - 1], a, rows[k + 1]));
    const quoted = alternatives.map((a) => `"${a.joined}"`);
    if (alternatives.length === 1) {
      if (fits[0] === false)
        notes.push([
          row.line,
          `read ${quoted[0]} as one amount split over two fields by its thousands separator, but the balances ` +
            "around it do not confirm it. Check this row.",
        ]);
      continue;
    }
    const confirmed = alternatives.filter((_, i) => fits[i] === true);
    const chosen = confirmed.length === 1 ? confirmed[0]! : alternatives[0]!;
    Object.assign(row, { description: chosen.description, amount: chosen.amount, balance: chosen.balance });
    if (confirmed.length !== 1)
      notes.push([
        row.line,
        `one field more than the header: ${quoted.join(" or ")} could each be an amount split by its thousands ` +
          `separator, and the balances do not tell which; read "${chosen.joined}". Check this row.`,
      ]);
  }
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
  splitWidth: number | null = null,
): ReadOutcome {
  const notes: [number, string][] = [];
  const conv = conventions(sample, plan);
  const rows: ParsedRow[] = [];
  const parts: DateParts[] = [];
  const accounts = new Set<string>();
  const currencies = new Map<string, number>();
  const rawDates = new Map<number, string>();
  const split = new Map<number, Alternative[]>();
  for (let raw = source.next(); raw !== null; raw = source.next()) {
    const line = source.recordLine;
    if (isBlankRecord(raw)) continue;
    const { cells, alternatives } = splitReadings(raw, plan, conv, splitWidth);
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
    if (alternatives.length > 1 || (alternatives.length === 1 && plan.balance !== null))
      split.set(rows.length, alternatives);
    rows.push({ date: "", description: text, amount, balance, line });
    parts.push(date);
  }
  confirmSplitRows(rows, split, notes);
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
