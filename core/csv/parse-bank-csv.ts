import { accountFromColumns, accountFromPreamble } from "./account";
import { detectDelimiter } from "./delimiter";
import { autoLayout, type FileLayout, mappedLayout, mappingOf, usable } from "./file-layout";
import { headerKey, readRows } from "./read-rows";
import { signAndOrder } from "./sign-and-order";
import { quoteRow } from "./text";
import { type CsvRecord, isBlankRecord, normaliseText, RecordReader, tokenize } from "./tokenize";
import type { HeaderMap, ParseResult } from "./types";

export const MAPPING_REQUIRED = "Could not identify the date, description and amount columns. Please map them.";
const MAX_WARNINGS = 1000;
const HEAD_RECORDS = 1200;

function failure(error: string, extra: Partial<ParseResult> = {}): ParseResult {
  return {
    ok: false,
    rows: [],
    detectedHeaders: [],
    warnings: [],
    error,
    mapping: null,
    layoutKey: "",
    account: null,
    bank: null,
    ...extra,
  };
}

function capWarnings(warnings: string[]): string[] {
  if (warnings.length <= MAX_WARNINGS) return warnings;
  const more = warnings.length - MAX_WARNINGS;
  return [...warnings.slice(0, MAX_WARNINGS), `${more} more warnings not shown`];
}

/** Lines above the first row of a header-less file are not transactions, but they are named, not dropped. */
function linesBeforeData(records: readonly CsvRecord[], found: FileLayout): string[] {
  if (found.headerIndex !== -1) return [];
  return records
    .slice(0, found.dataStart)
    .filter((r) => !isBlankRecord(r.cells))
    .map((r) => `Line ${r.line}: skipped line before the first transaction "${quoteRow(r.cells)}"`);
}

function accountsWarning(accounts: readonly string[]): string[] {
  if (accounts.length < 2) return [];
  return [
    `This file holds transactions from ${accounts.length} accounts (${accounts.join(", ")}); balances are per account`,
  ];
}

function parse(text: string, headerMap: HeaderMap | undefined): ParseResult {
  const normalised = normaliseText(text);
  if (normalised.trim() === "") return failure("The file is empty.");
  const delimiter = detectDelimiter(normalised);
  // Detection reads only the head of the file; the rows are then streamed (see RecordReader).
  const records = tokenize(normalised, delimiter, HEAD_RECORDS);
  const hasMap = !!headerMap && Object.values(headerMap).some((v) => typeof v === "string" && v.trim() !== "");
  const found = hasMap ? mappedLayout(records, delimiter, headerMap) : autoLayout(records, delimiter);
  if (found === null) return failure("No transactions found: this file has no rows with a date and an amount.");
  if (typeof found === "string") {
    const auto = autoLayout(records, delimiter);
    return failure(found, { detectedHeaders: auto?.headers ?? [], layoutKey: auto?.layoutKey ?? "" });
  }
  const { headers, plan, layout, layoutKey } = found;
  const common = { detectedHeaders: headers, layoutKey, bank: layout.bank };
  if (!usable(plan)) return failure(MAPPING_REQUIRED, common);

  const sample = records.slice(found.dataStart);
  const reader = new RecordReader(normalised, delimiter);
  for (let k = 0; k < found.dataStart; k++) reader.next();
  const header = found.headerIndex === -1 ? null : headerKey(records[found.headerIndex]!.cells);
  const read = readRows(reader, sample, plan, header);
  const ordered = signAndOrder(read.rows, layout.cardIssuer);
  const warnings = [
    ...linesBeforeData(records, found),
    ...read.warnings,
    ...ordered.warnings,
    ...accountsWarning(read.accounts),
  ];
  const firstData = sample.find((r) => !isBlankRecord(r.cells));
  const preamble = records.slice(0, found.headerIndex === -1 ? found.dataStart : found.headerIndex);
  const account = (firstData && accountFromColumns(firstData.cells, plan)) || accountFromPreamble(preamble);
  const result = { ...common, mapping: mappingOf(headers, plan), account, warnings: capWarnings(warnings) };
  if (ordered.rows.length === 0) return failure("No valid transactions found in this file.", result);
  return { ...result, ok: true, rows: ordered.rows, error: null };
}

/** Reads a bank statement CSV. Never throws: any failure becomes `{ ok: false, error }`. */
export function parseBankCsv(text: string, opts: { headerMap?: HeaderMap } = {}): ParseResult {
  try {
    if (typeof text !== "string") return failure("The file could not be read as text.");
    return parse(text, opts?.headerMap);
  } catch {
    return failure("This file could not be read as a bank statement CSV.");
  }
}
