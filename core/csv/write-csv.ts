import { type Pence, toDecimalString } from "../money";

/**
 * CSV writing that is safe to open in a spreadsheet. A text that starts with = + - @ TAB or CR could run as a formula
 * (CSV injection, OWASP), so it gets a leading apostrophe, which spreadsheets show as text. Then RFC 4180 quoting:
 * fields holding a comma, a quote or a line break are quoted, with quotes doubled.
 */
export function safeCsvCell(value: string): string {
  const neutral = /^[=+\-@\t\r]/.test(value) || /^\s+[=+\-@]/.test(value) ? `'${value}` : value;
  return quote(neutral);
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Plain decimal numbers ("-12.50") are data, not formulas: written as they are so spreadsheets keep them numeric. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

function cell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  return PLAIN_NUMBER.test(value) ? value : safeCsvCell(value);
}

/** Lines end with CRLF (RFC 4180, and what Excel expects), including the last one. */
const EOL = "\r\n";

/**
 * The generic safe writer for every CSV export. Numbers, and strings that are plain decimal numbers, are written raw;
 * every other string goes through safeCsvCell.
 */
export function writeCsv(header: string[], rows: (string | number | null)[][]): string {
  const lines = [header.map((h) => safeCsvCell(h)).join(",")];
  for (const row of rows) lines.push(row.map(cell).join(","));
  return lines.join(EOL) + EOL;
}

/** The spec's clean CSV: Date, Description, Amount, Balance, with amounts as decimal strings ("-12.50"). */
export function toCleanCsv(
  rows: { date: string; description: string; amount: Pence; balance: Pence | null }[],
): string {
  return writeCsv(
    ["Date", "Description", "Amount", "Balance"],
    rows.map((r) => [
      r.date,
      r.description,
      toDecimalString(r.amount),
      r.balance === null ? null : toDecimalString(r.balance),
    ]),
  );
}
