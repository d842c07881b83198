import { accountFromColumns, accountFromPreamble } from "./account";
import { cardHinted } from "./card-evidence";
import { currencyWarnings, headerCurrency } from "./currency";
import { detectDelimiter } from "./delimiter";
import { autoLayout, type FileLayout, mappedLayout, mappedNames, usable } from "./file-layout";
import { detectedMappingOf, mappingOf } from "./mapping-of";
import { headerKey, readRows } from "./read-rows";
import { conventionSample } from "./row-amount";
import { signAndOrder } from "./sign-and-order";
import { rowWidth } from "./split-amounts";
import { quoteRow } from "./text";
import { type CsvRecord, isBlankRecord, normaliseText, RecordReader, tokenize, trimmedWidth } from "./tokenize";
import type { BalanceTiming, HeaderMap, ParseResult, PositiveAmounts } from "./types";

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
    detectedMapping: null,
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

/** The readings a mapping fixes (how positive amounts and the balance column are read), if it fixes them. */
function choicesOf(map: HeaderMap | undefined): { positive: PositiveAmounts | null; timing: BalanceTiming | null } {
  const positive = map?.positive === "in" || map?.positive === "out" ? map.positive : null;
  const timing = map?.balanceTiming === "after" || map?.balanceTiming === "before" ? map.balanceTiming : null;
  return { positive, timing };
}

function parse(text: string, headerMap: HeaderMap | undefined): ParseResult {
  const normalised = normaliseText(text);
  if (normalised.trim() === "") return failure("The file is empty.");
  const delimiter = detectDelimiter(normalised);
  // Detection reads only the head of the file; the rows are then streamed (see RecordReader).
  const records = tokenize(normalised, delimiter, HEAD_RECORDS);
  const hasMap = !!headerMap && typeof headerMap === "object" && mappedNames(headerMap).length > 0;
  const found = hasMap ? mappedLayout(records, delimiter, headerMap) : autoLayout(records, delimiter);
  if (found === null) return failure("No transactions found: this file has no rows with a date and an amount.");
  if (typeof found === "string") {
    const auto = autoLayout(records, delimiter);
    return failure(found, { detectedHeaders: auto?.headers ?? [], layoutKey: auto?.layoutKey ?? "" });
  }
  const { headers, plan, layout, layoutKey } = found;
  const detectedMapping = detectedMappingOf(headers, plan, null);
  const common = { detectedHeaders: headers, layoutKey, bank: layout.bank, detectedMapping };
  if (!usable(plan)) return failure(MAPPING_REQUIRED, common);

  const sample = records.slice(found.dataStart);
  const reader = new RecordReader(normalised, delimiter);
  for (let k = 0; k < found.dataStart; k++) reader.next();
  const header = found.headerIndex === -1 ? null : headerKey(records[found.headerIndex]!.cells);
  // Only a comma splits an unquoted "1,234.56"; other delimiters and quoted fields are read as they are.
  const headerWidth = found.headerIndex === -1 ? null : trimmedWidth(records[found.headerIndex]!.cells);
  const splitWidth = delimiter === "," ? rowWidth(headerWidth, sample) : null;
  const read = readRows(reader, sample, plan, header, splitWidth);
  const firstData = sample.find((r) => !isBlankRecord(r.cells));
  const preamble = records.slice(0, found.headerIndex === -1 ? found.dataStart : found.headerIndex);
  const account = (firstData && accountFromColumns(firstData.cells, plan)) || accountFromPreamble(preamble);
  const choices = choicesOf(headerMap);
  const ordered = signAndOrder(read.rows, {
    explicitSigns: read.conv.explicitSigns,
    ...choices,
    cardIssuer: layout.cardIssuer,
    cardHinted: !read.conv.explicitSigns && cardHinted(preamble, account, conventionSample(sample), plan),
  });
  const currency = headerCurrency(plan.amount === null ? undefined : headers[plan.amount]);
  const currencies = currency ? new Map([[currency, ordered.rows.length]]) : read.currencies;
  const warnings = [
    ...found.notes,
    ...ordered.warnings,
    ...linesBeforeData(records, found),
    ...read.warnings,
    ...accountsWarning(read.accounts),
    ...currencyWarnings(currencies, ordered.rows.length),
  ];
  const reading = { timing: ordered.timing, positive: ordered.positive };
  const result = {
    ...common,
    mapping: mappingOf(headers, plan, reading),
    detectedMapping: detectedMappingOf(headers, plan, reading),
    account,
    warnings: capWarnings(warnings),
  };
  if (ordered.rows.length === 0) return failure("No valid transactions found in this file.", result);
  return { ...result, ok: true, rows: ordered.rows, error: null };
}

/**
 * The layoutKey parseBankCsv would give the file, from its first lines only: enough to look up a remembered
 * mapping before reading every row. "" when the file has no layout (or is not text).
 */
export function layoutKeyOf(text: string): string {
  try {
    if (typeof text !== "string") return "";
    const normalised = normaliseText(text);
    const delimiter = detectDelimiter(normalised);
    return autoLayout(tokenize(normalised, delimiter, HEAD_RECORDS), delimiter)?.layoutKey ?? "";
  } catch {
    return "";
  }
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
